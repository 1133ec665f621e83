import type { Outputs } from "./outputs";

export type SessionClaims = {
  sub: string;
  email?: string;
  name?: string;
  phone?: string;
  /** The profile's company and CNPJ (custom:company, custom:cnpj; the CNPJ as its 14 characters). */
  company?: string;
  cnpj?: string;
};

function decode(token: string): Record<string, unknown> | null {
  try {
    const payload = token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/");
    return JSON.parse(decodeURIComponent(escape(atob(payload)))) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** Where Amplify keeps the signed-in customer's tokens in localStorage (its key layout, read without Amplify). */
function keys(outputs: Outputs): { user: string; prefix: string } | null {
  const clientId = outputs.auth?.user_pool_client_id;
  if (!clientId || typeof localStorage === "undefined") return null;
  const base = `CognitoIdentityServiceProvider.${clientId}`;
  const user = localStorage.getItem(`${base}.LastAuthUser`);
  return user ? { user, prefix: `${base}.${user}` } : null;
}

function claimsOf(token: string | null, now: number, marginMs = 0): SessionClaims | null {
  const payload = token ? decode(token) : null;
  if (!payload || typeof payload.sub !== "string" || Number(payload.exp) * 1000 - marginMs <= now) return null;
  const text = (value: unknown) => (typeof value === "string" ? value : undefined);
  return {
    sub: payload.sub,
    email: text(payload.email),
    name: text(payload.name),
    phone: text(payload.phone_number),
    company: text(payload["custom:company"]),
    cnpj: text(payload["custom:cnpj"]),
  };
}

/**
 * The signed-in customer's ID token as Amplify keeps it in localStorage, read without loading Amplify (public
 * pages stay free of it). An expired token counts as signed out here; `sessionForSubmit` refreshes it.
 */
export function currentIdToken(outputs: Outputs, now = Date.now()): { token: string; claims: SessionClaims } | null {
  const where = keys(outputs);
  const token = where ? localStorage.getItem(`${where.prefix}.idToken`) : null;
  const claims = claimsOf(token, now);
  return token && claims ? { token, claims } : null;
}

/**
 * Who is signed in in this browser, for the header's entry on every page: the ID token's claims while it is
 * valid, or after it expired when a refresh token is there to renew it (Amplify renews it on the next customer-area
 * page). Read without Amplify, like `currentIdToken`.
 */
export function signedInClaims(outputs: Outputs, now = Date.now()): SessionClaims | null {
  const current = currentIdToken(outputs, now);
  if (current) return current.claims;
  const where = keys(outputs);
  if (!where || !localStorage.getItem(`${where.prefix}.refreshToken`)) return null;
  return claimsOf(localStorage.getItem(`${where.prefix}.idToken`), Number.NEGATIVE_INFINITY);
}

export type SubmitSession =
  /** Nobody signed in in this browser: the request goes in as anonymous, as it should. */
  | { kind: "anonymous" }
  | { kind: "signed-in"; token: string }
  /** A customer signed in here, but the session cannot be renewed: they must sign in again (or send anonymously). */
  | { kind: "expired" }
  /** Cognito could not be reached to renew it: try again later, like any request that got no answer. */
  | { kind: "unreachable" };

/**
 * The token to send a form with. A customer whose ID token has expired (or expires within a minute) gets it
 * renewed with the refresh token, straight from Cognito's API (InitiateAuth REFRESH_TOKEN_AUTH, the call Amplify
 * makes) and stored where Amplify reads it; without that, their request would silently go in as anonymous and
 * never show in their list.
 */
export async function sessionForSubmit(outputs: Outputs, now = Date.now()): Promise<SubmitSession> {
  const where = keys(outputs);
  if (!where) return { kind: "anonymous" };
  const idToken = localStorage.getItem(`${where.prefix}.idToken`);
  if (idToken && claimsOf(idToken, now, 60_000)) return { kind: "signed-in", token: idToken };
  const refreshToken = localStorage.getItem(`${where.prefix}.refreshToken`);
  const endpoint = cognitoEndpoint(outputs);
  if (!refreshToken || !endpoint) return { kind: "expired" };
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-amz-json-1.1",
        "X-Amz-Target": "AWSCognitoIdentityProviderService.InitiateAuth",
      },
      body: JSON.stringify({
        AuthFlow: "REFRESH_TOKEN_AUTH",
        ClientId: outputs.auth?.user_pool_client_id,
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      }),
    });
    const result = (await response.json().catch(() => null)) as {
      AuthenticationResult?: { IdToken?: string; AccessToken?: string };
    } | null;
    const fresh = result?.AuthenticationResult;
    if (!response.ok || !fresh?.IdToken || !claimsOf(fresh.IdToken, now)) return { kind: "expired" };
    localStorage.setItem(`${where.prefix}.idToken`, fresh.IdToken);
    if (fresh.AccessToken) localStorage.setItem(`${where.prefix}.accessToken`, fresh.AccessToken);
    return { kind: "signed-in", token: fresh.IdToken };
  } catch {
    return { kind: "unreachable" };
  }
}

/** Cognito's user-pool API: the local emulator's, or the region's. */
function cognitoEndpoint(outputs: Outputs): string | null {
  const local = outputs.custom?.local?.userPoolEndpoint;
  if (local) return local;
  const region = outputs.auth?.aws_region;
  return region && /^[a-z]{2}(-[a-z]+)+-\d$/.test(region) ? `https://cognito-idp.${region}.amazonaws.com/` : null;
}
