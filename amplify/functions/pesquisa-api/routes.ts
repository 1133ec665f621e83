import type { ApiDef } from "../shared/routes";

/** PesquisaAPI: satisfaction surveys. The collection-request issue adds POST /pesquisa here. */
export const pesquisaApi: ApiDef = {
  name: "PesquisaAPI",
  functionName: "pesquisa-api",
  routes: [
    { method: "GET", path: "/health", auth: "none" },
    { method: "GET", path: "/me", auth: "cognito" },
  ],
};
