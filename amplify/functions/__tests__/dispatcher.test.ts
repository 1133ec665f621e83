// @vitest-environment node
/**
 * The dispatcher (amplify/functions/dispatcher/dispatch.ts) against dynalite alone: retries with backoff, dead
 * letters and resending them, exactly once with two dispatchers at once, and a delivery found done before. Time is
 * passed in (`dispatchDue(now)`), so a backoff of minutes takes no time.
 */
import fs from "node:fs";
import type { Server } from "node:http";
import os from "node:os";
import path from "node:path";
import { DeleteItemCommand, DynamoDBClient, ScanCommand } from "@aws-sdk/client-dynamodb";
import { tables } from "../../data/tables";
import { startDynamo } from "../../local/dynamodb";
import { freePort } from "../../local/ports";
import { ensureTables, localRegion } from "../../local/provision";
import { tableRows } from "../../local/__tests__/accounts";
import type { Message, MessageDraft } from "../shared/messages";
import type { Transport } from "../shared/notify";

let dynamo: Server;
let port: number;
let dataDir: string;
let outbox: string;
const saved = { ...process.env };

// Loaded once the environment points at this dynalite (the document client reads it when first used).
let dispatch: typeof import("../dispatcher/dispatch");
let messages: typeof import("../shared/messages");
let notify: typeof import("../shared/notify");

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dispatcher-"));
  outbox = path.join(dataDir, "outbox");
  port = await freePort();
  dynamo = await startDynamo(path.join(dataDir, "dynamodb"), port);
  await ensureTables(`http://localhost:${port}`);
  Object.assign(process.env, {
    AWS_REGION: localRegion,
    AWS_ACCESS_KEY_ID: "local",
    AWS_SECRET_ACCESS_KEY: "local",
    AWS_ENDPOINT_URL_DYNAMODB: `http://localhost:${port}`,
    ...Object.fromEntries(tables.map((table) => [table.env, table.name])),
  });
  delete process.env.OUTBOX_DIR;
  delete process.env.NOTIFY_FROM;
  [dispatch, messages, notify] = await Promise.all([
    import("../dispatcher/dispatch"),
    import("../shared/messages"),
    import("../shared/notify"),
  ]);
});

