// @vitest-environment node
/**
 * Notifications that are never lost (issue 25), through the real local backend: the confirmations and staff alerts
 * of a collection request and a contact message, the survey invitation of "coletada", a crash between a change and
 * its messages (the sweep writes them), and an outbox that cannot be written to for a while (every message arrives
 * once it can, exactly once).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DynamoDBClient, PutItemCommand } from "@aws-sdk/client-dynamodb";
import { marshall } from "@aws-sdk/util-dynamodb";
import { coletaRequest, contatoRequest } from "../../../src/domain/__tests__/fixtures";
import { startLocalBackend, type LocalBackend } from "../../local/backend";
import { outboxMessages, type OutboxMessage } from "../../local/outbox";
import { confirmedCustomer, signIn, tableRows } from "../../local/__tests__/accounts";
import { coletaApiCaller } from "../../local/__tests__/coleta-api-call";
import { localRegion } from "../../local/provision";
import { siteSettings } from "../shared/settings";
import { bases } from "../shared/bases";
import { breakOutbox } from "./broken-outbox";
import { todayInSaoPaulo } from "../../../src/domain/fields";

let backend: LocalBackend;
let dataDir: string;
let operatorToken = "";
let dispatch: typeof import("../dispatcher/dispatch");
const emails = siteSettings.company.emails;

const call = coletaApiCaller(() => backend);

async function contato(body: Record<string, unknown>) {
  const response = await fetch(`${backend.outputs.custom.API.ContatoAPI.endpoint}contato`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function create(overrides: Record<string, unknown> = {}, token?: string): Promise<string> {
  const created = await call("POST", "coleta", token, coletaRequest(overrides));
  expect(created.status).toBe(201);
  return String(created.body.protocol);
}

const move = (protocol: string, body: Record<string, unknown>) =>
  call("POST", `operacao/coleta/${protocol}/transicao`, operatorToken, {
    idempotencyKey: crypto.randomUUID(),
    ...body,
  });
const tomorrow = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

/** The messages about `ref` the outbox holds after the dispatcher sent everything due. */
async function delivered(ref: string, now?: Date): Promise<OutboxMessage[]> {
  await backend.notifications.flush(now);
  return outboxMessages(backend.outboxDir).filter((message) => message.ref === ref);
}

const rows = (table: string) => tableRows(backend.ports.dynamodb, table);

async function putRow(table: string, item: Record<string, unknown>): Promise<void> {
  const client = new DynamoDBClient({
    endpoint: `http://localhost:${backend.ports.dynamodb}`,
    region: localRegion,
    credentials: { accessKeyId: "local", secretAccessKey: "local" },
  });
  await client.send(new PutItemCommand({ TableName: table, Item: marshall(item, { removeUndefinedValues: true }) }));
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "notifications-"));
  backend = await startLocalBackend({ dataDir, ports: "free", outputsFile: null, log: () => undefined });
  operatorToken = (await signIn(backend, backend.operator.email, backend.operator.password)).idToken;
  dispatch = await import("../dispatcher/dispatch");
}, 60_000);

