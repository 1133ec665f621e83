import type { ApiDef } from "../shared/routes";
import { contatoSchema } from "../../../src/domain/contato";

/** ContatoAPI: the contact forms (fale-com-a-gente, fale-com-ri, seja-um-fornecedor). */
export const contatoApi: ApiDef = {
  name: "ContatoAPI",
  functionName: "contato-api",
  routes: [
    { method: "GET", path: "/health", auth: "none" },
    { method: "POST", path: "/contato", auth: "none", body: { schema: () => contatoSchema, honeypot: true } },
  ],
};
