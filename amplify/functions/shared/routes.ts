/**
 * A REST API's routes, declared once: the CDK stack makes API Gateway resources and methods from them (with a
 * Cognito authorizer where `auth` is "cognito"), and the local gateway (amplify/local/gateway.ts) serves the
 * same table in front of the same handler.
 */
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

export type ApiRoute = {
  method: HttpMethod;
  /** API Gateway resource path: `/coleta/{protocol}`. */
  path: string;
  auth: RouteAuth;
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
