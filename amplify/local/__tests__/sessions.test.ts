// @vitest-environment node
/**
 * Global sign-out in the local backend, through cognito-local's HTTP API as Amplify calls it (with
 * patches/cognito-local+5.3.0.patch): GlobalSignOut revokes every refresh token of the user and makes every access
 * token issued before it fail Cognito's calls, in any browser; a session started afterwards works.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  GetTokensFromRefreshTokenCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  type CognitoIdentityProviderClient,
} from "@aws-sdk/client-cognito-identity-provider";
import { startLocalBackend, type LocalBackend } from "../backend";
import { cognitoOf, signUpConfirmed, testPassword } from "./accounts";

let backend: LocalBackend;
let dataDir: string;
let cognito: CognitoIdentityProviderClient;
let counter = 0;
const address = (label: string) => `${label}-${++counter}-${Date.now()}@example.com`;

/** Signs in as a browser does; returns its access and refresh tokens. */
async function browserSession(email: string) {
  const auth = await cognito.send(
    new InitiateAuthCommand({
      ClientId: backend.outputs.auth.user_pool_client_id,
      AuthFlow: "USER_PASSWORD_AUTH",
      AuthParameters: { USERNAME: email, PASSWORD: testPassword },
    }),
  );
  const accessToken = auth.AuthenticationResult?.AccessToken;
  const refreshToken = auth.AuthenticationResult?.RefreshToken;
  if (!accessToken || !refreshToken) throw new Error("no tokens");
  return { accessToken, refreshToken };
}

const refresh = (refreshToken: string) =>
  cognito.send(
    new GetTokensFromRefreshTokenCommand({
      ClientId: backend.outputs.auth.user_pool_client_id,
      RefreshToken: refreshToken,
    }),
  );

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sessions-"));
  backend = await startLocalBackend({ dataDir, ports: "free", outputsFile: null, log: () => undefined });
  cognito = cognitoOf(backend);
}, 60_000);

afterAll(async () => {
  await backend?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("GlobalSignOut", () => {
  it("revokes every session of the user: access tokens fail, refresh tokens are refused; a new sign-in works", async () => {
    const email = address("global");
    await signUpConfirmed(backend, email);
    const phone = await browserSession(email);
    const laptop = await browserSession(email);
    expect((await refresh(phone.refreshToken)).AuthenticationResult?.AccessToken).toBeTruthy();

    await cognito.send(new GlobalSignOutCommand({ AccessToken: laptop.accessToken }));

    for (const session of [phone, laptop]) {
      await expect(cognito.send(new GetUserCommand({ AccessToken: session.accessToken }))).rejects.toMatchObject({
        name: "NotAuthorizedException",
        message: "Access Token has been revoked",
      });
      await expect(refresh(session.refreshToken)).rejects.toMatchObject({ name: "NotAuthorizedException" });
    }
    await expect(cognito.send(new GlobalSignOutCommand({ AccessToken: phone.accessToken }))).rejects.toMatchObject({
      name: "NotAuthorizedException",
    });

    const again = await browserSession(email);
    expect((await cognito.send(new GetUserCommand({ AccessToken: again.accessToken }))).UserAttributes).toContainEqual({
      Name: "email",
      Value: email,
    });
    expect((await refresh(again.refreshToken)).AuthenticationResult?.AccessToken).toBeTruthy();
  });

  it("leaves the other users' sessions alone", async () => {
    const [one, other] = [address("one"), address("other")];
    await signUpConfirmed(backend, one);
    await signUpConfirmed(backend, other);
    const first = await browserSession(one);
    const second = await browserSession(other);
    await cognito.send(new GlobalSignOutCommand({ AccessToken: first.accessToken }));
    expect((await cognito.send(new GetUserCommand({ AccessToken: second.accessToken }))).Username).toBeTruthy();
    expect((await refresh(second.refreshToken)).AuthenticationResult?.IdToken).toBeTruthy();
  });
});
