// @vitest-environment node
/**
 * `email_verified` in the local backend, end to end against cognito-local (with patches/cognito-local+5.3.0.patch)
 * and the real ColetaAPI handler behind the local gateway: what a person does (confirming the sign-up code, asking
 * to change the e-mail, confirming the code sent to the new address) decides what the ID token says, and so which
 * requests sent without an account `POST /coleta/vincular` links. Codes are read from the backend's code output
 * (`<data dir>/cognito/codes.jsonl`), as a developer reads them on its console.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  CognitoIdentityProviderClient,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
  GetUserAttributeVerificationCodeCommand,
  GetUserCommand,
  SignUpCommand,
  UpdateUserAttributesCommand,
  VerifyUserAttributeCommand,
  type AttributeType,
} from "@aws-sdk/client-cognito-identity-provider";
import { attributesVerifiedBeforeUpdate } from "../../auth/attribute-updates";
import { startLocalBackend, type LocalBackend } from "../backend";
import { startCognito } from "../cognito";
import { freePort } from "../ports";
import { ensureUserPool, localRegion } from "../provision";
import { coletaRequest } from "../../../src/domain/__tests__/fixtures";
import {
  adminSetEmail,
  claimsOf,
  codeFor as sentCode,
  cognitoOf,
  signIn as signInTo,
  signUpConfirmed,
  signUpWithCode,
  testPassword as password,
  type Session,
} from "./accounts";
import { coletaApiCaller } from "./coleta-api-call";

const credentials = { accessKeyId: "local", secretAccessKey: "local" };

let backend: LocalBackend;
let dataDir: string;
let cognito: CognitoIdentityProviderClient;
let clientId: string;
let poolId: string;

let counter = 0;
/** A fresh address per test, so the tests never share a user or a request. */
const address = (label: string) => `${label}-${++counter}-${Date.now()}@example.com`;

/** The newest code cognito-local "sent" to `email` (other than `previous`), from the backend's code output. */
const codeFor = (email: string, previous?: string) => sentCode(backend, email, previous);

const signIn = (email: string) => signInTo(backend, email);

/** Signs up as a person does and confirms with the code e-mailed to the address; returns the session. */
async function customerConfirmedByCode(email: string): Promise<Session> {
  await signUpWithCode(backend, email, password);
  return signIn(email);
}

async function attributes(accessToken: string): Promise<Record<string, string | undefined>> {
  const user = await cognito.send(new GetUserCommand({ AccessToken: accessToken }));
  return Object.fromEntries(
    (user.UserAttributes ?? []).map((attribute: AttributeType) => [attribute.Name, attribute.Value]),
  );
}

const call = coletaApiCaller(() => backend);

/** A collection request sent without an account, with `email` as its contact; returns its protocol. */
async function anonymousRequest(email: string): Promise<string> {
  const sent = await call(
    "POST",
    "coleta",
    undefined,
    coletaRequest({ contact: { name: "Joana Prado", email, phone: "(11) 98765-4321" } }),
  );
  expect(sent.status).toBe(201);
  return String(sent.body.protocol);
}

const protocolsOf = async (idToken: string) =>
  ((await call("GET", "coleta", idToken)).body.items as { protocol: string }[]).map((item) => item.protocol);

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "email-verified-"));
  backend = await startLocalBackend({ dataDir, ports: "free", outputsFile: null, log: () => undefined });
  ({ user_pool_id: poolId, user_pool_client_id: clientId } = backend.outputs.auth);
  cognito = cognitoOf(backend);
}, 60_000);

