import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from "@aws-sdk/client-cognito-identity-provider";
import { S3Client } from "@aws-sdk/client-s3";
import { localS3Credentials } from "../amplify/local/s3";
import { e2eBackendDir } from "../playwright.config";

type Outputs = {
  auth: { user_pool_id: string; user_pool_client_id: string };
  storage: { bucket_name: string };
  custom: { API: Record<string, { endpoint: string }>; local: { userPoolEndpoint: string; s3Endpoint: string } };
};

/** The outputs file of the backend the served site uses (started by playwright.config's webServer). */
function outputs(): Outputs {
  return JSON.parse(fs.readFileSync(path.join(e2eBackendDir, "amplify_outputs.json"), "utf8")) as Outputs;
}

/** A fresh address per test run, so runs never collide on the same user. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Codes cognito-local "sent", as amplify/local/cognito.ts logs them: one JSON object a line. */
function latestCode(email: string): string | undefined {
  const file = path.join(e2eBackendDir, "cognito", "codes.jsonl");
  if (!fs.existsSync(file)) return undefined;
  const deliveries = fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { destination: string; code: string });
  return deliveries.filter((delivery) => delivery.destination === email).at(-1)?.code;
}

/** The code cognito-local "emailed" to `email` (what a developer reads on the backend's console). */
export async function codeFor(email: string, previous?: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        code = latestCode(email);
        return code !== undefined && code !== previous;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return code as string;
}

/** A client of the backend's user pool (cognito-local). */
function userPool(): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint: outputs().custom.local.userPoolEndpoint,
    region: "us-east-1",
    credentials: { accessKeyId: "local", secretAccessKey: "local" },
  });
}

/**
 * A confirmed customer, made through the user pool's API the way a person makes one (for tests that start signed
 * out but registered): sign-up, then the code the backend "e-mailed" to the address, which verifies it. No
 * administrator call: a customer is verified only by what they did.
 */
export async function createCustomer(email: string, password: string, name: string): Promise<void> {
  const { auth } = outputs();
  const client = userPool();
  await client.send(
    new SignUpCommand({
      ClientId: auth.user_pool_client_id,
      Username: email,
      Password: password,
      UserAttributes: [
        { Name: "email", Value: email },
        { Name: "name", Value: name },
      ],
    }),
  );
  await client.send(
    new ConfirmSignUpCommand({
      ClientId: auth.user_pool_client_id,
      Username: email,
      ConfirmationCode: await codeFor(email),
    }),
  );
}

/** The strings sign-in needs from `conta` (any language). */
export type SignInStrings = { fields: Record<string, string>; signIn: Record<string, string> };

/** Signs in through /login/'s form as a customer would (the page must be open). */
export async function signIn(page: Page, t: SignInStrings, email: string, password: string): Promise<void> {
  await page.getByLabel(t.fields.email, { exact: true }).fill(email);
  await page.getByLabel(t.fields.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: t.signIn.submit }).click();
}

/** A customer's ID token, from the user pool's API with the flow the site uses locally (USER_PASSWORD_AUTH). */
export async function idTokenFor(email: string, password: string): Promise<string> {
  const result = await userPool().send(
    new InitiateAuthCommand({
      ClientId: outputs().auth.user_pool_client_id,
      AuthFlow: "USER_PASSWORD_AUTH",
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const token = result.AuthenticationResult?.IdToken;
  if (!token) throw new Error(`no ID token for ${email} (challenge ${result.ChallengeName ?? "none"})`);
  return token;
}

/** The base URL of one of the backend's REST APIs (`ColetaAPI`, …), ending in `/`. */
export function apiBase(name: string): string {
  const api = outputs().custom.API[name];
  if (!api) throw new Error(`amplify_outputs.json has no API ${name}`);
  return api.endpoint;
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
export function staffAccount(group: "contato" | "ri" | "fornecedores" | "administradores"): {
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

/**
 * A collection request sent to ColetaAPI as the public form sends it (signed in when an ID token is given): 800
 * litres from a workshop in São Paulo unless the options say otherwise; its protocol.
 */
export async function requestCollection(
  company: string,
  {
    address = {},
    contact = {},
    liters = 800,
    token,
  }: { address?: Record<string, string>; contact?: Record<string, string>; liters?: number; token?: string } = {},
): Promise<string> {
  const response = await fetch(`${apiBase("ColetaAPI")}coleta`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: token } : {}) },
    body: JSON.stringify({
      idempotencyKey: crypto.randomUUID(),
      company: { name: company, cnpj: "11.222.333/0001-81" },
      contact: { name: "Marta Reis", email: uniqueEmail("ops-contact"), phone: "(11) 98765-4321", ...contact },
      address: {
        cep: "01310-100",
        street: "Avenida Paulista",
        number: "900",
        district: "Bela Vista",
        city: "São Paulo",
        state: "SP",
        ...address,
      },
      generatorType: "oficina",
      estimatedLiters: liters,
      container: "tambor",
      language: "pt",
      consent: true,
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { protocol: string }).protocol;
}
