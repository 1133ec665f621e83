import { apiEndpoints, loadOutputs } from "./outputs";

export type ApiResult<T> =
  | { kind: "ok"; status: number; body: T }
  /** The server answered with a refusal (400, 401, 404, 409, 413, 422, 429): the body says why. */
  | { kind: "rejected"; status: number; body: unknown; retryAfterMs?: number }
  /** No answer, or a 5xx: the request may be retried as it is (same idempotency key), after Retry-After if given. */
  | { kind: "unavailable"; retryAfterMs?: number };

/** Calls one of the REST APIs (`ColetaAPI`, `PesquisaAPI`, `ContatoAPI`) with JSON in and out. */
export async function callApi<T>(
  api: string,
  path: string,
  init: { method?: "GET" | "POST" | "PUT" | "DELETE"; body?: unknown; token?: string | null } = {},
): Promise<ApiResult<T>> {
  let base: string | undefined;
  try {
    base = apiEndpoints(await loadOutputs())[api];
  } catch {
    return { kind: "unavailable" };
  }
  if (!base) return { kind: "unavailable" };
  let response: Response;
  try {
    response = await fetch(`${base}${path}`, {
      method: init.method ?? "GET",
      headers: {
        ...(init.body !== undefined ? { "Content-Type": "application/json" } : {}),
        ...(init.token ? { Authorization: init.token } : {}),
      },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    });
  } catch {
    return { kind: "unavailable" };
  }
  if (response.status >= 500) {
    await response.text().catch(() => "");
    return { kind: "unavailable", retryAfterMs: parseRetryAfter(response.headers.get("Retry-After")) };
  }
  const body = (await response.json().catch(() => null)) as unknown;
  if (response.ok) return { kind: "ok", status: response.status, body: body as T };
  return {
    kind: "rejected",
    status: response.status,
    body,
    retryAfterMs: parseRetryAfter(response.headers.get("Retry-After")),
  };
}

/** Retry-After in milliseconds (seconds or an HTTP date), or undefined. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
