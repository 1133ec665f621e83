/**
 * The back-office half of the data benchmark (`npm run bench:scale -- --only=backoffice`; `--only=data` runs it
 * after the customers' and operators' reads): EquipeAPI's reads with `rows` rows (default 100,000) in each table they
 * read. On the local backend (dynalite, the real handler behind the local gateway, an administrator's ID token), in a
 * temporary data folder, it stores `rows` contact messages (two years, the three topics, every inbox status, some
 * assigned, each with the idempotency claim the API writes beside it), `rows` survey answers (three years, with their
 * `month`) and `rows` e-mails in `mensagem` (1 % dead letters, the rest sent). Then it times each read (a warm-up
 * call, then 9, or 3 for the reads that go through a whole range), prints median and slowest, and fails when
 *   - a read's slowest call is over its stated budget (BUDGET_MS; WHOLE_RANGE_BUDGET_MS for the reads that by design
 *     read every row of a range: a text nothing matches, an export's 5,000 rows, three years of survey answers), or
 *   - the handlers sent a Scan while it ran (every command of the handlers' DynamoDB client is recorded).
 * Absolute times are dynalite's on this machine; what they show is which reads stay flat as the tables grow.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CognitoIdentityProviderClient } from "@aws-sdk/client-cognito-identity-provider";
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import type { InboxStatus } from "../../src/domain/backoffice";
import type { ContatoTopic } from "../../src/domain/contato";
import { startLocalBackend } from "../../amplify/local/backend";
import { localRegion } from "../../amplify/local/provision";
import { inboxFields } from "../../amplify/functions/equipe-api/inbox";
import { surveyMonth } from "../../amplify/functions/equipe-api/surveys";
import { MAX_ATTEMPTS, newMessage, type Message } from "../../amplify/functions/shared/messages";
import { companies, random, signIn, time, writeAll, type Timing } from "./bench-reads";
import { table } from "./lighthouse";

const credentials = { accessKeyId: "local", secretAccessKey: "local" };

/** The most a page or a lookup may take (its slowest call), on this emulator. */
export const BUDGET_MS = 1_500;
/** The most a read that goes through a whole range by design may take (its slowest call). */
export const WHOLE_RANGE_BUDGET_MS = 20_000;

const topicShares: readonly (readonly [ContatoTopic, number])[] = [
  ["geral", 0.6],
  ["ri", 0.15],
  ["fornecedor", 0.25],
];
const statusShares: readonly (readonly [InboxStatus, number])[] = [
  ["nova", 0.1],
  ["em-andamento", 0.1],
  ["respondida", 0.6],
  ["arquivada", 0.2],
];
const firstNames = ["Ruth", "Marina", "Paulo", "Joana", "Carlos", "Beatriz", "Tiago", "Luana"];
const texts = [
  "Gostaria de saber se vocês atendem o interior de Minas Gerais e qual o volume mínimo para a coleta.",
  "Somos uma rede de oficinas e queremos um contrato de coleta mensal para as nossas doze unidades.",
  "Quero entender como funciona o certificado de destinação e se ele vale para a fiscalização estadual.",
  "Temos interesse em fornecer tambores e bombonas para a operação de vocês no Sudeste.",
];

function share<T>(roll: number, shares: readonly (readonly [T, number])[]): T {
  let left = roll;
  return shares.find(([, part]) => (left -= part) < 0)?.[0] ?? shares[shares.length - 1][0];
}

type Seeded = { adminToken: string; reference: string; company: string };

