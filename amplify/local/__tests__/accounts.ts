/**
 * Shared by the backend tests that run against the local backend: Cognito accounts (sign-up, confirmation by an
 * administrator, sign-in with the local client's USER_PASSWORD_AUTH), a token's claims, and a table's rows.
 */
import {
  AdminConfirmSignUpCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SignUpCommand,
} from "@aws-sdk/client-cognito-identity-provider";
import { DynamoDBClient, ScanCommand } from "@aws-sdk/client-dynamodb";
import { unmarshall } from "@aws-sdk/util-dynamodb";
import { allItems } from "../../functions/shared/pages";
import type { LocalBackend } from "../backend";
import { localRegion } from "../provision";

/** A password the pool's policy accepts. */
export const testPassword = "Circulare-2026x";

const emulatorCredentials = { accessKeyId: "local", secretAccessKey: "local" };

export type Session = { idToken: string; accessToken: string };

/** A Cognito client of the backend's cognito-local. */
export function cognitoOf(backend: LocalBackend): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint: backend.outputs.custom.local.userPoolEndpoint,
    region: localRegion,
    credentials: emulatorCredentials,
  });
}

/** Signs in with the password; throws when no tokens come back. */
export async function signIn(backend: LocalBackend, email: string, password = testPassword): Promise<Session> {
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
export async function signUpConfirmed(backend: LocalBackend, email: string, password = testPassword): Promise<void> {
  const cognito = cognitoOf(backend);
  await cognito.send(
    new SignUpCommand({ ClientId: backend.outputs.auth.user_pool_client_id, Username: email, Password: password }),
  );
  await cognito.send(new AdminConfirmSignUpCommand({ UserPoolId: backend.outputs.auth.user_pool_id, Username: email }));
}

/** A new customer, confirmed by an administrator and signed in. */
export async function confirmedCustomer(
  backend: LocalBackend,
  email: string,
  password = testPassword,
): Promise<Session> {
  await signUpConfirmed(backend, email, password);
  return signIn(backend, email, password);
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
