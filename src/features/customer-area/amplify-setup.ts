import { Amplify } from "aws-amplify";
import { cognitoUserPoolsTokenProvider } from "aws-amplify/auth/cognito";
import { defaultStorage } from "aws-amplify/utils";
import { parseAmplifyConfig } from "aws-amplify/utils";
import { apiEndpoints, loadOutputs } from "../backend/outputs";

export type BackendInfo = {
  /** SRP against AWS; USER_PASSWORD_AUTH against cognito-local, which has no SRP. */
  authFlowType: "USER_SRP_AUTH" | "USER_PASSWORD_AUTH";
  apis: Record<string, string>;
};

type LibraryOptions = NonNullable<Parameters<typeof Amplify.configure>[1]>;
type CredentialsProvider = NonNullable<NonNullable<LibraryOptions["Auth"]>["credentialsProvider"]>;

type Issued = { accessKeyId: string; secretAccessKey: string; sessionToken: string; expiration: string; identityId: string };
type CredentialsAndIdentity = NonNullable<Awaited<ReturnType<CredentialsProvider["getCredentialsAndIdentityId"]>>>;

/** Fetched again this long before they expire, so a request or signed link never starts with spent credentials. */
const refreshMarginMs = 60_000;

/**
 * Without an identity pool (the local backend), the local S3 front hands out the S3 credentials: the ID token
 * goes to `endpoint`, which answers a temporary key pair valid for `private/{identityId}/` only. Kept until
 * shortly before they expire, then fetched again; per signed-in user; forgotten on sign-out.
 */
export function localCredentials(endpoint: string): CredentialsProvider {
  let cached: { sub: string; until: number; value: CredentialsAndIdentity } | undefined;
  let pending: { sub: string; promise: Promise<CredentialsAndIdentity> } | undefined;

  async function fetchFor(idToken: string, sub: string): Promise<CredentialsAndIdentity> {
    const response = await fetch(endpoint, { method: "POST", headers: { Authorization: idToken }, cache: "no-store" });
    if (!response.ok) {
      await response.text().catch(() => ""); // drain it: an unread body keeps the request open
      throw new Error(`S3 credentials: HTTP ${response.status}`);
    }
    const issued = (await response.json()) as Issued;
    const expiration = new Date(issued.expiration);
    const value = {
      credentials: {
        accessKeyId: issued.accessKeyId,
        secretAccessKey: issued.secretAccessKey,
        sessionToken: issued.sessionToken,
        expiration,
      },
      identityId: issued.identityId,
    };
    cached = { sub, until: expiration.getTime(), value };
    return value;
  }

  return {
    async getCredentialsAndIdentityId({ tokens, forceRefresh }) {
      const idToken = tokens?.idToken;
      const sub = idToken?.payload.sub;
      if (!idToken || typeof sub !== "string") return undefined;
      if (!forceRefresh && cached?.sub === sub && cached.until - refreshMarginMs > Date.now()) return cached.value;
      if (pending?.sub !== sub) {
        const promise = fetchFor(idToken.toString(), sub).finally(() => {
          if (pending?.promise === promise) pending = undefined;
        });
        pending = { sub, promise };
      }
      return pending.promise;
    },
    async clearCredentialsAndIdentityId() {
      cached = undefined;
      pending = undefined;
    },
  };
}

let ready: Promise<BackendInfo> | undefined;

/**
 * Configures Amplify once per page load from `/amplify_outputs.json` (written by `ampx` in AWS, by
 * `npm run backend` locally). Only customer-area pages import this module.
 */
export function ensureAmplify(): Promise<BackendInfo> {
  ready ??= (async () => {
    const outputs = await loadOutputs();
    const config = parseAmplifyConfig(outputs as Parameters<typeof parseAmplifyConfig>[0]);
    const local = outputs.custom?.local;
    const apis = apiEndpoints(outputs);
    if (!local) {
      Amplify.configure(config);
      return { authFlowType: "USER_SRP_AUTH", apis };
    }
    const cognito = config.Auth?.Cognito;
    if (!cognito || !config.Storage?.S3) throw new Error("amplify_outputs.json: auth and storage are required");
    // The user-pool variant of Amplify's AuthConfig union carries userPoolEndpoint; the spread loses which
    // variant `cognito` is, hence the cast.
    const authConfig = {
      Cognito: { ...cognito, userPoolEndpoint: local.userPoolEndpoint },
    } as unknown as NonNullable<typeof config.Auth>;
    cognitoUserPoolsTokenProvider.setAuthConfig(authConfig);
    cognitoUserPoolsTokenProvider.setKeyValueStorage(defaultStorage);
    Amplify.configure(
      {
        ...config,
        Auth: authConfig,
        Storage: { S3: { ...config.Storage.S3, dangerouslyConnectToHttpEndpointForTesting: local.s3Endpoint } },
      },
      {
        Auth: { tokenProvider: cognitoUserPoolsTokenProvider, credentialsProvider: localCredentials(local.s3CredentialsEndpoint) },
      },
    );
    return { authFlowType: "USER_PASSWORD_AUTH", apis };
  })();
  ready.catch(() => {
    ready = undefined; // a later attempt may succeed (the backend was starting)
  });
  return ready;
}
