import type { Outputs } from "./outputs";

export type SessionClaims = { sub: string; email?: string; name?: string; phone?: string };

function decode(token: string): Record<string, unknown> | null {
  try {
    const payload = token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/");
    return JSON.parse(decodeURIComponent(escape(atob(payload)))) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/**
 * The signed-in customer's ID token as Amplify keeps it in localStorage, read without loading Amplify (public
 * pages stay free of it). An expired token counts as signed out; the API verifies whatever is sent anyway.
 */
export function currentIdToken(outputs: Outputs, now = Date.now()): { token: string; claims: SessionClaims } | null {
  const clientId = outputs.auth?.user_pool_client_id;
  if (!clientId || typeof localStorage === "undefined") return null;
  const prefix = `CognitoIdentityServiceProvider.${clientId}`;
  const user = localStorage.getItem(`${prefix}.LastAuthUser`);
  const token = user ? localStorage.getItem(`${prefix}.${user}.idToken`) : null;
  const payload = token ? decode(token) : null;
  if (!token || !payload || typeof payload.sub !== "string" || Number(payload.exp) * 1000 <= now) return null;
  const text = (value: unknown) => (typeof value === "string" ? value : undefined);
  return {
    token,
    claims: { sub: payload.sub, email: text(payload.email), name: text(payload.name), phone: text(payload.phone_number) },
  };
}
