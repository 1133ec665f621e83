import fs from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { generate } from "otplib";
import { S3Client } from "@aws-sdk/client-s3";
import { DynamoDBClient, UpdateItemCommand } from "@aws-sdk/client-dynamodb";
import { GetTokensFromRefreshTokenCommand } from "@aws-sdk/client-cognito-identity-provider";
import { marshall } from "@aws-sdk/util-dynamodb";
import {
  codeFor as sentCode,
  cognitoOf,
  signIn as poolSignIn,
  signUpWithCode,
  type UserPool,
} from "../amplify/local/__tests__/accounts";
import type { LocalOutputs } from "../amplify/local/outputs";
import type { Language } from "../src/domain/language";
import { localS3Credentials } from "../amplify/local/s3";
import { tableRows } from "../amplify/local/__tests__/accounts";
import { tables } from "../amplify/data/tables";
import { coletaRequest, type ColetaOverrides } from "../src/domain/__tests__/fixtures";
import { e2eBackendDir } from "../playwright.config";
import { strings, type Locale } from "./content";

/** The outputs file of the backend the served site uses (started by playwright.config's webServer). */
function outputs(): LocalOutputs {
  return JSON.parse(fs.readFileSync(path.join(e2eBackendDir, "amplify_outputs.json"), "utf8")) as LocalOutputs;
}

/** That backend's user pool, for the account helpers the backend's tests use too. */
const userPool = (): UserPool => ({ outputs: outputs(), cognitoDir: path.join(e2eBackendDir, "cognito") });

/** A fresh address per test run, so runs never collide on the same user. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The code cognito-local "emailed" to `email` (what a developer reads on the backend's console). */
export function codeFor(email: string, previous?: string): Promise<string> {
  return sentCode(userPool(), email, previous);
}

/**
 * A confirmed customer, made through the user pool's API the way a person makes one (for tests that start signed
 * out but registered): sign-up, then the code the backend "e-mailed" to the address, which verifies it. No
 * administrator call: a customer is verified only by what they did.
 */
export function createCustomer(email: string, password: string, name: string): Promise<void> {
  return signUpWithCode(userPool(), email, password, name);
}

/** The strings sign-in needs from `conta` (any language). */
export type SignInStrings = Pick<Locale<"conta">, "fields" | "signIn">;

/** Signs in through /login/'s form as a customer would (the page must be open). */
export async function signIn(page: Page, t: SignInStrings, email: string, password: string): Promise<void> {
  // As a person does, once the sign-in page is on screen: after a client-side navigation the address changes a
  // moment before the new page renders, and the page left behind may have an "E-mail" field of its own.
  await expect(page.getByRole("button", { name: t.signIn.submit })).toBeVisible();
  await page.getByLabel(t.fields.email, { exact: true }).fill(email);
  await page.getByLabel(t.fields.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: t.signIn.submit }).click();
}

/**
 * Turns the authenticator app (TOTP) on in the open profile page (Portuguese), as a customer does: the key the page
 * shows typed into the app, the app's current code entered. Returns the key, to compute later codes with otplib.
 * (account-journeys.spec checks the set-up itself, its refusals included.)
 */
export async function turnOnAuthenticator(page: Page): Promise<string> {
  const t = strings("pt", "conta");
  const section = page.getByRole("region", { name: t.profile.totpTitle });
  await section.getByRole("button", { name: t.profile.totpStart }).click();
  const secret = (
    (await section.locator("p", { hasText: t.profile.totpManual }).locator("code").textContent()) ?? ""
  ).trim();
  await section.getByLabel(t.fields.totpCode, { exact: true }).fill(await generate({ secret }));
  await section.getByRole("button", { name: t.profile.totpVerify }).click();
  await expect(section.getByRole("status")).toHaveText(t.profile.totpOn);
  return secret;
}

/** An account's e-mail and password (a customer, the operator, a staff member). */
export type Account = { email: string; password: string };

/**
 * Opens `/login/?next=…` (in `language`: `next` must be that language's path), signs `account` in through the form and
 * waits for the page it was going to, as a person following a link to a signed-in page does.
 */
export async function signInTo(page: Page, account: Account, next: string, language: Language = "pt"): Promise<void> {
  const prefix = language === "pt" ? "" : `/${language}`;
  await page.goto(`${prefix}/login/?next=${encodeURIComponent(next)}`);
  await signIn(page, strings(language, "conta"), account.email, account.password);
  await expect(page).toHaveURL(new RegExp(`${next.replace(/\//g, "\\/")}$`));
}

/**
 * What the user pool answers a browser that renews its session with this refresh token (Amplify's
 * GetTokensFromRefreshToken): new tokens, or refused (NotAuthorizedException) once the session was revoked.
 */
export async function renewSession(refreshToken: string): Promise<"renewed" | "refused"> {
  const pool = userPool();
  return cognitoOf(pool)
    .send(
      new GetTokensFromRefreshTokenCommand({
        ClientId: pool.outputs.auth.user_pool_client_id,
        RefreshToken: refreshToken,
      }),
    )
    .then(
      (answer) => (answer.AuthenticationResult?.AccessToken ? "renewed" : "refused"),
      (error: { name?: string }) => {
        if (error.name === "NotAuthorizedException") return "refused";
        throw error;
      },
    );
}

/** A customer's ID token, from the user pool's API with the flow the site uses locally (USER_PASSWORD_AUTH). */
export async function idTokenFor(email: string, password: string): Promise<string> {
  return (await poolSignIn(userPool(), email, password)).idToken;
}

/** The base URL of one of the backend's REST APIs (`ColetaAPI`, …), ending in `/`. */
export function apiBase(name: keyof LocalOutputs["custom"]["API"]): string {
  return outputs().custom.API[name].endpoint;
}

