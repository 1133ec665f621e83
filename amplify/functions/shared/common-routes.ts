import { json } from "./http";
import type { Implementation } from "./router";

/** The routes every API has: a health check and the identity the API sees (what the authorizer verified). */
export function commonRoutes(apiName: string): Implementation {
  return {
    "GET /health": async ({ event }) => json(event, 200, { status: "ok", api: apiName }),
    "GET /me": async ({ event, claims }) => json(event, 200, { sub: claims?.sub, email: claims?.email ?? null }),
  };
}
