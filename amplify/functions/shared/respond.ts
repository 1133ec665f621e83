import type { APIGatewayProxyEvent, APIGatewayProxyResult } from "aws-lambda";
import { messageFor, resolveLanguage, type ErrorCode } from "../../../src/domain/validate";
import { maxBodyBytes, parseBody } from "./body";
import { json } from "./http";

/** 400/409/413 with `{errors: [{field, code, message}]}` in the body's language. */
export function fieldErrors(
  event: APIGatewayProxyEvent,
  status: number,
  errors: { field: string; code: string; message: string }[],
): APIGatewayProxyResult {
  return json(event, status, { errors });
}

export function oneError(
  event: APIGatewayProxyEvent,
  status: number,
  body: unknown,
  field: string,
  code: ErrorCode,
  vars = {},
) {
  return fieldErrors(event, status, [
    { field, code, message: messageFor(code, resolveLanguage(undefined, body), vars) },
  ]);
}

/** The request's JSON body, or the response that refuses it (not declared JSON: 415, not JSON: 400, over 64 KB: 413). */
export function jsonBody(event: APIGatewayProxyEvent): { body: unknown } | { response: APIGatewayProxyResult } {
  const parsed = parseBody(event);
  if (parsed.ok) return { body: parsed.value };
  if (parsed.status === 413)
    return { response: oneError(event, 413, null, "", "payload_too_large", { max: maxBodyBytes / 1024 }) };
  if (parsed.status === 415) return { response: oneError(event, 415, null, "", "unsupported_media_type") };
  return { response: oneError(event, 400, null, "", "invalid_json") };
}

/** The field a public form hides from people: only a robot fills it. */
export const honeypotField = "website";

/**
 * The honeypot's value if a robot filled it, and the body without the field either way (the schemas know
 * nothing of it). A filled honeypot gets the answer a person would, and nothing is stored.
 */
export function takeHoneypot(body: unknown): { body: unknown; trapped: boolean } {
  if (!body || typeof body !== "object" || Array.isArray(body) || !(honeypotField in body))
    return { body, trapped: false };
  const { [honeypotField]: value, ...rest } = body as Record<string, unknown>;
  return { body: rest, trapped: typeof value !== "string" || value.trim() !== "" };
}

/** 422: the idempotency key was used before for other content (or by someone else). */
export function mismatch(event: APIGatewayProxyEvent, body: unknown) {
  return oneError(event, 422, body, "idempotencyKey", "idempotency_mismatch");
}

/**
 * 503 with Retry-After, nothing acknowledged: no number could be given. The year's numbers are used up (an hour,
 * nothing was written), or the numbers tried were all other records' (`retryAfterSeconds` short: a resend with the
 * same key goes on to the next numbers).
 */
export function unavailable(
  event: APIGatewayProxyEvent,
  body: unknown,
  retryAfterSeconds = 3600,
): APIGatewayProxyResult {
  const response = oneError(event, 503, body, "", "unavailable");
  return { ...response, headers: { ...response.headers, "Retry-After": String(retryAfterSeconds) } };
}
