import type { APIGatewayProxyEvent, APIGatewayProxyResult } from "aws-lambda";
import { claimsOf, json, type Claims } from "./http";
import { matchPath, type ApiDef, type ApiRoute } from "./routes";
import { logger, withRequestId } from "./logging";

export type RouteContext = {
  event: APIGatewayProxyEvent;
  params: Record<string, string>;
  /** Present on "cognito" routes (the handler refuses them without it). */
  claims: Claims | null;
};

export type RouteHandler = (context: RouteContext) => Promise<APIGatewayProxyResult>;

export type Implementation = Record<string, RouteHandler>;

/** "GET /coleta/{protocol}": the key an implementation uses for a route. */
export function routeKey(route: Pick<ApiRoute, "method" | "path">): string {
  return `${route.method} ${route.path}`;
}

/**
 * One Lambda handler for every route of an API. API Gateway already matched the route (event.resource) and
 * ran the authorizer; the handler checks again, so a misconfigured gateway still cannot reach a customer's data.
 */
export function createHandler(api: ApiDef, implementation: Implementation) {
  for (const route of api.routes) {
    if (!implementation[routeKey(route)]) throw new Error(`${api.name}: no implementation for ${routeKey(route)}`);
  }
  return (event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> =>
    withRequestId(event.requestContext?.requestId, () => route(event));

  async function route(event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> {
    const path = event.path ?? "/";
    const candidates = api.routes
      .map((route) => ({ route, params: matchPath(route.path, path) }))
      .filter((candidate) => candidate.params !== null);
    if (candidates.length === 0) return json(event, 404, { message: "Not found" });
    const match = candidates.find((candidate) => candidate.route.method === event.httpMethod);
    if (!match) return json(event, 405, { message: "Method not allowed" });
    const claims = claimsOf(event);
    if (match.route.auth === "cognito" && !claims) return json(event, 401, { message: "Unauthorized" });
    try {
      return await implementation[routeKey(match.route)]({ event, params: match.params ?? {}, claims });
    } catch (error) {
      logger.error("route failed", { api: api.name, route: routeKey(match.route) }, error);
      return json(event, 500, { message: "Internal error" });
    }
  }
}
