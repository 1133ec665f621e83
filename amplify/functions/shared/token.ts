import type { APIGatewayProxyEvent } from "aws-lambda";
import { JwtRsaVerifier } from "aws-jwt-verify";
import { claimsFrom, type Claims } from "./http";

type Verifier = ReturnType<typeof JwtRsaVerifier.create>;
let verifier: Verifier | undefined;

/** The user pool's issuer: Cognito's in AWS, cognito-local's locally (COGNITO_ISSUER). */
function issuer(): string {
  const fromEnv = process.env.COGNITO_ISSUER;
  if (fromEnv) return fromEnv;
  const poolId = process.env.USER_POOL_ID ?? "";
  const region = poolId.split("_")[0] || process.env.AWS_REGION || "us-east-1";
  return `https://cognito-idp.${region}.amazonaws.com/${poolId}`;
}

function getVerifier(): Verifier {
  if (!verifier) {
    const iss = issuer();
    verifier = JwtRsaVerifier.create({
      issuer: iss,
      audience: process.env.USER_POOL_CLIENT_ID ?? "",
      jwksUri: `${iss}/.well-known/jwks.json`,
      customJwtCheck: ({ payload }) => {
        if (payload.token_use !== "id") throw new Error("Not an ID token");
      },
    });
  }
  return verifier;
}

/** aws-jwt-verify fetches keys over https only; the local emulator serves them over http. */
async function loadKeys(target: Verifier): Promise<void> {
  if (!issuer().startsWith("http://")) return;
  const response = await fetch(`${issuer()}/.well-known/jwks.json`);
  target.cacheJwks((await response.json()) as Parameters<Verifier["cacheJwks"]>[0], issuer());
}
let keysLoaded: Promise<void> | undefined;

export type OptionalClaims = { ok: true; claims: Claims | null } | { ok: false };

/**
 * The claims of a valid ID token of the user pool (signature, issuer, audience, expiry, token use), or null.
 * Also used by the local S3 front (amplify/local/s3.ts) to hand out a customer's S3 credentials.
 */
export async function verifyIdToken(token: string): Promise<Claims | null> {
  try {
    const target = getVerifier();
    keysLoaded ??= loadKeys(target).catch((error: unknown) => {
      keysLoaded = undefined;
      throw error;
    });
    await keysLoaded;
    const payload = await target.verify(token);
    return claimsFrom(payload);
  } catch {
    return null;
  }
}

/**
 * For "optional" routes: no Authorization header → anonymous; a valid ID token → that customer; anything else
 * → not ok (the caller answers 401: a request that claims to be someone must prove it).
 */
export async function optionalClaims(event: APIGatewayProxyEvent): Promise<OptionalClaims> {
  const header = Object.entries(event.headers ?? {}).find(([key]) => key.toLowerCase() === "authorization")?.[1];
  if (!header) return { ok: true, claims: null };
  const claims = await verifyIdToken(header.replace(/^Bearer\s+/i, ""));
  return claims ? { ok: true, claims } : { ok: false };
}