afterAll(async () => {
  await backend?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("a new collection request", () => {
  it("confirms it to the sender in the request's language and alerts its base's operations, once", async () => {
    const protocol = await create({
      language: "es",
      contact: { name: "Lucía Gómez", email: "lucia@example.com", phone: "(11) 98765-4321" },
      notes: "Portón azul.",
    });
    const messages = await delivered(protocol);
    expect(messages.map((message) => message.topic).sort()).toEqual([
      "coleta.recebida.alert",
      "coleta.recebida.confirmation",
    ]);
    const confirmation = messages.find((message) => message.topic === "coleta.recebida.confirmation");
    expect(confirmation).toEqual(
      expect.objectContaining({
        to: "lucia@example.com",
        language: "es",
        subject: `Recibimos su solicitud de recolección ${protocol}`,
      }),
    );
    expect(confirmation?.text).toContain("Hola, Lucía Gómez.");
    expect(confirmation?.text).toContain(protocol);
    // Sent without an account: how to follow it (an account with the same e-mail links it).
    expect(confirmation?.text).toContain("https://www.circulare.com.br/es/area-cliente/criar-conta/");
    expect(confirmation?.text).not.toContain("Portón azul");
    const alert = messages.find((message) => message.topic === "coleta.recebida.alert");
    expect(alert).toEqual(
      // São Paulo/SP: the base that serves the state of São Paulo (content/bases), not the company's address.
      expect.objectContaining({
        to: bases.find((base) => base.id === "guarulhos")?.operationsEmail,
        replyTo: "lucia@example.com",
        language: "pt",
      }),
    );
    expect(alert?.to).not.toBe(emails.operations);
    expect(alert?.text).toContain("Base: Base Guarulhos");
    expect(alert?.subject).toBe(`Novo pedido de coleta ${protocol}: Retífica São João Ltda, São Paulo/SP`);
    for (const text of [
      protocol,
      "Lucía Gómez",
      "lucia@example.com",
      "Portón azul.",
      "Idioma do remetente: espanhol",
      "Oficina mecânica",
      `https://www.circulare.com.br/area-cliente/operacao/${protocol}/`,
    ]) {
      expect(alert?.text).toContain(text);
    }
    // The same request again (a resend) announces nothing new.
    expect(await delivered(protocol)).toHaveLength(2);
  });

  it("links a signed-in customer's confirmation to the request's page", async () => {
    const { idToken } = await confirmedCustomer(backend, `cliente-${crypto.randomUUID()}@example.com`);
    const protocol = await create({ language: "en" }, idToken);
    const confirmation = (await delivered(protocol)).find(
      (message) => message.topic === "coleta.recebida.confirmation",
    );
    expect(confirmation?.subject).toBe(`We have received your collection request ${protocol}`);
    expect(confirmation?.text).toContain(`https://www.circulare.com.br/en/area-cliente/pedidos/${protocol}/`);
  });

  it("invites the customer to the satisfaction survey when the oil is collected", async () => {
    for (const language of ["pt", "en"] as const) {
      const protocol = await create({ language });
      expect(
        (await move(protocol, { to: "agendada", date: tomorrow(), window: { from: "08:00", to: "12:00" } })).status,
      ).toBe(200);
      expect(
        (
          await move(protocol, {
            to: "coletada",
            collectedOn: todayInSaoPaulo(),
            collectedLitres: 380,
            driverName: "Carlos Mendes",
          })
        ).status,
      ).toBe(200);
      const collected = (await delivered(protocol)).filter((message) => message.topic === "coleta.coletada");
      expect(collected).toHaveLength(1);
      const prefix = language === "pt" ? "" : `/${language}`;
      expect(collected[0].text).toContain(`https://www.circulare.com.br${prefix}/area-cliente/pesquisa/${protocol}/`);
      expect(collected[0].text).toMatch(language === "pt" ? /pesquisa de satisfação/ : /satisfaction survey/);
    }
  });
});

describe("a contact message", () => {
  it("confirms it to the sender in their language with the reference, and alerts the form's team in Portuguese", async () => {
    const body = contatoRequest({
      topic: "ri",
      language: "en",
      name: "John Carter",
      email: "john@example.com",
      message: "I would like the 2025 bond report.\nThank you.",
    });
    const answer = await contato(body);
    expect(answer.status).toBe(201);
    const reference = String(answer.body.reference);
    const messages = await delivered(reference);
    expect(messages.map((message) => message.topic).sort()).toEqual(["contato.alert", "contato.confirmation"]);
    const confirmation = messages.find((message) => message.topic === "contato.confirmation");
    expect(confirmation).toEqual(
      expect.objectContaining({
        to: "john@example.com",
        language: "en",
        subject: `We have received your message ${reference}`,
      }),
    );
    expect(confirmation?.text).toContain("Hello, John Carter.");
    expect(confirmation?.text).toContain(`reference ${reference}`);
    // The sender's own words are not mailed back (anyone can type someone else's address into a form).
    expect(confirmation?.text).not.toContain("bond report");
    const alert = messages.find((message) => message.topic === "contato.alert");
    expect(alert).toEqual(
      expect.objectContaining({ to: emails.investors, replyTo: "john@example.com", language: "pt" }),
    );
    expect(alert?.subject).toBe(`Nova mensagem ${reference} (Fale com RI) de John Carter`);
    for (const text of [
      reference,
      "John Carter",
      "john@example.com",
      "Mensagem:\nI would like the 2025 bond report.\nThank you.",
      "Idioma do remetente: inglês",
      `https://www.circulare.com.br/area-cliente/mensagens/${reference}/`,
    ]) {
      expect(alert?.text).toContain(text);
    }
    // The record keeps the language it was written in.
    expect((await rows("contato")).find((row) => row.reference === reference)).toEqual(
      expect.objectContaining({ language: "en" }),
    );
    // The same message again: the same reference, nothing new sent.
    expect(await contato(body)).toEqual({ status: 200, body: { reference } });
    expect(await delivered(reference)).toHaveLength(2);
  });

  it("alerts the team of each form: general to contact, suppliers to suppliers", async () => {
    const general = String((await contato(contatoRequest())).body.reference);
    const supplier = String(
      (
        await contato(
          contatoRequest({
            topic: "fornecedor",
            company: "Fornece Embalagens",
            cnpj: "11222333000181",
            supplyCategory: "embalagens",
            language: "es",
          }),
        )
      ).body.reference,
    );
    expect((await delivered(general)).find((message) => message.topic === "contato.alert")?.to).toBe(emails.contact);
    const supplierAlert = (await delivered(supplier)).find((message) => message.topic === "contato.alert");
    expect(supplierAlert?.to).toBe(emails.suppliers);
    expect(supplierAlert?.text).toContain("Categoria de fornecimento: Embalagens");
    expect((await delivered(supplier)).find((message) => message.topic === "contato.confirmation")?.subject).toBe(
      `Recibimos su mensaje ${supplier}`,
    );
  });
});

describe("a change whose handler died before writing its messages", () => {
  /**
   * The backend's own loop sweeps every 5 s by the real clock, so a mark already past the grace period could be
   * swept by it before the test's sweep (it was, once: the "no messages yet" check found two). The marks here are
   * written now, inside the 60 s grace for longer than a test may run (30 s), and the test's sweeps and deliveries
   * run on a clock moved on: only they ever see these marks.
   */
  const at = (start: number, seconds: number) => new Date(start + seconds * 1000);

  /** A copy of a stored request under a new protocol: the row as its own handler left it. */
  async function storedCopy(changes: Record<string, unknown>): Promise<string> {
    const original = await create();
    const row = (await rows("coleta")).find((candidate) => candidate.protocol === original) as Record<string, unknown>;
    const protocol = `COL-2026-9${String(Math.floor(Math.random() * 100_000)).padStart(5, "0")}`;
    await putRow("coleta", { ...row, protocol, idempotencyKey: crypto.randomUUID(), ...changes });
    return protocol;
  }

  it("a request stored with its mark and no messages: the sweep writes them after the grace period, and they are sent once", async () => {
    const start = Date.now();
    const protocol = await storedCopy({ noticesPending: "recebida", noticesAt: at(start, 0).toISOString() });
    const fresh = await storedCopy({ noticesPending: "recebida", noticesAt: at(start, 45).toISOString() });
    expect((await rows("mensagem")).filter((message) => message.ref === protocol || message.ref === fresh)).toEqual([]);

    const swept = await dispatch.sweep(at(start, 61));
    expect(swept).toContain(protocol);
    // Still within the grace period: its handler may be writing them right now.
    expect(swept).not.toContain(fresh);
    expect((await rows("coleta")).find((row) => row.protocol === protocol)).not.toHaveProperty("noticesPending");
    const messages = await delivered(protocol, at(start, 61));
    expect(messages.map((message) => message.id).sort()).toEqual([
      `coleta#${protocol}#customer#recebida`,
      `coleta#${protocol}#operations#recebida`,
    ]);
    // Sweeping and dispatching again changes nothing.
    expect(await dispatch.sweep(at(start, 62))).not.toContain(protocol);
    expect(await delivered(protocol, at(start, 62))).toHaveLength(2);
    // Once the grace period is over, the other one too.
    expect(await dispatch.sweep(at(start, 106))).toContain(fresh);
    expect(await delivered(fresh, at(start, 106))).toHaveLength(2);
  });

  it("two transitions written with one mark (the first never announced): the sweep announces both, from the older", async () => {
    // Its arrival announced already (the copy carries no mark, and no messages of its own).
    const protocol = await storedCopy({});
    const row = (await rows("coleta")).find((candidate) => candidate.protocol === protocol) as { history: unknown[] };
    const start = Date.now();
    const when = at(start, 0).toISOString();
    // What two transitions write (transitions.ts): status, details, a history step each; the mark set by the first.
    await putRow("coleta", {
      ...row,
      status: "coletada",
      updatedAt: when,
      schedule: { date: tomorrow(), from: "08:00", to: "12:00" },
      collectedOn: todayInSaoPaulo(new Date(when)),
      collectedLitres: 250,
      driverName: "Carlos Mendes",
      history: [
        ...row.history,
        { from: "recebida", to: "agendada", at: when, by: "operador" },
        { from: "agendada", to: "coletada", at: when, by: "operador" },
      ],
      noticesPending: "agendada",
      noticesAt: when,
    });
    expect(await dispatch.sweep(at(start, 61))).toContain(protocol);
    const messages = await delivered(protocol, at(start, 61));
    expect(messages.map((message) => message.topic)).toEqual(["coleta.agendada", "coleta.coletada"]);
    expect(await dispatch.sweep(at(start, 62))).not.toContain(protocol);
    expect(messages.find((message) => message.topic === "coleta.coletada")?.text).toContain("250");
  });
});

describe("an outbox that cannot be written to for a while", () => {
  it("keeps every message, retries, and delivers each exactly once when it can again", async () => {
    const repair = breakOutbox(backend.outboxDir);
    let refs: string[] = [];
    try {
      const protocols = await Promise.all([create(), create({ language: "en" }), create({ language: "es" })]);
      const references = await Promise.all([contato(contatoRequest()), contato(contatoRequest({ topic: "ri" }))]);
      refs = [...protocols, ...references.map((answer) => String(answer.body.reference))];
      const report = await backend.notifications.flush();
      expect(report.sent).toEqual([]);
      expect(report.retried.length).toBeGreaterThanOrEqual(1);
      // Give the backend's own loop time to fail some more.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const waiting = (await rows("mensagem")).filter((message) => refs.includes(String(message.ref)));
      expect(waiting).toHaveLength(10);
      for (const message of waiting) {
        expect(message).toEqual(expect.objectContaining({ state: "pending", lastError: expect.any(String) }));
        expect(Number(message.attempts)).toBeGreaterThanOrEqual(1);
      }
    } finally {
      repair();
    }
    // Past every backoff: each message goes out now, once.
    const later = new Date(Date.now() + 60 * 60_000);
    await backend.notifications.flush(later);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await backend.notifications.flush(later);
    const files = outboxMessages(backend.outboxDir).filter((message) => refs.includes(String(message.ref)));
    expect(files).toHaveLength(10);
    expect(new Set(files.map((message) => message.id)).size).toBe(10);
    const stored = (await rows("mensagem")).filter((message) => refs.includes(String(message.ref)));
    expect(stored.every((message) => message.state === "sent")).toBe(true);
    expect(await dispatch.listDeadLetters()).toEqual([]);
  });
});
