import { passwordPolicy } from "../../src/domain/password-policy";
import { localRegion, type PoolState } from "./provision";

export const localBucket = "circulare-files-local";
/** On the local S3 front (amplify/local/s3.ts): `POST` with a customer's ID token → their S3 credentials. */
export const credentialsPath = "/__local/credentials";

export type LocalEndpoints = { cognito: string; s3: string; dynamodb: string; gateway: string };

/**
 * amplify_outputs.json for the local backend, in the Gen 2 format `ampx generate outputs` writes for AWS. Two
 * differences, both under `custom.local` so the browser code treats them as optional: the emulators'
 * endpoints, and where the local S3 front hands out a customer's S3 credentials for their ID token (there is no
 * identity pool).
 */
export function localOutputs(pool: PoolState, endpoints: LocalEndpoints, vapidPublicKey: string) {
  return {
    version: "1.4",
    auth: {
      aws_region: localRegion,
      user_pool_id: pool.userPoolId,
      user_pool_client_id: pool.userPoolClientId,
      mfa_configuration: "OPTIONAL",
      mfa_methods: ["SMS", "TOTP"],
      standard_required_attributes: ["email"],
      username_attributes: ["email"],
      user_verification_types: ["email"],
      unauthenticated_identities_enabled: false,
      password_policy: {
        min_length: passwordPolicy.minimumLength,
        require_lowercase: passwordPolicy.requireLowercase,
        require_uppercase: passwordPolicy.requireUppercase,
        require_numbers: passwordPolicy.requireNumbers,
        require_symbols: passwordPolicy.requireSymbols,
      },
    },
    storage: {
      aws_region: localRegion,
      bucket_name: localBucket,
    },
    custom: {
      API: {
        ColetaAPI: { endpoint: `${endpoints.gateway}/ColetaAPI/`, region: localRegion, apiName: "ColetaAPI" },
        PesquisaAPI: { endpoint: `${endpoints.gateway}/PesquisaAPI/`, region: localRegion, apiName: "PesquisaAPI" },
        ContatoAPI: { endpoint: `${endpoints.gateway}/ContatoAPI/`, region: localRegion, apiName: "ContatoAPI" },
        PushAPI: { endpoint: `${endpoints.gateway}/PushAPI/`, region: localRegion, apiName: "PushAPI" },
        EquipeAPI: { endpoint: `${endpoints.gateway}/EquipeAPI/`, region: localRegion, apiName: "EquipeAPI" },
      },
      // The VAPID public key the page subscribes with (amplify/local/push.ts keeps the pair in the data dir).
      push: { vapidPublicKey },
      local: {
        /** `POST` with a customer's ID token: a test push to their browsers (amplify/local/push.ts). */
        pushTestEndpoint: `${endpoints.gateway}/__local/push-test`,
        userPoolEndpoint: endpoints.cognito,
        s3Endpoint: endpoints.s3,
        s3CredentialsEndpoint: `${endpoints.s3}${credentialsPath}`,
      },
    },
  };
}

export type LocalOutputs = ReturnType<typeof localOutputs>;
