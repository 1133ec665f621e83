// @vitest-environment node
/**
 * What a closing costs in DynamoDB as the message table grows (issue 29's review): every command closeAccount sends,
 * counted by table, with the items DynamoDB examined to answer them (ScannedCount: what a scan or query is billed by),
 * against the local backend with 1 and then 200 messages in `mensagem` when the closing starts. The closing finds the
 * customer's e-mails through the table's index by person (`byPerson`), so neither the calls nor the items read grow
 * with the other customers' messages; a scan would read all 200. amplify/README.md (Scale) quotes the numbers.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startLocalBackend, type LocalBackend } from "../../local/backend";
import { claimsOf, confirmedCustomer, tableRows, testPassword } from "../../local/__tests__/accounts";
import { claimsFrom } from "../shared/http";
import { db } from "../shared/dynamo";
import { messageId, putMessages, type MessageDraft } from "../shared/messages";
import { closeAccount } from "../coleta-api/account-data";
import { backfillMessagePersons } from "../shared/message-backfill";
import { PutCommand } from "@aws-sdk/lib-dynamodb";

type Sent = { command: string; table: string; scanned: number };

let backend: LocalBackend;
let dataDir: string;
const counting = new AsyncLocalStorage<Sent[]>();

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "closing-reads-"));
  backend = await startLocalBackend({ dataDir, ports: "free", outputsFile: null, log: () => undefined });
  // Only the commands sent inside `counting.run` (the closing), not the dispatcher's, which ticks in this process too.
  db().middlewareStack.add(
    (next, context) => async (args) => {
      const out = await next(args);
      const log = counting.getStore();
      const input = args.input as { TableName?: string };
      const output = out.output as { ScannedCount?: number };
      if (log)
        log.push({
          command: context.commandName ?? "?",
          table: input.TableName ?? "",
          scanned: output.ScannedCount ?? 0,
        });
      return out;
    },
    { step: "initialize", name: "countClosingCalls" },
  );
}, 60_000);

afterAll(async () => {
  await backend?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A message of the kind a contact form's reply is (to the person who wrote), to `to`. */
function message(label: string, to: string): MessageDraft {
  return {
    id: messageId("medida", label),
    topic: "contato.reply",
    ref: "CTT-2026-000001",
    to,
    subject: "Resposta",
    text: `Olá, ${to}`,
    language: "pt",
  };
}

/** Closes a new customer's account (one e-mail of theirs in the table) with `total` messages in the table; the calls. */
async function closingWith(total: number, label: string) {
  const email = `medida-${label}-${Date.now()}@example.com`;
  const session = await confirmedCustomer(backend, email);
  const claims = claimsFrom(claimsOf(session.idToken));
  if (!claims) throw new Error("no claims");
  await putMessages([message(`${label}-mine`, email)]);
  const present = (await tableRows(backend.ports.dynamodb, "mensagem")).length;
  const others = Array.from({ length: total - present }, (_, n) =>
    message(`${label}-other-${n}`, `outra-${n}@example.com`),
  );
  await putMessages(others);
  expect((await tableRows(backend.ports.dynamodb, "mensagem")).length).toBe(total);
  const sent: Sent[] = [];
  const outcome = await counting.run(sent, () => closeAccount(claims, { password: testPassword }, null, "pt"));
  expect(outcome).toMatchObject({ kind: "closed", counts: { messages: 1 } });
  const mensagem = sent.filter((call) => call.table.endsWith("mensagem"));
  return {
    calls: sent.length,
    messageTableCalls: mensagem.map((call) => call.command),
    messageItemsRead: mensagem.reduce((sum, call) => sum + call.scanned, 0),
  };
}

it("sends the same commands and reads the same items with 1 or 200 messages in the table", async () => {
  const one = await closingWith(1, "one");
  const many = await closingWith(200, "many");
  // Printed for amplify/README.md (Scale).
  console.log(JSON.stringify({ one, many }));
  expect(many).toEqual(one);
  expect(many.messageTableCalls).not.toContain("ScanCommand");
  expect(many.messageItemsRead).toBe(1);
}, 120_000);

it("the backfill gives messages written before byPerson their person (a staff alert: who wrote), once", async () => {
  const legacy = (id: string, fields: Record<string, unknown>) =>
    db().send(
      new PutCommand({
        TableName: "mensagem",
        Item: { id, ref: "COL-2026-000001", subject: "s", text: "t", language: "pt", channel: "email", ...fields },
      }),
    );
  // As the table's writers stored them before the index: no `person`, no `about`.
  await legacy("legado#aviso", { topic: "coleta.recebida", to: " Ana@Example.com" });
  await legacy("legado#alerta", {
    topic: "coleta.recebida.alert",
    to: "operacao@circulare.local",
    replyTo: "Bia@Example.com",
  });
  await legacy("legado#apagada", { topic: "coleta.agendada", to: "—" });
  expect(await backfillMessagePersons()).toBe(2);
  const rows = await tableRows(backend.ports.dynamodb, "mensagem");
  const person = (id: string) => rows.find((row) => row.id === id)?.person;
  expect([person("legado#aviso"), person("legado#alerta"), person("legado#apagada")]).toEqual([
    "ana@example.com",
    "bia@example.com",
    undefined,
  ]);
  expect(await backfillMessagePersons()).toBe(0);
}, 60_000);
