// @vitest-environment jsdom
/**
 * Cognito's device tracking in the local backend (patches/cognito-local+5.3.0.patch), through cognito-local's HTTP
 * API as the browser's SDK calls it: Amplify v6's own sign-in, rememberDevice, fetchDevices and forgetDevice (its
 * device SRP included), in a jsdom window with its localStorage. A customer with TOTP who remembers the device is
 * not asked for the code at the next sign-in; one who forgets it is asked again; an unremembered device is asked.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ListDevicesCommand, type CognitoIdentityProviderClient } from "@aws-sdk/client-cognito-identity-provider";
import { Amplify } from "aws-amplify";
import {
  confirmSignIn,
  fetchAuthSession,
  fetchDevices,
  forgetDevice,
  getCurrentUser,
  rememberDevice,
  signIn,
  signOut,
} from "aws-amplify/auth";
import { generate } from "otplib";
import { startLocalBackend, type LocalBackend } from "../backend";
import { claimsOf, cognitoOf, signIn as sdkSignIn, signUpConfirmed, testPassword, turnOnTotp } from "./accounts";

let backend: LocalBackend;
let dataDir: string;
let cognito: CognitoIdentityProviderClient;
let counter = 0;
const address = (label: string) => `${label}-${++counter}-${Date.now()}@example.com`;

/** A confirmed customer with the authenticator app on; returns its secret. */
async function customerWithTotp(email: string): Promise<string> {
  await signUpConfirmed(backend, email);
  return turnOnTotp(backend, (await sdkSignIn(backend, email)).accessToken);
}

/**
 * The name this browser signs in with: the account's username (its sub) once it has signed in here. After a TOTP
 * challenge Amplify files the device's keys under that username, and with USER_PASSWORD_AUTH it looks them up under
 * the name typed (amplify/README.md; e2e/sessions.spec.ts signs in with the e-mail through the site).
 */
const knownNames = new Map<string, string>();

/** Signs in with Amplify as the site does locally; answers the TOTP challenge when asked; says whether it was. */
async function signInAsSite(email: string, secret: string): Promise<{ askedForCode: boolean }> {
  const username = knownNames.get(email) ?? email;
  const first = await signIn({ username, password: testPassword, options: { authFlowType: "USER_PASSWORD_AUTH" } });
  const done = async () => knownNames.set(email, (await getCurrentUser()).username);
  if (first.isSignedIn) {
    await done();
    return { askedForCode: false };
  }
  expect(first.nextStep.signInStep).toBe("CONFIRM_SIGN_IN_WITH_TOTP_CODE");
  const confirmed = await confirmSignIn({ challengeResponse: await generate({ secret }) });
  expect(confirmed.isSignedIn).toBe(true);
  await done();
  return { askedForCode: true };
}

async function currentDeviceKey(): Promise<string> {
  const key = (await fetchAuthSession()).tokens?.accessToken.payload.device_key;
  if (typeof key !== "string") throw new Error("no device_key in the access token");
  return key;
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "devices-"));
  backend = await startLocalBackend({
    dataDir,
    ports: "free",
    outputsFile: null,
    log: (line) => {
      if (process.env.DEBUG_DEVICES) console.error(line);
    },
  });
  cognito = cognitoOf(backend);
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: backend.outputs.auth.user_pool_id,
        userPoolClientId: backend.outputs.auth.user_pool_client_id,
        userPoolEndpoint: backend.outputs.custom.local.userPoolEndpoint,
      },
    },
  });
}, 60_000);

afterEach(async () => {
  await signOut().catch(() => undefined);
  localStorage.clear();
});

afterAll(async () => {
  await backend?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("device tracking", () => {
  it("a remembered device skips the TOTP code; after forgetting it the code is asked again", async () => {
    const email = address("remember");
    const secret = await customerWithTotp(email);

    expect(await signInAsSite(email, secret)).toEqual({ askedForCode: true });
    const deviceKey = await currentDeviceKey();
    const [listed] = await fetchDevices();
    expect(listed).toMatchObject({ id: deviceKey, name: navigator.userAgent });
    expect(listed?.attributes["dev:device_remembered_status"]).toBe("not_remembered");
    expect(Math.abs((listed?.lastAuthenticatedDate?.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
    await signOut();

    // Tracked but not remembered: the device proves itself, the code is still asked.
    expect(await signInAsSite(email, secret)).toEqual({ askedForCode: true });
    expect(await currentDeviceKey()).toBe(deviceKey);
    await rememberDevice();
    expect((await fetchDevices())[0]?.attributes["dev:device_remembered_status"]).toBe("remembered");
    await signOut();

    expect(await signInAsSite(email, secret)).toEqual({ askedForCode: false });
    expect(await currentDeviceKey()).toBe(deviceKey);
    expect(await fetchDevices()).toHaveLength(1);

    await forgetDevice();
    expect(await fetchDevices()).toEqual([]);
    await signOut();
    expect(await signInAsSite(email, secret)).toEqual({ askedForCode: true });
    expect(await currentDeviceKey()).not.toBe(deviceKey);
  });

  it("another browser's device is listed, and forgetting it by id removes only it", async () => {
    const email = address("two");
    const secret = await customerWithTotp(email);
    await signInAsSite(email, secret);
    const first = await currentDeviceKey();
    await signOut();
    localStorage.clear(); // another browser: no device key of its own
    knownNames.clear();
    await signInAsSite(email, secret);
    const second = await currentDeviceKey();
    expect(second).not.toBe(first);
    expect((await fetchDevices()).map((device) => device.id).sort()).toEqual([first, second].sort());
    await forgetDevice({ device: { id: first } });
    expect((await fetchDevices()).map((device) => device.id)).toEqual([second]);
    expect(claimsOf((await fetchAuthSession()).tokens?.accessToken.toString() ?? "").device_key).toBe(second);
  });

  it("a forged device proof is refused", async () => {
    const email = address("forged");
    const secret = await customerWithTotp(email);
    await signInAsSite(email, secret);
    await rememberDevice();
    await signOut();
    // Another device password in this browser's storage: the device SRP must fail.
    const passwordKey = Object.keys(localStorage).find((key) => key.endsWith(".randomPasswordKey"));
    expect(passwordKey).toBeTruthy();
    localStorage.setItem(passwordKey ?? "", "not-the-device-password");
    await expect(
      signIn({
        username: knownNames.get(email) ?? email,
        password: testPassword,
        options: { authFlowType: "USER_PASSWORD_AUTH" },
      }),
    ).rejects.toMatchObject({ name: "NotAuthorizedException" });
  });

  it("the device list needs the user's own, live access token", async () => {
    await expect(cognito.send(new ListDevicesCommand({ AccessToken: "not-a-token" }))).rejects.toMatchObject({
      name: "NotAuthorizedException",
    });
  });
});
