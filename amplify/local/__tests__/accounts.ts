/**
 * Shared by the tests that run against the local backend (the backend's and, through e2e/local-backend.ts, the
 * browser's): Cognito accounts (sign-up, confirmation by an administrator or with the code cognito-local "e-mailed",
 * sign-in with the local client's USER_PASSWORD_AUTH), a token's claims, and a table's rows.
 */
import fs from "node:fs";
import path from "node:path";
import {
  AdminConfirmSignUpCommand,
  AdminUpdateUserAttributesCommand,
  AssociateSoftwareTokenCommand,
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  SetUserMFAPreferenceCommand,
  SignUpCommand,
  VerifySoftwareTokenCommand,
} from "@aws-sdk/client-cognito-identity-provider";
import { generate } from "otplib";
import { DynamoDBClient, ScanCommand } from "@aws-sdk/client-dynamodb";
import { unmarshall } from "@aws-sdk/util-dynamodb";
import { allItems } from "../../functions/shared/pages";
import type { LocalBackend } from "../backend";
import { localRegion } from "../provision";

/** A password the pool's policy accepts. */
export const testPassword = "Circulare-2026x";

const emulatorCredentials = { accessKeyId: "local", secretAccessKey: "local" };

export type Session = { idToken: string; accessToken: string };

/** What the account helpers need of a local backend: its outputs and cognito-local's folder. */
export type UserPool = Pick<LocalBackend, "outputs" | "cognitoDir">;

/** A Cognito client of the backend's cognito-local. */
export function cognitoOf(backend: UserPool): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint: backend.outputs.custom.local.userPoolEndpoint,
    region: localRegion,
    credentials: emulatorCredentials,
  });
}

/** Signs in with the password; throws when no tokens come back. */
export async function signIn(backend: UserPool, email: string, password = testPassword): Promise<Session> {
  const auth = await cognitoOf(backend).send(
    new InitiateAuthCommand({
      ClientId: backend.outputs.auth.user_pool_client_id,
      AuthFlow: "USER_PASSWORD_AUTH",
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const idToken = auth.AuthenticationResult?.IdToken;
  const accessToken = auth.AuthenticationResult?.AccessToken;
  if (!idToken || !accessToken) throw new Error(`no tokens for ${email}`);
  return { idToken, accessToken };
}

/** Signs up and has an administrator confirm the account (so its e-mail stays unverified); does not sign in. */
export async function signUpConfirmed(backend: UserPool, email: string, password = testPassword): Promise<void> {
  const cognito = cognitoOf(backend);
  await cognito.send(
    new SignUpCommand({ ClientId: backend.outputs.auth.user_pool_client_id, Username: email, Password: password }),
  );
  await cognito.send(new AdminConfirmSignUpCommand({ UserPoolId: backend.outputs.auth.user_pool_id, Username: email }));
}

/**
 * The newest code cognito-local "sent" to `email` other than `previous` (a sign-up code, a new e-mail's code, an
 * invitation's temporary password), from `<cognitoDir>/codes.jsonl` as a developer reads them on the console;
 * waits up to 10 s for it.
 */
export async function codeFor(backend: UserPool, email: string, previous?: string): Promise<string> {
  const file = path.join(backend.cognitoDir, "codes.jsonl");
  for (let attempt = 0; attempt < 100; attempt++) {
    const lines = fs.existsSync(file) ? fs.readFileSync(file, "utf8").split("\n").filter(Boolean) : [];
    const code = lines
      .map((line) => JSON.parse(line) as { destination: string; code: string })
      .filter((delivery) => delivery.destination === email)
      .at(-1)?.code;
    if (code && code !== previous) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code for ${email} in ${file}`);
}

/**
 * Signs up as a person does (with `name` when given) and confirms with the code e-mailed to the address, which
 * verifies it; no administrator call. Does not sign in.
 */
export async function signUpWithCode(
  backend: UserPool,
  email: string,
  password = testPassword,
  name?: string,
): Promise<void> {
  const cognito = cognitoOf(backend);
  const clientId = backend.outputs.auth.user_pool_client_id;
  await cognito.send(
    new SignUpCommand({
      ClientId: clientId,
      Username: email,
      Password: password,
      UserAttributes: [{ Name: "email", Value: email }, ...(name ? [{ Name: "name", Value: name }] : [])],
    }),
  );
  await cognito.send(
    new ConfirmSignUpCommand({ ClientId: clientId, Username: email, ConfirmationCode: await codeFor(backend, email) }),
  );
}

/**
 * An administrator's change of a user's e-mail (AdminUpdateUserAttributes, as in the console): the address, and
 * `email_verified` when `verified` is given.
 */
export async function adminSetEmail(
  backend: UserPool,
  username: string,
  email: string,
  verified?: boolean,
): Promise<void> {
  await cognitoOf(backend).send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: backend.outputs.auth.user_pool_id,
      Username: username,
      UserAttributes: [
        { Name: "email", Value: email },
        ...(verified === undefined ? [] : [{ Name: "email_verified", Value: String(verified) }]),
      ],
    }),
  );
}

/** A new customer, confirmed by an administrator and signed in. */
export async function confirmedCustomer(backend: UserPool, email: string, password = testPassword): Promise<Session> {
  await signUpConfirmed(backend, email, password);
  return signIn(backend, email, password);
}

/**
 * ID tokens of the backend's operator (`operator`), of its account in each other staff group (by group) and of a
 * new customer (`customer`, cliente@example.com, confirmed by an administrator): the back-office tests' callers.
 */
/** The ID token of the operator account the local backend creates, as `{ operator }`. */
export async function operatorToken(backend: UserPool & Pick<LocalBackend, "operator">) {
  return { operator: (await signIn(backend, backend.operator.email, backend.operator.password)).idToken };
}

export async function staffTokens(backend: UserPool & Pick<LocalBackend, "operator" | "staff">) {
  const tokens: Record<string, string> = {};
  tokens.operator = (await signIn(backend, backend.operator.email, backend.operator.password)).idToken;
  for (const account of backend.staff)
    tokens[account.group] = (await signIn(backend, account.email, account.password)).idToken;
  tokens.customer = (await confirmedCustomer(backend, "cliente@example.com")).idToken;
  return tokens;
}

/**
 * Turns the authenticator app (TOTP) on for the signed-in user, as the profile does (associate, verify a code,
 * prefer it); returns the app's secret, from which `generate({ secret })` (otplib) computes each code.
 */
export async function turnOnTotp(backend: UserPool, accessToken: string): Promise<string> {
  const cognito = cognitoOf(backend);
  const secret = (await cognito.send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }))).SecretCode;
  if (!secret) throw new Error("no secret");
  await cognito.send(
    new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: await generate({ secret }) }),
  );
  await cognito.send(
    new SetUserMFAPreferenceCommand({
      AccessToken: accessToken,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    }),
  );
  return secret;
}

/** A JWT's claims, unverified. */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as Record<string, unknown>;
}

/** Every row of a table of the dynalite on `port`, unmarshalled. */
export async function tableRows(port: number, table: string): Promise<Record<string, unknown>[]> {
  const client = new DynamoDBClient({
    endpoint: `http://localhost:${port}`,
    region: localRegion,
    credentials: emulatorCredentials,
  });
  const items = await allItems((start) => client.send(new ScanCommand({ TableName: table, ExclusiveStartKey: start })));
  return items.map((item) => unmarshall(item));
}
