import type { Amplify } from "aws-amplify";

type LibraryOptions = NonNullable<Parameters<typeof Amplify.configure>[1]>;
type CredentialsProvider = NonNullable<NonNullable<LibraryOptions["Auth"]>["credentialsProvider"]>;

type Issued = {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken: string;
  expiration: string;
  identityId: string;
};
type CredentialsAndIdentity = NonNullable<Awaited<ReturnType<CredentialsProvider["getCredentialsAndIdentityId"]>>>;

/** Fetched again this long before they expire, so a request or signed link never starts with spent credentials. */
const refreshMarginMs = 60_000;

/**
 * Without an identity pool (the local backend), the local S3 front hands out the S3 credentials: the ID token
 * goes to `endpoint`, which answers a temporary key pair valid for `private/{identityId}/` only. Kept (one
 * request for simultaneous callers) until shortly before they expire; per signed-in user; forgotten on sign-out.
 */
export function localCredentials(endpoint: string): CredentialsProvider {
  let cached: { sub: string; until: number; value: Promise<CredentialsAndIdentity> } | undefined;
  return {
    async getCredentialsAndIdentityId({ tokens, forceRefresh }) {
      const idToken = tokens?.idToken;
      const sub = idToken?.payload.sub;
      if (!idToken || typeof sub !== "string") return undefined;
      if (forceRefresh || cached?.sub !== sub || cached.until - refreshMarginMs < Date.now()) {
        const entry = {
          sub,
          until: Infinity, // while the request runs
          value: fetch(endpoint, { method: "POST", headers: { Authorization: idToken.toString() } }).then(
            async (response) => {
              const { identityId, expiration, ...keys } = (await response.json()) as Issued;
              if (!response.ok) throw new Error(`S3 credentials: HTTP ${response.status}`);
              entry.until = Date.parse(expiration);
              return { credentials: { ...keys, expiration: new Date(expiration) }, identityId };
            },
          ),
        };
        cached = entry;
        entry.value.catch(() => {
          if (cached === entry) cached = undefined;
        });
      }
      return cached.value;
    },
    async clearCredentialsAndIdentityId() {
      cached = undefined;
    },
  };
}
