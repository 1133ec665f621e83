import type { APIGatewayProxyEvent } from "aws-lambda";

/** Largest request body the APIs accept (issue: 64 KB); larger ones get 413. */
export const maxBodyBytes = 64 * 1024;

export type ParsedBody = { ok: true; value: unknown } | { ok: false; status: 400 | 413 };

/** The JSON body, or why not: 413 when too large, 400 when missing or not JSON. Never throws. */
export function parseBody(event: APIGatewayProxyEvent): ParsedBody {
  const raw = event.isBase64Encoded && event.body ? Buffer.from(event.body, "base64").toString("utf8") : event.body;
  if (raw === null || raw === undefined || raw === "") return { ok: false, status: 400 };
  if (Buffer.byteLength(raw, "utf8") > maxBodyBytes) return { ok: false, status: 413 };
  try {
    return { ok: true, value: JSON.parse(raw) as unknown };
  } catch {
    return { ok: false, status: 400 };
  }
}
