import type { LocalBackend } from "../backend";

/** An answer of the local ColetaAPI: its status and its JSON body (null when it has none). */
export type Answer = { status: number; body: Record<string, unknown> };

/** A caller of the local ColetaAPI of `backend()` (read at each call: tests start the backend in beforeAll). */
export function coletaApiCaller(backend: () => LocalBackend) {
  return async function call(method: string, route: string, token?: string, body?: unknown): Promise<Answer> {
    const response = await fetch(`${backend().outputs.custom.API.ColetaAPI.endpoint}${route}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...(token ? { Authorization: token } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> };
  };
}
