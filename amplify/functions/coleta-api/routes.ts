import type { ApiDef } from "../shared/routes";
import { coletaSchema } from "../../../src/domain/coleta";
import { transitionSchema } from "../../../src/domain/lifecycle";
import { baseMoveSchema } from "../../../src/domain/base-ids";
import { closeAccountSchema } from "../../../src/domain/account-closing";

/**
 * ColetaAPI: used-oil collection requests, their life after creation and their certificates. The `/operacao/…`
 * routes are for the `operadores` group only (the handler answers 403 to anyone else); the contract is in
 * amplify/README.md ("ColetaAPI").
 */
export const coletaApi: ApiDef = {
  name: "ColetaAPI",
  functionName: "coleta-api",
  routes: [
    { method: "GET", path: "/health", auth: "none" },
    { method: "GET", path: "/me", auth: "cognito" },
    { method: "POST", path: "/coleta", auth: "optional", body: { schema: () => coletaSchema(), honeypot: true } },
    { method: "GET", path: "/coleta", auth: "cognito" },
    { method: "POST", path: "/coleta/vincular", auth: "cognito", body: null },
    { method: "GET", path: "/coleta/{protocol}", auth: "cognito" },
    { method: "GET", path: "/coleta/{protocol}/certificado", auth: "cognito" },
    { method: "GET", path: "/certificado/{code}", auth: "none" },
    // "Meus dados" (account-data.ts): the caller's export, and closing their account.
    { method: "GET", path: "/meus-dados", auth: "cognito" },
    { method: "POST", path: "/meus-dados/encerrar", auth: "cognito", body: { schema: () => closeAccountSchema } },
    { method: "GET", path: "/operacao/bases", auth: "cognito" },
    { method: "GET", path: "/operacao/coleta", auth: "cognito" },
    { method: "GET", path: "/operacao/coleta/{protocol}", auth: "cognito" },
    {
      method: "POST",
      path: "/operacao/coleta/{protocol}/transicao",
      auth: "cognito",
      body: { schema: () => transitionSchema() },
    },
    {
      method: "POST",
      path: "/operacao/coleta/{protocol}/base",
      auth: "cognito",
      body: { schema: () => baseMoveSchema() },
    },
    { method: "GET", path: "/operacao/coleta/{protocol}/certificado", auth: "cognito" },
  ],
};
