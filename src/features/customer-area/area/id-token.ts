import { fetchAuthSession } from "aws-amplify/auth";

/** The signed-in customer's ID token (refreshed by Amplify when needed), for the REST APIs' Authorization. */
export async function idToken(): Promise<string | null> {
  const session = await fetchAuthSession();
  return session.tokens?.idToken?.toString() ?? null;
}

/** Whose request a staff or operator form sends (useResilientSubmit's `session`): signed in with a fresh token, or expired. */
export async function signedInSession() {
  const token = await idToken().catch(() => null);
  return token ? ({ kind: "signed-in", token } as const) : ({ kind: "expired" } as const);
}