afterAll(async () => {
  process.env = saved;
  await new Promise((resolve) => dynamo?.close(resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Each test starts with no messages and an empty outbox: dispatchDue takes every due message of the table. */
beforeEach(async () => {
  const client = new DynamoDBClient({
    endpoint: `http://localhost:${port}`,
    region: localRegion,
    credentials: { accessKeyId: "local", secretAccessKey: "local" },
  });
  const { Items = [] } = await client.send(new ScanCommand({ TableName: "mensagem", ProjectionExpression: "id" }));
  for (const Key of Items) await client.send(new DeleteItemCommand({ TableName: "mensagem", Key }));
  fs.rmSync(outbox, { recursive: true, force: true });
});

const rows = async () => (await tableRows(port, "mensagem")) as Message[];
const row = async (id: string) => (await rows()).find((message) => message.id === id);

function draft(n: number | string): MessageDraft {
  return {
    id: `coleta#COL-2026-${String(n).padStart(6, "0")}#customer#agendada`,
    topic: "coleta.agendada",
    ref: `COL-2026-${String(n).padStart(6, "0")}`,
    to: "cliente@example.com",
    subject: `Coleta ${n} agendada`,
    text: "Olá.",
    language: "pt",
  };
}

/** A transport that records every call and fails while `failing` says so. */
function recording(inner: Transport, failing: () => boolean = () => false) {
  const calls: string[] = [];
  const transport: Transport = {
    name: "recording",
    async send(message) {
      calls.push(message.id);
      // A send takes a moment, so two dispatchers' runs interleave.
      await new Promise((resolve) => setTimeout(resolve, 2));
      if (failing()) throw new Error("SMTP 421: try again later");
      return inner.send(message);
    },
  };
  return { transport, calls };
}

const at = (iso: string) => new Date(iso);
const plus = (iso: string, ms: number) => new Date(new Date(iso).getTime() + ms);

describe("messages", () => {
  it("are written once per id: the same drafts again write nothing", async () => {
    const t0 = at("2030-01-01T00:00:00.000Z");
    expect(await messages.putMessages([draft(1), draft(2)], t0)).toEqual([draft(1).id, draft(2).id]);
    expect(
      await messages.putMessages([draft(1), { ...draft(2), text: "other" }], plus(t0.toISOString(), 1000)),
    ).toEqual([]);
    expect(
      (await rows())
        .map((message) => [message.id, message.state, message.attempts, message.createdAt, message.text])
        .sort(),
    ).toEqual([
      [draft(1).id, "pending", 0, t0.toISOString(), "Olá."],
      [draft(2).id, "pending", 0, t0.toISOString(), "Olá."],
    ]);
  });

  it("back off exponentially up to 10 minutes", () => {
    expect([1, 2, 3, 4, 9, 10, 11, 12].map(messages.retryDelayMs)).toEqual([
      2_000, 4_000, 8_000, 16_000, 512_000, 600_000, 600_000, 600_000,
    ]);
  });
});

describe("the dispatcher", () => {
  it("retries a failed message after a growing backoff, keeping the error, and then sends it once", async () => {
    const t0 = "2030-01-02T00:00:00.000Z";
    await messages.putMessages([draft(10)], at(t0));
    let failures = 3;
    const { transport, calls } = recording(notify.outboxTransport(outbox), () => failures-- > 0);

    expect((await dispatch.dispatchDue(at(t0), { transport })).retried).toEqual([draft(10).id]);
    expect(await row(draft(10).id)).toEqual(
      expect.objectContaining({
        state: "pending",
        attempts: 1,
        dueAt: plus(t0, 2_000).toISOString(),
        lastError: "Error: SMTP 421: try again later",
      }),
    );
    expect((await row(draft(10).id))?.leaseUntil).toBeUndefined();
    // Not due before its backoff is over.
    expect(await dispatch.dispatchDue(plus(t0, 1_999), { transport })).toEqual({
      sent: [],
      alreadySent: [],
      retried: [],
      dead: [],
    });
    expect((await dispatch.dispatchDue(plus(t0, 2_000), { transport })).retried).toEqual([draft(10).id]);
    expect((await row(draft(10).id))?.dueAt).toBe(plus(t0, 2_000 + 4_000).toISOString());
    expect((await dispatch.dispatchDue(plus(t0, 6_000), { transport })).retried).toEqual([draft(10).id]);
    expect((await row(draft(10).id))?.dueAt).toBe(plus(t0, 6_000 + 8_000).toISOString());

    expect((await dispatch.dispatchDue(plus(t0, 14_000), { transport })).sent).toEqual([draft(10).id]);
    expect(await row(draft(10).id)).toEqual(
      expect.objectContaining({ state: "sent", attempts: 3, sentAt: plus(t0, 14_000).toISOString(), via: "recording" }),
    );
    expect(calls).toEqual(Array(4).fill(draft(10).id));
    expect(fs.readdirSync(outbox)).toHaveLength(1);
    // Sent: never again.
    expect((await dispatch.dispatchDue(plus(t0, 3_600_000), { transport })).sent).toEqual([]);
    expect(calls).toHaveLength(4);
  });

  it("makes a message a dead letter after the last attempt; staff resend it, and it is sent once", async () => {
    const t0 = "2030-01-03T00:00:00.000Z";
    await messages.putMessages([draft(20)], at(t0));
    let broken = true;
    const { transport, calls } = recording(notify.outboxTransport(outbox), () => broken);
    let now = at(t0);
    for (let attempt = 1; attempt <= messages.MAX_ATTEMPTS; attempt += 1) {
      const report = await dispatch.dispatchDue(now, { transport });
      expect(report[attempt < messages.MAX_ATTEMPTS ? "retried" : "dead"]).toEqual([draft(20).id]);
      now = at(String((await row(draft(20).id))?.dueAt));
    }
    expect(calls).toHaveLength(messages.MAX_ATTEMPTS);
    const dead = await row(draft(20).id);
    expect(dead).toEqual(
      expect.objectContaining({
        state: "dead",
        attempts: messages.MAX_ATTEMPTS,
        lastError: expect.stringContaining("SMTP 421"),
      }),
    );
    // Its place in the byState index (the staff's list, newest first) is the moment it died.
    expect(dead?.dueAt).toBe(dead?.failedAt);
    expect((await dispatch.listDeadLetters()).map((message) => message.id)).toEqual([draft(20).id]);
    // A dead letter is never taken again by the dispatcher on its own.
    broken = false;
    expect((await dispatch.dispatchDue(at("2031-01-01T00:00:00.000Z"), { transport })).sent).toEqual([]);
    expect(calls).toHaveLength(messages.MAX_ATTEMPTS);

    const resentAt = at("2030-01-04T00:00:00.000Z");
    expect(await dispatch.resend(draft(20).id, resentAt)).toBe(true);
    expect(await row(draft(20).id)).toEqual(
      expect.objectContaining({ state: "pending", attempts: 0, dueAt: resentAt.toISOString() }),
    );
    expect(await dispatch.listDeadLetters()).toEqual([]);
    expect((await dispatch.dispatchDue(resentAt, { transport })).sent).toEqual([draft(20).id]);
    expect((await row(draft(20).id))?.state).toBe("sent");
    // Only dead letters can be resent: a sent message, a pending one or an unknown id cannot.
    expect(await dispatch.resend(draft(20).id, resentAt)).toBe(false);
    expect(await dispatch.resend("coleta#COL-2026-999999#customer#agendada", resentAt)).toBe(false);
    expect(fs.readdirSync(outbox)).toHaveLength(1);
  });

  it("sends each message once when two dispatchers run at the same time", async () => {
    const t0 = "2030-01-05T00:00:00.000Z";
    const drafts = Array.from({ length: 30 }, (_, n) => draft(100 + n));
    await messages.putMessages(drafts, at(t0));
    // Counted at the transport, before the outbox's own once-per-file guard: the claim alone must ensure it.
    const { transport, calls } = recording(notify.outboxTransport(outbox));
    const loop = async () => {
      const reports = [];
      for (let run = 0; run < 3; run += 1) reports.push(await dispatch.dispatchDue(plus(t0, run * 10), { transport }));
      return reports;
    };
    const [first, second] = await Promise.all([loop(), loop()]);
    const sent = [...first, ...second].flatMap((report) => report.sent);
    expect(sent.sort()).toEqual(drafts.map((message) => message.id).sort());
    expect(calls.sort()).toEqual(drafts.map((message) => message.id).sort());
    // Both dispatchers did some of the work.
    expect(first.flatMap((report) => report.sent).length).toBeGreaterThan(0);
    expect(second.flatMap((report) => report.sent).length).toBeGreaterThan(0);
    expect(fs.readdirSync(outbox)).toHaveLength(30);
    expect((await rows()).every((message) => message.state === "sent" && message.leaseUntil === undefined)).toBe(true);
  });

  it("marks a message sent without writing it again when its file exists (delivered, then the dispatcher died)", async () => {
    const t0 = "2030-01-06T00:00:00.000Z";
    await messages.putMessages([draft(30)], at(t0));
    const stored = (await row(draft(30).id)) as Message;
    // The first dispatcher wrote the file and died before recording it: the message is still pending.
    await notify.outboxTransport(outbox).send(stored);
    const file = path.join(outbox, messages.messageFileName(stored));
    const before = fs.readFileSync(file, "utf8");
    const report = await dispatch.dispatchDue(at(t0), { transport: notify.outboxTransport(outbox) });
    expect(report).toEqual({ sent: [], alreadySent: [draft(30).id], retried: [], dead: [] });
    expect(await row(draft(30).id)).toEqual(expect.objectContaining({ state: "sent", via: "outbox" }));
    expect(fs.readFileSync(file, "utf8")).toBe(before);
    expect(fs.readdirSync(outbox)).toEqual([path.basename(file)]);
  });

  it("leaves a message claimed by a dispatcher that died until its lease ends, then another sends it", async () => {
    const t0 = "2030-01-07T00:00:00.000Z";
    await messages.putMessages([draft(40)], at(t0));
    const dying: Transport = {
      name: "dying",
      send: () => new Promise(() => undefined), // never answers: the process is gone
    };
    void dispatch.dispatchDue(at(t0), { transport: dying, leaseMs: 60_000 });
    await vi.waitFor(async () => expect((await row(draft(40).id))?.leaseUntil).toBe(plus(t0, 60_000).toISOString()));
    const { transport, calls } = recording(notify.outboxTransport(outbox));
    expect((await dispatch.dispatchDue(plus(t0, 59_999), { transport })).sent).toEqual([]);
    expect((await dispatch.dispatchDue(plus(t0, 60_000), { transport })).sent).toEqual([draft(40).id]);
    expect(calls).toEqual([draft(40).id]);
    expect(await row(draft(40).id)).toEqual(expect.objectContaining({ state: "sent", attempts: 0 }));
  });

  it("with no transport (no outbox, no sender) leaves messages pending", async () => {
    await messages.putMessages([draft(50)], at("2030-01-08T00:00:00.000Z"));
    expect(await dispatch.dispatchDue(at("2030-01-09T00:00:00.000Z"), { transport: null })).toEqual({
      sent: [],
      alreadySent: [],
      retried: [],
      dead: [],
    });
    expect((await row(draft(50).id))?.state).toBe("pending");
  });
});
