import { fetchAuthSession } from "aws-amplify/auth";

/** The signed-in customer's ID token (refreshed by Amplify when needed), for the REST APIs' Authorization. */
export async function idToken(): Promise<string | null> {
  const session = await fetchAuthSession();
  return session.tokens?.idToken?.toString() ?? null;
}
