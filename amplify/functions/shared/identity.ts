import { CognitoIdentityClient, GetIdCommand } from "@aws-sdk/client-cognito-identity";

/** What decides how a customer's identity id is found (the function's environment, passed in for tests). */
export type IdentityEnv = {
  /** AWS: the identity pool (set by amplify/api/lifecycle.ts). */
  IDENTITY_POOL_ID?: string;
  USER_POOL_ID?: string;
  AWS_REGION?: string;
  /** The local backend: identity ids are `<region>:<sub>`, as its S3 front hands them out (amplify/local/s3.ts). */
  LOCAL_IDENTITY_REGION?: string;
};

let client: CognitoIdentityClient | undefined;

/**
 * The customer's Cognito identity id, the name of their `private/<identityId>/` folder in the file bucket (a
 * certificate is stored there). In AWS it is the identity pool's id for the user-pool login: Cognito Identity
 * `GetId` with the customer's ID token (the same id the browser gets; created on first use). Locally there is
 * no identity pool: the local S3 front names a customer's folder `us-east-1:<sub>`, so the same here. Null when
 * neither is configured (the certificate then goes to the operators' prefix).
 */
export async function resolveIdentityId(
  idToken: string,
  sub: string,
  env: IdentityEnv = process.env as IdentityEnv,
): Promise<string | null> {
  if (env.IDENTITY_POOL_ID && env.USER_POOL_ID) {
    const region = env.IDENTITY_POOL_ID.split(":")[0] || env.AWS_REGION || "us-east-1";
    client ??= new CognitoIdentityClient({ region });
    const { IdentityId } = await client.send(
      new GetIdCommand({
        IdentityPoolId: env.IDENTITY_POOL_ID,
        Logins: { [`cognito-idp.${region}.amazonaws.com/${env.USER_POOL_ID}`]: idToken },
      }),
    );
    return IdentityId ?? null;
  }
  if (env.LOCAL_IDENTITY_REGION) return `${env.LOCAL_IDENTITY_REGION}:${sub}`;
  return null;
}

/** The raw ID token of a request (the `Authorization` header, with or without "Bearer "). */
export function bearerToken(headers: Record<string, string | undefined> | null | undefined): string | null {
  const header = Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === "authorization")?.[1];
  return header ? header.replace(/^Bearer\s+/i, "") : null;
}
