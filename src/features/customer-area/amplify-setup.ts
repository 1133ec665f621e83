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

/**
 * Without an identity pool (the local backend), S3 credentials come from the local S3 front
 * (`local-credentials.ts`), loaded only once a signed-in customer's request needs them: neither AWS nor a
 * signed-out page carries that code.
 */
function lazyLocalCredentials(endpoint: string): CredentialsProvider {
  let provider: Promise<CredentialsProvider> | undefined;
  const load = () => (provider ??= import("./local-credentials").then((module) => module.localCredentials(endpoint)));
  return {
    async getCredentialsAndIdentityId(options) {
      return options.tokens?.idToken ? (await load()).getCredentialsAndIdentityId(options) : undefined;
    },
    async clearCredentialsAndIdentityId() {
      await provider?.then((loaded) => loaded.clearCredentialsAndIdentityId());
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
        Auth: {
          tokenProvider: cognitoUserPoolsTokenProvider,
          credentialsProvider: lazyLocalCredentials(local.s3CredentialsEndpoint),
        },
      },
    );
    return { authFlowType: "USER_PASSWORD_AUTH", apis };
  })();
  ready.catch(() => {
    ready = undefined; // a later attempt may succeed (the backend was starting)
  });
  return ready;
}
