import type { ApiDef } from "../shared/routes";

/** ContatoAPI: the contact forms (fale-com-a-gente, fale-com-ri, seja-um-fornecedor). */
export const contatoApi: ApiDef = {
  name: "ContatoAPI",
  functionName: "contato-api",
  routes: [
    { method: "GET", path: "/health", auth: "none" },
    { method: "POST", path: "/contato", auth: "none" },
  ],
};
