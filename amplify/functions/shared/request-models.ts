/**
 * What the gateway checks before a route's function runs, and what it answers when a body fails: the same for API
 * Gateway (amplify/api/rest-apis.ts: a model and a request validator per body-taking method, a BAD_REQUEST_BODY
 * gateway response) and for the local gateway (amplify/local/gateway.ts). Each model is derived from the zod schema
 * the route table names, the one the handler validates with (json-schema.ts: the structural part only; the handler
 * still decides everything else, field by field, in the visitor's language).
 */
import { messageFor } from "../../../src/domain/validate";
import { JSON_SCHEMA_DRAFT4, structureOf, type JsonSchema } from "./json-schema";
import { honeypotField } from "./respond";
import type { ApiDef, ApiRoute, RouteBody } from "./routes";

/** The content type a model is for. A request without Content-Type is read as JSON by API Gateway, and here too. */
export const JSON_CONTENT_TYPE = "application/json";

/** The code of a body the gateway refused (src/domain/messages.ts), with `field: ""`: the body as a whole. */
export const INVALID_BODY_CODE = "invalid_body";

/**
 * The gateway's answer to a body that fails its model, in the handlers' error shape (`{errors: [{field, code,
 * message}]}`, 400): the forms show their translated "the server refused" message, as for any 400. The message is in
 * Portuguese, the handlers' default: API Gateway's response templates are static, they cannot read the body's
 * `language` or the query string.
 */
export function gatewayBodyError(): { errors: { field: string; code: typeof INVALID_BODY_CODE; message: string }[] } {
  return { errors: [{ field: "", code: INVALID_BODY_CODE, message: messageFor(INVALID_BODY_CODE, "pt") }] };
}

/**
 * A body whose honeypot field is there and not empty: the handler answers a filled one as if it had stored it, whatever
 * else the body holds, so the gateway lets it through. (A whitespace-only value counts as empty for the handler, which
 * then validates the rest: letting it through here only leaves that to the handler.)
 */
const trappedBody: JsonSchema = {
  type: "object",
  required: [honeypotField],
  properties: { [honeypotField]: { not: { type: "string", maxLength: 0 } } },
};

/** The structure of `body`'s schema, with what the handler does before validating (the honeypot) accounted for. */
export function bodyStructure(body: RouteBody): JsonSchema {
  const structure = structureOf(body.schema());
  if (!body.honeypot) return structure;
  // The handler takes the field out before validating; an empty one passes, a filled one is a trapped robot.
  const plainObject =
    structure.type === "object" && structure.properties && !structure.anyOf && !structure.allOf && !structure.not;
  if (!plainObject) return {};
  const withField: JsonSchema = {
    ...structure,
    properties: { ...structure.properties, [honeypotField]: { type: "string" } },
  };
  return { anyOf: [withField, trappedBody] };
}

/** The request model of a route (its body's JSON Schema, draft 4), or null for a route that takes no body. */
export function requestModel(api: ApiDef, route: ApiRoute): JsonSchema | null {
  if (!route.body) return null;
  return {
    $schema: JSON_SCHEMA_DRAFT4,
    title: `${api.name} ${route.method} ${route.path}`,
    ...bodyStructure(route.body),
  };
}

/** A model's name (API Gateway wants letters and digits): `POST /mensagens/{reference}/nota` → "PostMensagensReferenceNota". */
export function modelName(route: Pick<ApiRoute, "method" | "path">): string {
  const words = [route.method.toLowerCase(), ...route.path.split(/[^A-Za-z0-9]+/)].filter(Boolean);
  return words.map((word) => word[0].toUpperCase() + word.slice(1)).join("");
}
