import type { ApiDef } from "../shared/routes";
import {
  assignmentSchema,
  inviteSchema,
  noteSchema,
  replySchema,
  resendSchema,
  setBasesSchema,
  setGroupsSchema,
  statusChangeSchema,
} from "../../../src/domain/backoffice";

/**
 * EquipeAPI: the staff's back-office. Every route but the health check needs a staff member's ID token (the Cognito
 * authorizer answers 401 without one) and answers 403 `forbidden` to anyone outside the groups it is for
 * (src/domain/staff-groups.ts): the inbox of contact messages to the teams of their topics (administrators: all), the
 * survey results to operations and administrators, the staff administration and the dead letters (e-mails the
 * dispatcher gave up on: `/avisos-falhos`) to administrators. The contract is in
 * amplify/README.md ("EquipeAPI").
 *
 * No `GET /me` (the other APIs' "who am I"): `GET /acesso` answers it, and only to staff.
 *
 * `/mensagens/exportar` is listed before `/mensagens/{reference}`: the local gateway and the Lambda's router take
 * the first route that matches (API Gateway prefers the fixed path by itself).
 */
export const equipeApi: ApiDef = {
  name: "EquipeAPI",
  functionName: "equipe-api",
  routes: [
    { method: "GET", path: "/health", auth: "none" },
    { method: "GET", path: "/acesso", auth: "cognito" },
    { method: "GET", path: "/mensagens", auth: "cognito" },
    { method: "GET", path: "/mensagens/exportar", auth: "cognito" },
    { method: "GET", path: "/mensagens/{reference}", auth: "cognito" },
    { method: "GET", path: "/mensagens/{reference}/cv", auth: "cognito" },
    {
      method: "POST",
      path: "/mensagens/{reference}/status",
      auth: "cognito",
      body: { schema: () => statusChangeSchema },
    },
    {
      method: "POST",
      path: "/mensagens/{reference}/responsavel",
      auth: "cognito",
      body: { schema: () => assignmentSchema },
    },
    { method: "POST", path: "/mensagens/{reference}/nota", auth: "cognito", body: { schema: () => noteSchema } },
    { method: "POST", path: "/mensagens/{reference}/resposta", auth: "cognito", body: { schema: () => replySchema } },
    { method: "GET", path: "/pesquisas", auth: "cognito" },
    { method: "GET", path: "/pesquisas/exportar", auth: "cognito" },
    { method: "GET", path: "/avisos-falhos", auth: "cognito" },
    { method: "POST", path: "/avisos-falhos/{id}/reenviar", auth: "cognito", body: { schema: () => resendSchema } },
    { method: "GET", path: "/equipe", auth: "cognito" },
    { method: "POST", path: "/equipe", auth: "cognito", body: { schema: () => inviteSchema } },
    { method: "PUT", path: "/equipe/{username}/grupos", auth: "cognito", body: { schema: () => setGroupsSchema } },
    { method: "PUT", path: "/equipe/{username}/bases", auth: "cognito", body: { schema: () => setBasesSchema } },
  ],
};
