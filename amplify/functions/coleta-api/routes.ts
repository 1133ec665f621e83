import type { ApiDef } from "../shared/routes";

/** ColetaAPI: used-oil collection requests. */
export const coletaApi: ApiDef = {
  name: "ColetaAPI",
  functionName: "coleta-api",
  routes: [
    { method: "GET", path: "/health", auth: "none" },
    { method: "GET", path: "/me", auth: "cognito" },
    { method: "POST", path: "/coleta", auth: "optional" },
    { method: "GET", path: "/coleta", auth: "cognito" },
    { method: "GET", path: "/coleta/{protocol}", auth: "cognito" },
  ],
};
