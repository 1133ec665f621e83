import type { ApiDef } from "../shared/routes";
import { pesquisaSchema } from "../../../src/domain/pesquisa";

/** PesquisaAPI: satisfaction surveys, one per collection request. */
export const pesquisaApi: ApiDef = {
  name: "PesquisaAPI",
  functionName: "pesquisa-api",
  routes: [
    { method: "GET", path: "/health", auth: "none" },
    { method: "GET", path: "/me", auth: "cognito" },
    { method: "POST", path: "/pesquisa", auth: "cognito", body: { schema: () => pesquisaSchema } },
    { method: "GET", path: "/pesquisa", auth: "cognito" },
  ],
};