/**
 * Calls one of the backend's REST APIs as the site does: JSON in, the caller's ID token in Authorization (none when
 * `token` is null); its status and JSON body (null when there is none).
 */
export async function callApi(
  name: keyof LocalOutputs["custom"]["API"],
  method: "GET" | "POST" | "PUT",
  route: string,
  token: string | null,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${apiBase(name)}${route}`, {
    method,
    headers: {
      ...(token ? { Authorization: token } : {}),
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

/**
 * A collection request (the tests' valid one with `overrides`) sent to ColetaAPI as the site sends it: with the
 * customer's ID token in Authorization when `idToken` is given, anonymously otherwise. Expects it created; its protocol.
 */
export async function requestCollection(overrides: ColetaOverrides = {}, idToken?: string): Promise<string> {
  const response = await fetch(`${apiBase("ColetaAPI")}coleta`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(idToken ? { Authorization: idToken } : {}) },
    body: JSON.stringify(coletaRequest(overrides)),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { protocol: string }).protocol;
}

/**
 * The local S3 with the backend's master key pair (every key, as an administrator in the AWS console), for
 * checks no customer's credentials may make; and the bucket.
 */
export function adminS3(): { s3: S3Client; bucket: string } {
  const { storage, custom } = outputs();
  const s3 = new S3Client({
    endpoint: custom.local.s3Endpoint,
    region: "us-east-1",
    credentials: localS3Credentials,
    forcePathStyle: true,
  });
  return { s3, bucket: storage.bucket_name };
}

/**
 * The local operator account (group `operadores`) the backend created for this run: its password is generated
 * on the first start and kept in `<data dir>/operator.json` (amplify/local/provision.ts: ensureOperator).
 */
export function operatorAccount(): { email: string; password: string } {
  return JSON.parse(fs.readFileSync(path.join(e2eBackendDir, "operator.json"), "utf8")) as {
    email: string;
    password: string;
  };
}

/**
 * A local staff account of one group besides `operadores` (contato@, ri@, fornecedores@, admin@circulare.local): the
 * backend creates them on the first start with generated passwords kept in `<data dir>/staff.json` (group →
 * {email, password}; amplify/local/provision.ts: ensureStaff).
 */
export function staffAccount(group: "contato" | "ri" | "fornecedores" | "gente" | "privacidade" | "administradores"): {
  email: string;
  password: string;
} {
  const kept = JSON.parse(fs.readFileSync(path.join(e2eBackendDir, "staff.json"), "utf8")) as Record<
    string,
    { email: string; password: string } | undefined
  >;
  const account = kept[group];
  if (!account) throw new Error(`staff.json has no account for ${group}`);
  return account;
}

/**
 * A notification the backend's dispatcher delivered to its outbox: `<data dir>/outbox/<time>-<message id>.json`, the
 * id's "#" written "--" (`…-coleta--COL-2026-000001--customer--agendada.json`: the protocol between hyphens, the status
 * last). A request's arrival also writes `…--customer--recebida.json` and `…--operations--recebida.json`. Delivery is
 * asynchronous (every 500 ms): poll.
 */
export type OutboxMessage = { to: string; subject: string; text: string; language: string; file: string };

/** The outbox's messages about one request, oldest first. */
export function outboxMessages(protocol: string): OutboxMessage[] {
  const dir = path.join(e2eBackendDir, "outbox");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.includes(`-${protocol}-`) && file.endsWith(".json"))
    .sort()
    .map((file) => ({
      ...(JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as Omit<OutboxMessage, "file">),
      file,
    }));
}

/** The backend's DynamoDB endpoint, from `<data dir>/endpoints.json` (written by amplify/local/backend.ts). */
function dynamodbEndpoint(): string {
  return (JSON.parse(fs.readFileSync(path.join(e2eBackendDir, "endpoints.json"), "utf8")) as { dynamodb: string })
    .dynamodb;
}

/**
 * A seeded fixture: sets `fields` on the row under `key` of one of the backend's tables, straight in dynalite (its
 * endpoint from `<data dir>/endpoints.json`), for a state no person can reach in a test's time
 * (a deadline already past). Only for that: everything else goes through the site or its APIs.
 */
export async function updateRow(
  table: string,
  key: Record<string, string>,
  fields: Record<string, string | number>,
): Promise<void> {
  const client = new DynamoDBClient({
    endpoint: dynamodbEndpoint(),
    region: "us-east-1",
    credentials: { accessKeyId: "local", secretAccessKey: "local" },
  });
  const names = Object.keys(fields);
  await client.send(
    new UpdateItemCommand({
      TableName: table,
      Key: marshall(key),
      UpdateExpression: `SET ${names.map((_, index) => `#f${index} = :v${index}`).join(", ")}`,
      ConditionExpression: "attribute_exists(#k)",
      ExpressionAttributeNames: {
        "#k": Object.keys(key)[0],
        ...Object.fromEntries(names.map((name, index) => [`#f${index}`, name])),
      },
      ExpressionAttributeValues: marshall(Object.fromEntries(names.map((name, index) => [`:v${index}`, fields[name]]))),
    }),
  );
  client.destroy();
}

/**
 * Every row of every table (amplify/data/tables.ts), read through DynamoDB's API from the backend's dynalite (its
 * endpoint from `<data dir>/endpoints.json`), as an AWS operator would scan them: by table name.
 */
export async function everyTableRow(): Promise<{ table: string; row: Record<string, unknown> }[]> {
  const port = Number(new URL(dynamodbEndpoint()).port);
  const all: { table: string; row: Record<string, unknown> }[] = [];
  for (const table of tables) for (const row of await tableRows(port, table.name)) all.push({ table: table.name, row });
  return all;
}