async function seed(
  rows: number,
  db: DynamoDBDocumentClient,
  adminUsername: string,
): Promise<Omit<Seeded, "adminToken">> {
  const next = random(26);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const now = Date.now();
  const year = new Date(now).getUTCFullYear();
  const contato: Record<string, unknown>[] = [];
  const pesquisa: Record<string, unknown>[] = [];
  const mensagem: Message[] = [];
  for (let index = 0; index < rows; index += 1) {
    const reference = `CTT-${year}-${String(index + 1).padStart(6, "0")}`;
    const createdAt = new Date(now - Math.floor(next() * 730 * 86_400_000)).toISOString();
    const topic = share(next(), topicShares);
    const status = share(next(), statusShares);
    const idempotencyKey = crypto.randomUUID();
    const company = `${pick(companies)} ${index % 1000}`;
    const record = {
      reference,
      topic,
      name: `${pick(firstNames)} Costa`,
      email: `contato${index}@empresa${index % 997}.com.br`,
      company,
      ...(topic === "fornecedor" ? { cnpj: "11222333000181", supplyCategory: "embalagens" } : {}),
      message: pick(texts),
      language: "pt",
      consent: true,
      createdAt,
      kind: "contato",
      idempotencyKey,
      ...inboxFields(topic, status),
      ...(next() < 0.05 ? { assignee: { username: adminUsername, email: "admin@circulare.local" } } : {}),
      ...(status === "nova" ? {} : { updatedAt: createdAt }),
    };
    contato.push(record, {
      reference: `IDEM#${idempotencyKey}`,
      kind: "idempotency",
      claimedAt: createdAt,
      owner: "anonymous",
      fingerprint: "bench",
      target: reference,
      item: record,
    });

    const answeredAt = new Date(now - Math.floor(next() * 1095 * 86_400_000)).toISOString();
    pesquisa.push({
      protocol: `COL-${year}-${String(index + 1).padStart(6, "0")}`,
      customerId: `bench-customer-${index % 5000}`,
      createdAt: answeredAt,
      month: surveyMonth(answeredAt),
      score: Math.floor(next() * 11),
      language: "pt",
      ...(next() < 0.3 ? { comment: "Coleta no horário, equipe educada." } : {}),
      idempotencyKey: crypto.randomUUID(),
      fingerprint: "bench",
    });

    const written = new Date(now - Math.floor(next() * 730 * 86_400_000));
    const message = newMessage(
      {
        id: `contato#${reference}#confirmation`,
        topic: "contato.confirmation",
        ref: reference,
        to: record.email,
        subject: `Recebemos sua mensagem ${reference}`,
        text: `Olá,\n\nRecebemos sua mensagem (${reference}). ${pick(texts)}\n\nEquipe Circulare`,
        language: "pt",
      },
      written,
    );
    const diedAt = new Date(written.getTime() + 37 * 60_000).toISOString();
    mensagem.push(
      index % 100 === 0
        ? {
            ...message,
            state: "dead",
            attempts: MAX_ATTEMPTS,
            lastError: "Error: SMTP 421: try again later",
            failedAt: diedAt,
            dueAt: diedAt,
          }
        : { ...message, state: "sent", sentAt: message.createdAt, via: "ses" },
    );
  }
  const started = Date.now();
  await writeAll(db, "contato", contato);
  await writeAll(db, "pesquisa", pesquisa);
  await writeAll(db, "mensagem", mensagem as unknown as Record<string, unknown>[]); // a Message is a plain record
  console.log(
    `  stored ${rows.toLocaleString("en")} contact messages (${contato.length.toLocaleString("en")} items with their claims), ${pesquisa.length.toLocaleString("en")} survey answers, ${mensagem.length.toLocaleString("en")} e-mails (${mensagem.filter((message) => message.state === "dead").length.toLocaleString("en")} dead letters) in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  return { reference: `CTT-${year}-${String(Math.floor(rows / 2)).padStart(6, "0")}`, company: "Retifica 42" };
}

export type BackofficeTiming = Timing & { budget: number; scans: number; reads: number };
export type BackofficeResult = {
  rows: number;
  timings: BackofficeTiming[];
  slowest: BackofficeTiming;
  failures: string[];
};

/** The São Paulo-ish date `days` days ago, "YYYY-MM-DD". */
function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

export async function benchBackofficeReads(rows: number): Promise<BackofficeResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-backoffice-"));
  const backend = await startLocalBackend({ dataDir, ports: "free", outputsFile: null, log: () => undefined });
  let restoreSend = () => {};
  try {
    // Every command a document client of this process sends: the handlers' (the local backend runs them here; they
    // may be another instance of shared/dynamo.ts than this script would import, but the SDK package is one).
    const commands: string[] = [];
    // The prototype's `send` has overloads no plain function type matches: cast to the one shape used here.
    const prototype = DynamoDBDocumentClient.prototype as unknown as {
      send: (this: unknown, command: { constructor: { name: string } }, ...rest: unknown[]) => Promise<unknown>;
    };
    const originalSend = prototype.send;
    prototype.send = function (command, ...rest) {
      commands.push(command.constructor.name);
      return originalSend.call(this, command, ...rest);
    };
    restoreSend = () => (prototype.send = originalSend);
    const db = DynamoDBDocumentClient.from(
      new DynamoDBClient({ endpoint: `http://localhost:${backend.ports.dynamodb}`, region: localRegion, credentials }),
      { marshallOptions: { removeUndefinedValues: true } },
    );
    const admin = backend.staff.find((account) => account.group === "administradores");
    if (!admin) throw new Error("no local administrator");
    const adminToken = await signIn(
      new CognitoIdentityProviderClient({
        endpoint: backend.outputs.custom.local.userPoolEndpoint,
        region: localRegion,
        credentials,
      }),
      backend.outputs.auth.user_pool_client_id,
      admin.email,
      admin.password,
    );
    const adminUsername = String(
      JSON.parse(Buffer.from(adminToken.split(".")[1], "base64url").toString("utf8"))["cognito:username"],
    );
    const seeded = await seed(rows, db, adminUsername);

    const get = (route: string) => () =>
      fetch(`${backend.outputs.custom.API.EquipeAPI.endpoint}${route}`, { headers: { Authorization: adminToken } });
    const secondDeadPage = async () => {
      const first = (await (await get("avisos-falhos")()).json()) as { next: string | null };
      if (!first.next) throw new Error("GET /avisos-falhos: no second page");
      return `avisos-falhos?next=${encodeURIComponent(first.next)}`;
    };
    const reads: [read: string, route: string, budget: number, times?: number][] = [
      ["GET /mensagens (first page, every topic and status: 12 partitions)", "mensagens", BUDGET_MS],
      ["GET /mensagens?topic=ri&status=nova", "mensagens?topic=ri&status=nova", BUDGET_MS],
      ["GET /mensagens?from&to (one month)", `mensagens?from=${daysAgo(60)}&to=${daysAgo(30)}`, BUDGET_MS],
      ["GET /mensagens?limit=100&status=respondida", "mensagens?limit=100&status=respondida", BUDGET_MS],
      ["GET /mensagens?assignee=me (1 in 20)", "mensagens?assignee=me", WHOLE_RANGE_BUDGET_MS, 3],
      [
        "GET /mensagens?q=<company> (about 1 in 700)",
        `mensagens?q=${encodeURIComponent(seeded.company)}`,
        WHOLE_RANGE_BUDGET_MS,
        3,
      ],
      ["GET /mensagens?q=<no match>", `mensagens?q=${encodeURIComponent("Nenhuma Empresa")}`, WHOLE_RANGE_BUDGET_MS, 3],
      ["GET /mensagens?q=<reference>", `mensagens?q=${seeded.reference}`, BUDGET_MS],
      ["GET /mensagens/{reference}", `mensagens/${seeded.reference}`, BUDGET_MS],
      ["GET /mensagens/exportar (first part: 5,000 rows)", "mensagens/exportar", WHOLE_RANGE_BUDGET_MS, 3],
      [
        "GET /mensagens/exportar?topic=ri&status=nova",
        "mensagens/exportar?topic=ri&status=nova",
        WHOLE_RANGE_BUDGET_MS,
        3,
      ],
      ["GET /pesquisas (last 12 months)", "pesquisas", WHOLE_RANGE_BUDGET_MS, 3],
      [
        "GET /pesquisas?from (36 months, the longest range)",
        `pesquisas?from=${daysAgo(3 * 365 - 20)}`,
        WHOLE_RANGE_BUDGET_MS,
        3,
      ],
      ["GET /avisos-falhos (first page)", "avisos-falhos", BUDGET_MS],
      ["GET /avisos-falhos?next (second page)", await secondDeadPage(), BUDGET_MS],
    ];
    const timings: BackofficeTiming[] = [];
    const failures: string[] = [];
    for (const [read, route, budget, times] of reads) {
      const before = commands.length;
      const timing = await time(read, "administrator", get(route), times ?? 9);
      const sent = commands.slice(before);
      const scans = sent.filter((name) => name.includes("Scan")).length;
      const result = { ...timing, budget, scans, reads: sent.filter((name) => /Query|Get/.test(name)).length };
      timings.push(result);
      if (result.reads === 0)
        failures.push(`${read}: no DynamoDB read recorded (is the command log on the handlers' client?)`);
      if (scans > 0) failures.push(`${read}: ${scans} Scan command(s)`);
      if (timing.slowest > budget)
        failures.push(`${read}: slowest call ${timing.slowest.toFixed(0)} ms, over its budget of ${budget} ms`);
    }
    const slowest = timings.reduce((worst, timing) => (timing.median > worst.median ? timing : worst));
    return { rows, timings, slowest, failures };
  } finally {
    restoreSend();
    await backend.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printBackofficeReads(result: BackofficeResult): void {
  const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(0)} ms`);
  console.log(
    `\n${table(
      ["EquipeAPI read (through the local gateway)", "answer", "median", "slowest", "budget", "scans"],
      result.timings.map((timing) => [
        timing.read,
        timing.answer,
        ms(timing.median),
        ms(timing.slowest),
        ms(timing.budget),
        String(timing.scans),
      ]),
    )}`,
  );
  console.log(
    `\nSlowest back-office read at ${result.rows.toLocaleString("en")} rows a table: ${result.slowest.read}, median ${ms(result.slowest.median)} (slowest run ${ms(result.slowest.slowest)})`,
  );
  if (result.failures.length)
    console.log(`\nFAILED:\n${result.failures.map((failure) => `  - ${failure}`).join("\n")}`);
  else
    console.log(
      `Every read within its budget (pages and lookups ${ms(BUDGET_MS)}, whole ranges ${ms(WHOLE_RANGE_BUDGET_MS)}), no scans.`,
    );
}
