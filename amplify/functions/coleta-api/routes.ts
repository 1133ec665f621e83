import type { ApiDef } from "../shared/routes";

/** ColetaAPI: collection requests. The collection-request issue adds POST/GET /coleta here. */
export const coletaApi: ApiDef = {
  name: "ColetaAPI",
  functionName: "coleta-api",
  routes: [
    { method: "GET", path: "/health", auth: "none" },
    { method: "GET", path: "/me", auth: "cognito" },
  ],
};
