/**
 * The setup the backend's API tests share (back office, applications, dead letters, handlers, Meus dados): a local
 * backend of the test file's own in a temporary folder, started before its tests and removed after them, with the ID tokens of its operator, of
 * each staff group's account and of a customer (accounts.ts staffTokens); and, for any backend test, its REST APIs
 * called as the site calls them (callApi).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect } from "vitest";
import { startLocalBackend, type LocalBackend } from "../backend";
import type { LocalOutputs } from "../outputs";
import { contatoRequest } from "../../../src/domain/__tests__/fixtures";
import type { ContatoInput } from "../../../src/domain/contato";
import { todayInSaoPaulo } from "../../../src/domain/fields";
import { staffTokens } from "./accounts";

export type StaffBackend = {
  /** The running backend (from `beforeAll` on). */
  readonly backend: LocalBackend;
  /** Its data folder (staff.json, operator.json, the outbox…). */
  readonly dataDir: string;
  /** ID tokens by caller: `operator`, each staff group (`contato`, `ri`, `administradores`…), `customer`. */
  readonly tokens: Record<string, string>;
};

/** Registers the file's backend (`label` names its temporary folder) with every staff token; read it inside tests or hooks. */
export function useStaffBackend(label: string): StaffBackend {
  return useLocalBackend(label, staffTokens);
}

/**
 * Registers the file's backend, with the ID tokens `tokensOf` signs in for once it runs (`operatorToken`: only the
 * operator's); read it inside tests or hooks.
 */
export function useLocalBackend(
  label: string,
  tokensOf: (backend: LocalBackend) => Promise<Record<string, string>>,
): StaffBackend {
  let backend: LocalBackend | undefined;
  let dataDir: string | undefined;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${label}-`));
    backend = await startLocalBackend({ dataDir, ports: "free", outputsFile: null, log: () => undefined });
    Object.assign(tokens, await tokensOf(backend));
  }, 60_000);

  afterAll(async () => {
    await backend?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    get backend() {
      if (!backend) throw new Error("the backend starts in beforeAll: read it inside a test");
      return backend;
    },
    get dataDir() {
      if (!dataDir) throw new Error("the data folder is made in beforeAll: read it inside a test");
      return dataDir;
    },
    tokens,
  };
}

/** An API's answer: the status, the body parsed as JSON (`{}` when it is not: a CSV), its text and headers. */
export type Answer = { status: number; body: Record<string, unknown>; text: string; headers: Headers };

/** Calls one of the backend's REST APIs as the site does: JSON in, the caller's ID token in Authorization if any. */
export async function callApi(
  backend: Pick<LocalBackend, "outputs">,
  api: keyof LocalOutputs["custom"]["API"],
  method: string,
  route: string,
  token?: string,
  body?: unknown,
): Promise<Answer> {
  const response = await fetch(`${backend.outputs.custom.API[api].endpoint}${route}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      ...(token ? { Authorization: token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // Decoded keeping a byte-order mark (response.text() drops it): the exports start with one.
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // A CSV file.
  }
  return { status: response.status, body: parsed, text, headers: response.headers };
}

/** A contact message (the tests' valid one with `overrides`) sent to ContatoAPI as the public form does; its reference. */
export async function sendContato(
  backend: Pick<LocalBackend, "outputs">,
  overrides: Partial<ContatoInput> = {},
): Promise<string> {
  const answer = await callApi(backend, "ContatoAPI", "POST", "contato", undefined, contatoRequest(overrides));
  expect(answer.status).toBe(201);
  return String(answer.body.reference);
}

/** Asks ContatoAPI for a CV upload and PUTs `bytes` to the signed URL, as the application form does; the CV's key. */
export async function uploadCv(
  backend: Pick<LocalBackend, "outputs">,
  bytes: Uint8Array,
  fileName = "cv.pdf",
  contentType = "application/pdf",
): Promise<string> {
  const grant = await callApi(backend, "ContatoAPI", "POST", "contato/cv", undefined, {
    idempotencyKey: crypto.randomUUID(),
    fileName,
    contentType,
    size: bytes.byteLength,
  });
  expect(grant.status).toBe(201);
  const { cvKey, uploadUrl, headers } = grant.body as {
    cvKey: string;
    uploadUrl: string;
    headers: Record<string, string>;
  };
  const put = await fetch(uploadUrl, { method: "PUT", headers, body: bytes });
  expect(put.status).toBe(200);
  return cvKey;
}

/**
 * The operator schedules a request (in two days, 08:00–12:00) and records it collected today (380 litres), as
 * ColetaAPI's transitions; each must answer 200. What a survey and Meus dados wait for.
 */
export async function scheduleAndCollect(
  backend: Pick<LocalBackend, "outputs">,
  protocol: string,
  operatorToken: string,
): Promise<void> {
  const route = `operacao/coleta/${protocol}/transicao`;
  const date = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const schedule = {
    to: "agendada",
    idempotencyKey: crypto.randomUUID(),
    date,
    window: { from: "08:00", to: "12:00" },
  };
  expect((await callApi(backend, "ColetaAPI", "POST", route, operatorToken, schedule)).status).toBe(200);
  const collect = {
    to: "coletada",
    idempotencyKey: crypto.randomUUID(),
    collectedOn: todayInSaoPaulo(),
    collectedLitres: 380,
    driverName: "Carlos Mendes",
  };
  expect((await callApi(backend, "ColetaAPI", "POST", route, operatorToken, collect)).status).toBe(200);
}
