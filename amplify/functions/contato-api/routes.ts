import type { ApiDef } from "../shared/routes";
import { contatoSchema } from "../../../src/domain/contato";
import { cvUploadSchema } from "../../../src/domain/candidatura";
import { titularConfirmSchema, titularSchema } from "../../../src/domain/titular";

/**
 * ContatoAPI: the contact forms (fale-com-a-gente, fale-com-ri, seja-um-fornecedor) and the applications to the open
 * positions (/gente/vagas/<slug>/), whose CV is uploaded first with the signed PUT that `POST /contato/cv` hands out.
 */
export const contatoApi: ApiDef = {
  name: "ContatoAPI",
  functionName: "contato-api",
  routes: [
    { method: "GET", path: "/health", auth: "none" },
    { method: "POST", path: "/contato", auth: "none", body: { schema: () => contatoSchema, honeypot: true } },
    { method: "POST", path: "/contato/cv", auth: "none", body: { schema: () => cvUploadSchema } },
    // Data-subject requests (LGPD): filed, then confirmed through the e-mailed link (titular.ts).
    { method: "POST", path: "/contato/titular", auth: "none", body: { schema: () => titularSchema, honeypot: true } },
    { method: "POST", path: "/contato/titular/confirmar", auth: "none", body: { schema: () => titularConfirmSchema } },
  ],
};
