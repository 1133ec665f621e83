// @vitest-environment node
/**
 * The handlers' own token check (functions/shared/token.ts), which ships to AWS for the "optional" routes where
 * API Gateway has no authorizer: the same cases the local gateway rejects (local/__tests__/gateway-auth.test.ts),
 * with real tokens from cognito-local and tokens forged from them.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { APIGatewayProxyEvent } from "aws-lambda";
import { startLocalBackend, type LocalBackend } from "../../local/backend";
import { optionalClaims } from "../shared/token";
import { claimsOf, confirmedCustomer } from "../../local/__tests__/accounts";
import { base64url, emulatorKey, sign } from "../../local/__tests__/forged-tokens";

/** What the handler sees: only the headers matter to optionalClaims. */
function event(headers: Record<string, string>): APIGatewayProxyEvent {
  return { headers } as Partial<APIGatewayProxyEvent> as APIGatewayProxyEvent;
}

const check = (authorization: string) => optionalClaims(event({ Authorization: authorization }));

let backend: LocalBackend;
let dataDir: string;
let idToken: string;
let accessToken: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "token-check-"));
  // Sets USER_POOL_ID, USER_POOL_CLIENT_ID and COGNITO_ISSUER as amplify/api/rest-apis.ts does in AWS.
  backend = await startLocalBackend({ dataDir, ports: "free", outputsFile: null, log: () => undefined });
  ({ idToken, accessToken } = await confirmedCustomer(backend, "handler@example.com"));
  expect(idToken).not.toBe("");
  expect(accessToken).not.toBe("");
}, 60_000);

afterAll(async () => {
  await backend?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The real ID token's claims, valid for another hour: signed with the emulator's key, accepted. */
function fresh(): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return { ...claimsOf(idToken), iat: now, exp: now + 3600 };
}

describe("handler token check (optional-auth routes)", () => {
  it("treats a request without Authorization as anonymous", async () => {
    expect(await optionalClaims(event({}))).toEqual({ ok: true, claims: null });
  });

  it("accepts a real ID token from the emulator, with or without Bearer, and returns its claims", async () => {
    const expected = {
      ok: true,
      claims: {
        sub: claimsOf(idToken).sub,
        username: claimsOf(idToken)["cognito:username"],
        email: "handler@example.com",
        name: undefined,
        emailVerified: claimsOf(idToken).email_verified === true,
        groups: [],
        bases: [],
      },
    };
    expect(await check(idToken)).toEqual(expected);
    expect(await check(`Bearer ${idToken}`)).toEqual(expected);
    expect(await optionalClaims(event({ authorization: idToken }))).toEqual(expected);
  });

  it("accepts a token forged with the emulator's key and valid claims (so the rejections below are the claims')", async () => {
    expect(await check(sign(fresh(), emulatorKey.pem))).toMatchObject({
      ok: true,
      claims: { sub: claimsOf(idToken).sub },
    });
  });

  it("rejects a token whose payload was changed", async () => {
    const [header, , signature] = idToken.split(".");
    const forged = base64url(JSON.stringify({ ...claimsOf(idToken), sub: "someone-else" }));
    expect(await check(`${header}.${forged}.${signature}`)).toEqual({ ok: false });
  });

  it("rejects a token signed by another key", async () => {
    const { privateKey } = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
    expect(await check(sign(fresh(), privateKey))).toEqual({ ok: false });
  });

  it("rejects an expired token with a valid signature", async () => {
    const now = Math.floor(Date.now() / 1000);
    expect(await check(sign({ ...fresh(), iat: now - 7200, exp: now - 3600 }, emulatorKey.pem))).toEqual({ ok: false });
  });

  it("rejects an access token, the real one and an ID token relabelled as one", async () => {
    expect(await check(accessToken)).toEqual({ ok: false });
    expect(await check(sign({ ...fresh(), token_use: "access" }, emulatorKey.pem))).toEqual({ ok: false });
  });

  it("rejects a token for another client", async () => {
    expect(await check(sign({ ...fresh(), aud: "another-client" }, emulatorKey.pem))).toEqual({ ok: false });
  });

  it("rejects a token from another issuer", async () => {
    const { user_pool_id: poolId } = backend.outputs.auth;
    for (const iss of [`https://cognito-idp.us-east-1.amazonaws.com/${poolId}`, `${String(claimsOf(idToken).iss)}x`]) {
      expect(await check(sign({ ...fresh(), iss }, emulatorKey.pem))).toEqual({ ok: false });
    }
  });

  it('rejects an unsigned token (alg "none") and one signed with HS256 over the public key', async () => {
    const payload = base64url(JSON.stringify(fresh()));
    const none = base64url(JSON.stringify({ alg: "none", typ: "JWT", kid: "CognitoLocal" }));
    expect(await check(`${none}.${payload}.`)).toEqual({ ok: false });
    expect(await check(`${none}.${payload}`)).toEqual({ ok: false });
    const publicPem = crypto.createPublicKey(emulatorKey.pem).export({ type: "spki", format: "pem" });
    const hs = base64url(JSON.stringify({ alg: "HS256", typ: "JWT", kid: "CognitoLocal" }));
    const mac = crypto.createHmac("sha256", publicPem).update(`${hs}.${payload}`).digest();
    expect(await check(`${hs}.${payload}.${base64url(mac)}`)).toEqual({ ok: false });
  });

  it("rejects garbage", async () => {
    for (const value of ["Bearer", "Bearer x.y.z", "not-a-token"]) expect(await check(value)).toEqual({ ok: false });
  });
});
