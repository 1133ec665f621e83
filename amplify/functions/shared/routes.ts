/**
 * A REST API's routes, declared once: the CDK stack makes API Gateway resources and methods from them (with a
 * Cognito authorizer where `auth` is "cognito", and a request model and validator where the route takes a body), and
 * the local gateway (amplify/local/gateway.ts) serves the same table in front of the same handler.
 */
import type { ZodTypeAny } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

export type RouteAuth =
  /** Anyone. */
  | "none"
  /** A signed-in customer: API Gateway's Cognito authorizer (locally, the gateway) rejects anything else with 401. */
  | "cognito"
  /**
   * Anyone; a request that carries a token belongs to that customer. API Gateway has no optional authorizer, so
   * the handler verifies the token itself (functions/shared/token.ts) and answers 401 to a bad one.
   */
  | "optional";

/**
 * The JSON body a route takes. The gateway checks its shape before the function runs, with a JSON Schema derived from
 * `schema` (amplify/functions/shared/request-models.ts); the handler then validates it with the same schema.
 */
export type RouteBody = {
  /** The zod schema the handler validates the body with: the same exported schema (or factory) it calls. */
  schema: () => ZodTypeAny;
  /**
   * The handler takes the honeypot field out of the body before validating it, and answers a filled one as if it had
   * stored the request (functions/shared/respond.ts takeHoneypot): the gateway lets such bodies through.
   */
  honeypot?: true;
};

export type ApiRoute = {
  method: HttpMethod;
  /** API Gateway resource path: `/coleta/{protocol}`. */
  path: string;
  auth: RouteAuth;
  /** Every route but a GET says what it takes: its body, or null for none (`POST /coleta/vincular`). */
  body?: RouteBody | null;
};

export type ApiDef = {
  /** The name the browser uses: `custom.API.<name>` in amplify_outputs.json. */
  name: "ColetaAPI" | "PesquisaAPI" | "ContatoAPI" | "PushAPI" | "EquipeAPI";
  /** The Amplify function that serves every route. */
  functionName: string;
  routes: readonly ApiRoute[];
};

/** Turns `/coleta/{protocol}` into a matcher that returns the path parameters, or null. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const patternParts = pattern.split("/").filter(Boolean);
  const pathParts = path.split("/").filter(Boolean);
  if (patternParts.length !== pathParts.length) return null;
  const params: Record<string, string> = {};
  for (let index = 0; index < patternParts.length; index += 1) {
    const expected = patternParts[index];
    const actual = pathParts[index];
    if (expected.startsWith("{") && expected.endsWith("}")) {
      let value: string;
      try {
        value = decodeURIComponent(actual);
      } catch {
        return null;
      }
      params[expected.slice(1, -1)] = value;
    } else if (expected !== actual) {
      return null;
    }
  }
  return params;
}
