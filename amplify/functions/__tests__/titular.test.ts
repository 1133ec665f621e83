// @vitest-environment node
/**
 * Data-subject requests through the real local backend (the local gateway, dynalite, cognito-local, the dispatcher's
 * outbox): a request filed, its link e-mailed and opened, the reference and deadline given once, the DPO team's inbox;
 * a replayed or reused idempotency key, an invalid body, an unknown, expired or replayed link; what DynamoDB's Time to
 * Live deletes (the local backend's emulation of it, run with the clock ahead): an unconfirmed request with its claim
 * and its link's e-mail after 72 hours, a confirmed one only at the end of its five years.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DynamoDBClient, UpdateItemCommand } from "@aws-sdk/client-dynamodb";
import { startLocalBackend, type LocalBackend } from "../../local/backend";
import { outboxMessages } from "../../local/outbox";
import { staffTokens, tableRows } from "../../local/__tests__/accounts";
import { titularRequest } from "../../../src/domain/__tests__/fixtures";
import { legalDeadline } from "../../../src/domain/titular";
import { localRegion } from "../../local/provision";
import { isExpired } from "../../local/ttl-sweep";

let backend: LocalBackend;
let dataDir: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "titular-"));
  backend = await startLocalBackend({ dataDir, ports: "free", outputsFile: null, log: () => undefined });
  Object.assign(tokens, await staffTokens(backend));
}, 60_000);

afterAll(async () => {
  await backend?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function post(route: string, body: unknown) {
  const response = await fetch(`${backend.outputs.custom.API.ContatoAPI.endpoint}${route}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const codes = (body: Record<string, unknown>) => (body.errors as { field: string; code: string }[]).map((e) => e.code);

/** The link e-mailed for the request with this idempotency key, as the outbox delivered it; its token. */
async function linkToken(idempotencyKey: string): Promise<{ token: string; text: string; subject: string }> {
  await backend.notifications.flush();
  const mail = outboxMessages(backend.outboxDir).filter((message) => message.ref === idempotencyKey);
  expect(mail).toHaveLength(1);
  const match = /\/lei-lgpd\/confirmar\/#([A-Za-z0-9_-]{43})/.exec(mail[0].text);
  expect(match).not.toBeNull();
  return { token: match![1], text: mail[0].text, subject: mail[0].subject };
}

async function inbox(token: string, query = "topic=titular") {
  const response = await fetch(`${backend.outputs.custom.API.EquipeAPI.endpoint}mensagens?${query}`, {
    headers: { Authorization: token },
  });
  return { status: response.status, body: (await response.json()) as { items: Record<string, unknown>[] } };
}

