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

export function oneError(event: APIGatewayProxyEvent, status: number, body: unknown, field: string, code: ErrorCode, vars = {}) {
  return fieldErrors(event, status, [{ field, code, message: messageFor(code, resolveLanguage(undefined, body), vars) }]);
}

/** The request's JSON body, or the response that refuses it (not JSON: 400, over 64 KB: 413). */
export function jsonBody(event: APIGatewayProxyEvent): { body: unknown } | { response: APIGatewayProxyResult } {
  const parsed = parseBody(event);
  if (parsed.ok) return { body: parsed.value };
  if (parsed.status === 413) return { response: oneError(event, 413, null, "", "payload_too_large", { max: maxBodyBytes / 1024 }) };
  return { response: oneError(event, 400, null, "", "invalid_json") };
}