afterAll(async () => {
  await backend?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("confirming the sign-up code verifies the e-mail", () => {
  it("gives ID tokens with email_verified true (a boolean), and linking takes the requests sent with that address", async () => {
    const email = address("confirmed");
    const protocol = await anonymousRequest(email.toUpperCase());
    const session = await customerConfirmedByCode(email);
    expect(await attributes(session.accessToken)).toMatchObject({ email, email_verified: "true" });
    expect(claimsOf(session.idToken)).toMatchObject({ email, email_verified: true });

    const linked = await call("POST", "coleta/vincular", session.idToken);
    expect(linked).toEqual({ status: 200, body: { linked: [protocol] } });
    expect(await protocolsOf(session.idToken)).toEqual([protocol]);
  });

  it("an account confirmed by an administrator without the code stays unverified, and linking is refused", async () => {
    const email = address("admin-confirmed");
    const protocol = await anonymousRequest(email);
    await signUpConfirmed(backend, email);
    const session = await signIn(email);
    expect(claimsOf(session.idToken).email_verified).toBe(false);
    expect((await call("POST", "coleta/vincular", session.idToken)).status).toBe(403);
    expect(await protocolsOf(session.idToken)).not.toContain(protocol);
    // No code is outstanding: verifying without one (or with an empty one) is still refused.
    for (const Code of [undefined, ""]) {
      await expect(
        cognito.send(
          new VerifyUserAttributeCommand({
            AccessToken: session.accessToken,
            AttributeName: "email",
            Code: Code as string,
          }),
        ),
      ).rejects.toMatchObject({ name: "CodeMismatchException" });
    }
    expect(claimsOf((await signIn(email)).idToken).email_verified).toBe(false);
  });

  it('an address an administrator marks unverified is false in the token (the string "false"), and linking is refused', async () => {
    const email = address("unverified-by-admin");
    const protocol = await anonymousRequest(email);
    await customerConfirmedByCode(email);
    await adminSetEmail(backend, email, email, false);
    const session = await signIn(email);
    expect(await attributes(session.accessToken)).toMatchObject({ email, email_verified: "false" });
    expect(claimsOf(session.idToken)).toMatchObject({ email, email_verified: false });
    expect((await call("POST", "coleta/vincular", session.idToken)).status).toBe(403);
    expect(await protocolsOf(session.idToken)).not.toContain(protocol);
  });
});

describe("changing the e-mail keeps the old, verified address until the new one's code is confirmed", () => {
  it("the pool requires it, as amplify/auth/attribute-updates.ts says for AWS", async () => {
    const { UserPool } = await cognito.send(new DescribeUserPoolCommand({ UserPoolId: poolId }));
    expect(UserPool?.UserAttributeUpdateSettings?.AttributesRequireVerificationBeforeUpdate).toEqual([
      ...attributesVerifiedBeforeUpdate,
    ]);
  });

  it("an unconfirmed change to a stranger's address: the token keeps the old verified e-mail, linking does not reach the stranger's requests", async () => {
    const email = address("owner");
    const stranger = address("stranger");
    const own = await anonymousRequest(email);
    const theirs = await anonymousRequest(stranger);
    const session = await customerConfirmedByCode(email);

    const change = await cognito.send(
      new UpdateUserAttributesCommand({
        AccessToken: session.accessToken,
        UserAttributes: [{ Name: "email", Value: stranger }],
      }),
    );
    expect(change.CodeDeliveryDetailsList).toEqual([
      { AttributeName: "email", DeliveryMedium: "EMAIL", Destination: stranger },
    ]);
    await codeFor(stranger); // the code went to the new address, where only its owner reads it

    // Nothing changed for the account: same address, still verified; the new one does not sign in.
    expect(await attributes(session.accessToken)).toMatchObject({ email, email_verified: "true" });
    const again = await signIn(email);
    expect(claimsOf(again.idToken)).toMatchObject({ email, email_verified: true });
    await expect(signIn(stranger)).rejects.toMatchObject({ name: expect.stringMatching(/NotAuthorized|UserNotFound/) });

    const linked = await call("POST", "coleta/vincular", again.idToken);
    expect(linked).toEqual({ status: 200, body: { linked: [own] } });
    expect(await protocolsOf(again.idToken)).toEqual([own]);
    expect((await call("GET", `coleta/${theirs}`, again.idToken)).status).toBe(404);

    // The stranger, signing up with their address and confirming its code, gets their request.
    const owner = await customerConfirmedByCode(stranger);
    expect(await call("POST", "coleta/vincular", owner.idToken)).toEqual({ status: 200, body: { linked: [theirs] } });
  });

  it("an administrator's change waits for the code as well, unless the administrator marks the new address verified", async () => {
    const email = address("admin-moved");
    const other = address("admin-target");
    await customerConfirmedByCode(email);
    await adminSetEmail(backend, email, other);
    await codeFor(other);
    const session = await signIn(email);
    expect(await attributes(session.accessToken)).toMatchObject({ email, email_verified: "true" });
    expect(claimsOf(session.idToken)).toMatchObject({ email, email_verified: true });

    await adminSetEmail(backend, email, other, true);
    expect(claimsOf((await signIn(other)).idToken)).toMatchObject({ email: other, email_verified: true });
  });

  it("the app client cannot mark an address verified itself, nor skip the code", async () => {
    const email = address("self-verify");
    const stranger = address("self-verify-target");
    const theirs = await anonymousRequest(stranger);
    const session = await customerConfirmedByCode(email);

    for (const UserAttributes of [
      [
        { Name: "email", Value: stranger },
        { Name: "email_verified", Value: "true" },
      ],
      [{ Name: "email_verified", Value: "true" }],
      [
        { Name: "phone_number", Value: "+5511987654321" },
        { Name: "phone_number_verified", Value: "true" },
      ],
    ]) {
      await expect(
        cognito.send(new UpdateUserAttributesCommand({ AccessToken: session.accessToken, UserAttributes })),
      ).rejects.toMatchObject({
        name: "NotAuthorizedException",
      });
    }
    await expect(
      cognito.send(
        new SignUpCommand({
          ClientId: clientId,
          Username: address("sign-up-verified"),
          Password: password,
          UserAttributes: [{ Name: "email_verified", Value: "true" }],
        }),
      ),
    ).rejects.toMatchObject({ name: "NotAuthorizedException" });

    // A pending change is applied only with its code: none, an empty one or a wrong one is refused.
    await cognito.send(
      new UpdateUserAttributesCommand({
        AccessToken: session.accessToken,
        UserAttributes: [{ Name: "email", Value: stranger }],
      }),
    );
    const code = await codeFor(stranger);
    for (const Code of [undefined, "", code === "000000" ? "111111" : "000000"]) {
      await expect(
        cognito.send(
          new VerifyUserAttributeCommand({
            AccessToken: session.accessToken,
            AttributeName: "email",
            Code: Code as string,
          }),
        ),
      ).rejects.toMatchObject({ name: "CodeMismatchException" });
    }
    expect(await attributes(session.accessToken)).toMatchObject({ email, email_verified: "true" });
    expect(await call("POST", "coleta/vincular", (await signIn(email)).idToken)).toEqual({
      status: 200,
      body: { linked: [] },
    });
    expect(await protocolsOf((await signIn(email)).idToken)).not.toContain(theirs);
  });

  it("confirming the code sent to the new address switches the account to it, verified; the old address no longer signs in", async () => {
    const email = address("mover");
    const moved = address("moved");
    const protocol = await anonymousRequest(moved);
    const session = await customerConfirmedByCode(email);
    await cognito.send(
      new UpdateUserAttributesCommand({
        AccessToken: session.accessToken,
        UserAttributes: [{ Name: "email", Value: moved }],
      }),
    );
    // Another code on request goes to the new address too; only the newest counts.
    const first = await codeFor(moved);
    await cognito.send(
      new GetUserAttributeVerificationCodeCommand({ AccessToken: session.accessToken, AttributeName: "email" }),
    );
    const second = await codeFor(moved, first);
    await cognito.send(
      new VerifyUserAttributeCommand({ AccessToken: session.accessToken, AttributeName: "email", Code: second }),
    );

    expect(await attributes(session.accessToken)).toMatchObject({ email: moved, email_verified: "true" });
    await expect(signIn(email)).rejects.toMatchObject({ name: expect.stringMatching(/NotAuthorized|UserNotFound/) });
    const after = await signIn(moved);
    expect(claimsOf(after.idToken)).toMatchObject({ email: moved, email_verified: true });
    expect(await call("POST", "coleta/vincular", after.idToken)).toEqual({ status: 200, body: { linked: [protocol] } });
  });
});

describe("a local pool created before the setting", () => {
  it("gets it on the next start, keeping its other settings", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "old-pool-"));
    const port = await freePort();
    const child = await startCognito(path.join(dir, "cognito"), port, () => undefined);
    try {
      const endpoint = `http://localhost:${port}`;
      const client = new CognitoIdentityProviderClient({ endpoint, region: localRegion, credentials });
      const state = await ensureUserPool(dir, endpoint);
      // A pool as provision.ts created them before: the same settings without this one.
      const old = await client.send(
        new CreateUserPoolCommand({
          PoolName: "circulare-local",
          UsernameAttributes: ["email"],
          AutoVerifiedAttributes: ["email"],
          MfaConfiguration: "OPTIONAL",
        }),
      );
      const oldId = old.UserPool?.Id ?? "";
      fs.writeFileSync(path.join(dir, "state.json"), JSON.stringify({ ...state, userPoolId: oldId }));
      expect(
        (await client.send(new DescribeUserPoolCommand({ UserPoolId: oldId }))).UserPool?.UserAttributeUpdateSettings,
      ).toBeUndefined();

      await ensureUserPool(dir, endpoint);
      const { UserPool } = await client.send(new DescribeUserPoolCommand({ UserPoolId: oldId }));
      expect(UserPool?.UserAttributeUpdateSettings?.AttributesRequireVerificationBeforeUpdate).toEqual([
        ...attributesVerifiedBeforeUpdate,
      ]);
      expect(UserPool?.AutoVerifiedAttributes).toEqual(["email"]);
      expect(UserPool?.MfaConfiguration).toBe("OPTIONAL");
      expect(UserPool?.UsernameAttributes).toEqual(["email"]);
    } finally {
      // cognito-local stops when its stdin closes (amplify/local/cognito.ts), as the backend stops it.
      await new Promise((resolve) => {
        child.once("exit", resolve);
        child.stdin?.end();
      });
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
