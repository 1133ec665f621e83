import type { APIGatewayProxyEvent } from "aws-lambda";

/** Largest request body the APIs accept (issue: 64 KB); larger ones get 413. */
export const maxBodyBytes = 64 * 1024;

export type ParsedBody = { ok: true; value: unknown } | { ok: false; status: 400 | 413 | 415 };

function contentType(event: APIGatewayProxyEvent): string | undefined {
  for (const [key, value] of Object.entries(event.headers ?? {})) {
    if (key.toLowerCase() === "content-type" && value !== undefined) return value;
  }
  return undefined;
}

/**
 * `application/json`, with parameters or not. Anything else is refused before the body is read: a browser
 * sends text/plain, form or multipart bodies cross-site without asking (a "simple" request), JSON it never does.
 */
export function isJsonContentType(value: string | undefined): boolean {
  return value !== undefined && /^application\/json\s*(;|$)/i.test(value.trim());
}

/** The JSON body, or why not: 415 when not declared JSON, 413 when too large, 400 when missing or not JSON. Never throws. */
export function parseBody(event: APIGatewayProxyEvent): ParsedBody {
  if (!isJsonContentType(contentType(event))) return { ok: false, status: 415 };
  const raw = event.isBase64Encoded && event.body ? Buffer.from(event.body, "base64").toString("utf8") : event.body;
  if (raw === null || raw === undefined || raw === "") return { ok: false, status: 400 };
  if (Buffer.byteLength(raw, "utf8") > maxBodyBytes) return { ok: false, status: 413 };
  try {
    return { ok: true, value: JSON.parse(raw) as unknown };
  } catch {
    return { ok: false, status: 400 };
  }
}