describe("POST /contato/titular and its confirmation", () => {
  it("stores the request awaiting confirmation, e-mails a link once, and reaches the DPO's inbox only when confirmed", async () => {
    const request = titularRequest({ language: "en", email: "livia.en@example.com", right: "eliminacao" });
    const first = await post("contato/titular", request);
    expect(first).toEqual({ status: 202, body: { status: "awaiting-confirmation" } });
    const again = await post("contato/titular", request);
    expect(again).toEqual({ status: 200, body: { status: "awaiting-confirmation" } });

    const { token, subject } = await linkToken(request.idempotencyKey);
    expect(subject).toBe("Confirm your data subject request");
    // Stored under the token's hash, never the token itself; not in any staff list yet.
    const rows = await tableRows(backend.ports.dynamodb, "contato");
    expect(JSON.stringify(rows)).not.toContain(token);
    const pending = rows.find((row) => row.kind === "titular-pendente" && row.email === "livia.en@example.com");
    expect(pending?.inbox).toBeUndefined();
    expect((await inbox(tokens.privacidade)).body.items).toHaveLength(0);

    const confirmed = await post("contato/titular/confirmar", { token });
    expect(confirmed.status).toBe(201);
    const reference = String(confirmed.body.reference);
    expect(reference).toMatch(/^CTT-\d{4}-\d{6}$/);
    expect(confirmed.body.deadline).toBe(legalDeadline(new Date()));
    // The link opened again: the same answer, nothing new.
    const replay = await post("contato/titular/confirmar", { token });
    expect(replay).toEqual({ status: 200, body: confirmed.body });

    await backend.notifications.flush();
    const mail = outboxMessages(backend.outboxDir).filter((message) => message.ref === reference);
    const toRequester = mail.find((message) => message.topic === "contato.confirmation");
    expect(toRequester?.to).toBe("livia.en@example.com");
    expect(toRequester?.subject).toBe(`Data subject request ${reference} confirmed`);
    expect(toRequester?.text).toContain("Deletion of my data");
    const deadline = new Date(`${String(confirmed.body.deadline)}T12:00:00Z`);
    expect(toRequester?.text).toContain(
      new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(deadline),
    );
    const alert = mail.find((message) => message.topic === "contato.alert");
    expect(alert?.to).toBe("privacidade@circulare.com.br");
    expect(mail).toHaveLength(2);

    const listed = await inbox(tokens.privacidade);
    expect(listed.status).toBe(200);
    expect(listed.body.items.map((item) => [item.reference, item.deadline, item.right])).toEqual([
      [reference, confirmed.body.deadline, "eliminacao"],
    ]);
    // Another team does not see it.
    expect((await inbox(tokens.contato, "")).body.items.map((item) => item.reference)).not.toContain(reference);
  });

  it("refuses an invalid body with translated errors, a reused key with other content, and the topic on POST /contato", async () => {
    const invalid = await post("contato/titular", { ...titularRequest(), email: "nope", consent: false });
    expect(invalid.status).toBe(400);
    expect(codes(invalid.body).sort()).toEqual(["consent_required", "invalid_email"]);

    const request = titularRequest();
    expect((await post("contato/titular", request)).status).toBe(202);
    const reused = await post("contato/titular", { ...request, right: "portabilidade" });
    expect(reused.status).toBe(422);
    expect(codes(reused.body)).toEqual(["idempotency_mismatch"]);

    const around = await post("contato", { ...titularRequest(), topic: "titular", right: undefined });
    expect(around.status).toBe(400);
  });

  it("refuses an unknown link and an expired one; an expired request never reaches staff", async () => {
    const unknown = await post("contato/titular/confirmar", { token: "x".repeat(43), language: "es" });
    expect(unknown.status).toBe(404);
    expect(codes(unknown.body)).toEqual(["invalid_link"]);

    const request = titularRequest({ email: "expira@example.com" });
    await post("contato/titular", request);
    const { token } = await linkToken(request.idempotencyKey);
    // Seeded: the pending row's expiry moved to the past in the table (48 hours cannot be waited for).
    const pending = (await tableRows(backend.ports.dynamodb, "contato")).find(
      (row) => row.kind === "titular-pendente" && row.email === "expira@example.com",
    );
    const client = new DynamoDBClient({
      endpoint: `http://localhost:${backend.ports.dynamodb}`,
      region: localRegion,
      credentials: { accessKeyId: "local", secretAccessKey: "local" },
    });
    await client.send(
      new UpdateItemCommand({
        TableName: "contato",
        Key: { reference: { S: String(pending?.reference) } },
        UpdateExpression: "SET expiresAt = :past",
        ExpressionAttributeValues: { ":past": { S: new Date(Date.now() - 1000).toISOString() } },
      }),
    );
    const expired = await post("contato/titular/confirmar", { token });
    expect(expired.status).toBe(410);
    expect(codes(expired.body)).toEqual(["link_expired"]);
    const listed = await inbox(tokens.administradores, "topic=titular");
    expect(listed.body.items.map((item) => item.email)).not.toContain("expira@example.com");
  });
});

