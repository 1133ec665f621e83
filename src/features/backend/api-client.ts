import { apiEndpoints, loadOutputs } from "./outputs";

export type ApiResult<T> =
  | { kind: "ok"; status: number; body: T }
  /** The server answered with a refusal (400, 401, 404, 409, 413): the body says why. */
  | { kind: "rejected"; status: number; body: unknown }
  /** No answer, or a 5xx: the request may be retried as it is (same idempotency key). */
  | { kind: "unavailable" };

/** Calls one of the REST APIs (`ColetaAPI`, `PesquisaAPI`, `ContatoAPI`) with JSON in and out. */
export async function callApi<T>(
  api: string,
  path: string,
  init: { method?: "GET" | "POST"; body?: unknown; token?: string | null } = {},
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
    return { kind: "unavailable" };
  }
  const body = (await response.json().catch(() => null)) as unknown;
  return response.ok ? { kind: "ok", status: response.status, body: body as T } : { kind: "rejected", status: response.status, body };
}