describe("Time to Live (the local backend deletes what AWS would)", () => {
  const hours = (count: number) => new Date(Date.now() + count * 3600_000);

  /** Every row that holds `email`: in contato the pending request, its idempotency claim and the inbox message; the e-mails. */
  async function rowsHolding(email: string) {
    const holds = (row: Record<string, unknown>) => JSON.stringify(row).includes(email);
    return {
      contato: (await tableRows(backend.ports.dynamodb, "contato")).filter(holds),
      mensagem: (await tableRows(backend.ports.dynamodb, "mensagem")).filter(holds),
    };
  }
  const kinds = (rows: Record<string, unknown>[]) => rows.map((row) => String(row.kind ?? row.topic)).sort();

  it("deletes an unconfirmed request, its claim and its link's e-mail after 72 hours; a confirmed one stays five years", async () => {
    const lapses = titularRequest({ email: "esquece.ttl@example.com" });
    const stays = titularRequest({ email: "confirma.ttl@example.com" });
    expect((await post("contato/titular", lapses)).status).toBe(202);
    expect((await post("contato/titular", stays)).status).toBe(202);
    const lapsed = await linkToken(lapses.idempotencyKey);
    const kept = await linkToken(stays.idempotencyKey);
    expect((await post("contato/titular/confirmar", { token: kept.token })).status).toBe(201);
    await backend.notifications.flush();

    const before = await rowsHolding("esquece.ttl@example.com");
    expect(kinds(before.contato)).toEqual(["idempotency", "titular-pendente"]);
    expect(kinds(before.mensagem)).toEqual(["titular.link"]);
    const filedAt = Date.parse(String(before.contato.find((row) => row.kind === "titular-pendente")?.createdAt));
    for (const row of [...before.contato, ...before.mensagem])
      expect(row.purgeAt, String(row.kind ?? row.topic)).toBe(Math.floor(filedAt / 1000) + 72 * 3600);
    const confirmed = await rowsHolding("confirma.ttl@example.com");
    expect(kinds(confirmed.contato)).toEqual(["contato", "idempotency", "titular-pendente"]);
    const fiveYears = confirmed.contato.find((row) => row.kind === "contato")?.purgeAt as number;
    expect(fiveYears).toBeGreaterThan(Date.now() / 1000 + 5 * 365 * 86_400 - 86_400);
    // The request's three rows in contato end together, at the end of its retention.
    expect(confirmed.contato.map((row) => row.purgeAt)).toEqual([fiveYears, fiveYears, fiveYears]);

    // The link still works for 47 hours, and nothing is deleted.
    expect(await backend.notifications.expire(hours(47))).toEqual([]);
    expect(await rowsHolding("esquece.ttl@example.com")).toEqual(before);

    // 73 hours later the unconfirmed request is gone everywhere; the confirmed one and its e-mails stay.
    const deleted = await backend.notifications.expire(hours(73));
    expect(deleted.length).toBeGreaterThanOrEqual(3);
    expect(await rowsHolding("esquece.ttl@example.com")).toEqual({ contato: [], mensagem: [] });
    const after = await rowsHolding("confirma.ttl@example.com");
    expect(after.contato).toEqual(confirmed.contato);
    // Its link's e-mail (the token, the name) has served its purpose: it goes at 72 hours as well; the confirmation stays.
    expect(kinds(after.mensagem)).toEqual(kinds(confirmed.mensagem).filter((kind) => kind !== "titular.link"));
    expect(kinds(after.mensagem)).toContain("contato.confirmation");
    expect((await inbox(tokens.privacidade)).body.items.map((item) => item.email)).toContain(
      "confirma.ttl@example.com",
    );
    // Its link is now simply unknown.
    const late = await post("contato/titular/confirmar", { token: lapsed.token });
    expect(late.status).toBe(404);
    expect(codes(late.body)).toEqual(["invalid_link"]);

    // At the end of five years the confirmed request goes too (its three rows in contato).
    await backend.notifications.expire(new Date(fiveYears * 1000 + 1000));
    const gone = await rowsHolding("confirma.ttl@example.com");
    expect(gone.contato).toEqual([]);
  });

  it("follows AWS's rule: a Number of epoch seconds in the past, not a string, not the future, not over five years old", () => {
    const now = 1_800_000_000;
    expect(isExpired(now - 1, now)).toBe(true);
    expect(isExpired(now, now)).toBe(false);
    expect(isExpired(now + 3600, now)).toBe(false);
    expect(isExpired(String(now - 1), now)).toBe(false);
    expect(isExpired(undefined, now)).toBe(false);
    expect(isExpired(now - 6 * 365 * 86_400, now)).toBe(false);
  });
});
