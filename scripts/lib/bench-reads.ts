/**
 * The data half of `npm run bench:scale` (`--only=data` runs it alone): how the reads customers and staff make
 * behave with a large coleta table. On the local backend (dynalite, the real handlers behind the local gateway, ID
 * tokens checked as on AWS), in a temporary data folder, it stores `rows` collection requests (default 100,000;
 * `--rows=`) spread as a working company's would be (two years of dates, every status, 40 % sent without an
 * account, 60 % by 5,000 customers), each with the idempotency claim the API writes beside it, plus surveys and
 * push subscriptions; then times every list and lookup a customer or an operator calls through the API, and prints
 * each one's median and slowest time, and the slowest read. For comparison it also times the scan that
 * `POST /coleta/vincular` used to make over the same table. Absolute times are dynalite's on this machine; what
 * matters is how each grows with the table (an index read stays flat, a scan grows with every row).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  AdminConfirmSignUpCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SignUpCommand,
} from "@aws-sdk/client-cognito-identity-provider";
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import {
  BatchWriteCommand,
  DynamoDBDocumentClient,
  ScanCommand,
  type BatchWriteCommandOutput,
} from "@aws-sdk/lib-dynamodb";
import { startLocalBackend, type LocalBackend } from "../../amplify/local/backend";
import { localRegion } from "../../amplify/local/provision";
import { allItems } from "../../amplify/functions/shared/pages";
import { table } from "./lighthouse";

const credentials = { accessKeyId: "local", secretAccessKey: "local" };
const statuses = [
  ["certificada", 0.55],
  ["coletada", 0.2],
  ["agendada", 0.1],
  ["recebida", 0.1],
  ["cancelada", 0.05],
] as const;
const states = [
  "SP",
  "SP",
  "SP",
  "SP",
  "RJ",
  "RJ",
  "MG",
  "MG",
  "PR",
  "RS",
  "SC",
  "BA",
  "GO",
  "PE",
  "CE",
  "ES",
  "MT",
  "MS",
  "PA",
  "DF",
];
/** The first words of the generated company names (the requests' and the back office's benchmarks). */
export const companies = [
  "Auto Center",
  "Retífica",
  "Posto",
  "Transportadora",
  "Oficina",
  "Indústria Metalúrgica",
  "Concessionária",
  "Frota",
];
const places = ["Paulista", "São João", "Ipiranga", "Bandeirantes", "Anchieta", "Castelo", "Dutra", "Fernão Dias"];

/** A deterministic generator (mulberry32), so two runs store the same table. */
export function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Seeded = {
  /** The customer the customer-side reads run as: 200 requests of their own, 5 sent without an account. */
  heavy: { token: string; protocol: string };
  operatorToken: string;
  /** A protocol, a company name fragment that matches many requests, and a state few requests are in. */
  protocol: string;
  anonymousEmail: string;
};

export async function signIn(
  cognito: CognitoIdentityProviderClient,
  clientId: string,
  email: string,
  password: string,
): Promise<string> {
  const result = await cognito.send(
    new InitiateAuthCommand({
      ClientId: clientId,
      AuthFlow: "USER_PASSWORD_AUTH",
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const token = result.AuthenticationResult?.IdToken;
  if (!token) throw new Error(`no ID token for ${email}`);
  return token;
}

/** A customer with a verified e-mail (what linking requires), signed in. */
async function verifiedCustomer(backend: LocalBackend, email: string): Promise<{ token: string; sub: string }> {
  const { user_pool_id: poolId, user_pool_client_id: clientId } = backend.outputs.auth;
  const cognito = new CognitoIdentityProviderClient({
    endpoint: backend.outputs.custom.local.userPoolEndpoint,
    region: localRegion,
    credentials,
  });
  const password = "Circulare-2026x";
  await cognito.send(new SignUpCommand({ ClientId: clientId, Username: email, Password: password }));
  await cognito.send(new AdminConfirmSignUpCommand({ UserPoolId: poolId, Username: email }));
  await cognito.send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: poolId,
      Username: email,
      UserAttributes: [
        { Name: "email", Value: email },
        { Name: "email_verified", Value: "true" },
      ],
    }),
  );
  const token = await signIn(cognito, clientId, email, password);
  const sub = String(JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString("utf8")).sub);
  return { token, sub };
}

export async function writeAll(
  db: DynamoDBDocumentClient,
  tableName: string,
  items: Record<string, unknown>[],
): Promise<void> {
  const batches: Record<string, unknown>[][] = [];
  for (let at = 0; at < items.length; at += 25) batches.push(items.slice(at, at + 25));
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      let pending: Record<string, unknown>[] | undefined = batches[next++];
      while (pending && pending.length > 0) {
        const requests = pending.map((Item) => ({ PutRequest: { Item } }));
        const result: BatchWriteCommandOutput = await db.send(
          new BatchWriteCommand({ RequestItems: { [tableName]: requests } }),
        );
        pending = result.UnprocessedItems?.[tableName]?.map(
          (request) => request.PutRequest?.Item as Record<string, unknown>,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
}

async function seed(backend: LocalBackend, rows: number, db: DynamoDBDocumentClient): Promise<Seeded> {
  const next = random(25);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const heavy = await verifiedCustomer(backend, "rita.bench@oficina.com.br");
  const customers = Array.from({ length: 5000 }, (_, index) => (index === 0 ? heavy.sub : `bench-customer-${index}`));
  const others = customers.slice(1);
  const anonymousEmails = Array.from({ length: 30_000 }, (_, index) => `contato${index}@empresa${index % 997}.com.br`);
  const now = Date.now();
  const year = new Date(now).getUTCFullYear();
  const coleta: Record<string, unknown>[] = [];
  const surveys: Record<string, unknown>[] = [];
  let heavyProtocol = "";
  for (let index = 0; index < rows; index++) {
    const protocol = `COL-${year}-${String(index + 1).padStart(6, "0")}`;
    const createdAt = new Date(now - Math.floor(next() * 730 * 86_400_000)).toISOString();
    let roll = next();
    const status = statuses.find(([, share]) => (roll -= share) < 0)?.[0] ?? "certificada";
    // The heavy customer: 200 requests of their own and 5 sent without an account with their e-mail.
    const mine = index < 200;
    const theirsAnonymous = index >= 200 && index < 205;
    const anonymous = theirsAnonymous || (!mine && next() < 0.4);
    const customerId = mine ? heavy.sub : anonymous ? undefined : pick(others);
    const email = theirsAnonymous
      ? "rita.bench@oficina.com.br"
      : anonymous
        ? pick(anonymousEmails)
        : `${customerId}@clientes.com.br`;
    const idempotencyKey = crypto.randomUUID();
    const record = {
      protocol,
      status,
      createdAt,
      language: "pt",
      consent: true,
      company: { name: `${pick(companies)} ${pick(places)} ${index % 1000}`, cnpj: "11222333000181" },
      contact: { name: "Marina Costa", email, phone: "+5511987654321" },
      address: {
        cep: "01310100",
        street: "Avenida Paulista",
        number: String(1 + (index % 2000)),
        district: "Bela Vista",
        city: "São Paulo",
        state: pick(states),
      },
      generatorType: "oficina",
      estimatedLiters: 100 + (index % 900),
      container: "tambor",
      history: [{ from: null, to: "recebida", at: createdAt, by: customerId ?? "customer" }],
      ...(customerId ? { customerId, identityId: `${localRegion}:${customerId}` } : { unlinkedEmail: email }),
      kind: "coleta",
      idempotencyKey,
    };
    if (mine && !heavyProtocol) heavyProtocol = protocol;
    coleta.push(record, {
      protocol: `IDEM#${idempotencyKey}`,
      kind: "idempotency",
      claimedAt: createdAt,
      owner: customerId ?? "anonymous",
      fingerprint: "bench",
      target: protocol,
      item: record,
    });
    if (customerId && (status === "coletada" || status === "certificada") && next() < 0.3) {
      surveys.push({
        protocol,
        customerId,
        createdAt,
        score: Math.floor(next() * 11),
        idempotencyKey: crypto.randomUUID(),
        fingerprint: "bench",
      });
    }
  }
  const push = customers.slice(0, 2000).flatMap((customerId, index) =>
    Array.from({ length: 1 + (index % 3) }, (_, device) => ({
      id: `${index}-${device}`.padStart(64, "0"),
      endpoint: `https://fcm.googleapis.com/fcm/send/bench-${index}-${device}`,
      keys: { p256dh: "B".repeat(87), auth: "A".repeat(22) },
      language: "pt",
      customerId,
      createdAt: new Date(now).toISOString(),
      updatedAt: new Date(now).toISOString(),
    })),
  );
  const started = Date.now();
  await writeAll(db, "coleta", coleta);
  await writeAll(db, "pesquisa", surveys);
  await writeAll(db, "push", push);
  await db.send(
    new BatchWriteCommand({
      RequestItems: { sequence: [{ PutRequest: { Item: { name: `coleta#${year}`, value: rows } } }] },
    }),
  );
  console.log(
    `  stored ${rows.toLocaleString("en")} requests (${coleta.length.toLocaleString("en")} items with their claims), ${surveys.length.toLocaleString("en")} surveys, ${push.length.toLocaleString("en")} push subscriptions in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  const operatorToken = await signIn(
    new CognitoIdentityProviderClient({
      endpoint: backend.outputs.custom.local.userPoolEndpoint,
      region: localRegion,
      credentials,
    }),
    backend.outputs.auth.user_pool_client_id,
    backend.operator.email,
    backend.operator.password,
  );
  return {
    heavy: { token: heavy.token, protocol: heavyProtocol },
    operatorToken,
    protocol: `COL-${year}-${String(Math.floor(rows / 2)).padStart(6, "0")}`,
    anonymousEmail: anonymousEmails[7],
  };
}

export type Timing = { read: string; who: string; answer: string; median: number; slowest: number };

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Runs `call` once to warm up (unless `warm` is false), then `times` times; each must answer 200. */
export async function time(
  read: string,
  who: string,
  call: () => Promise<Response>,
  times = 9,
  warm = true,
): Promise<Timing> {
  const durations: number[] = [];
  let answer = "";
  for (let run = warm ? 0 : 1; run <= times; run++) {
    const started = performance.now();
    const response = await call();
    const text = await response.text();
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`${read}: ${response.status} ${text.slice(0, 500)}`);
    if (run > 0) durations.push(elapsed);
    if (response.headers.get("content-type")?.startsWith("text/csv")) {
      // A CSV export: its rows (CRLF between rows, the header first).
      const rows = text.split("\r\n").filter(Boolean).length - 1;
      answer = `${rows} CSV rows${response.headers.get("x-next") ? ", more in X-Next" : ""}`;
      continue;
    }
    const body = JSON.parse(text) as Record<string, unknown>;
    const items = Array.isArray(body.items)
      ? body.items.length
      : Array.isArray(body.linked)
        ? body.linked.length
        : typeof body.count === "number"
          ? body.count
          : Array.isArray(body.months)
            ? Number((body.total as { answers?: number } | undefined)?.answers ?? 0)
            : undefined;
    const unit = Array.isArray(body.months) ? "answer" : "item";
    answer = items === undefined ? "one record" : `${items} ${unit}${items === 1 ? "" : "s"}`;
  }
  return { read, who, answer, median: median(durations), slowest: Math.max(...durations) };
}

export type ReadsResult = {
  rows: number;
  timings: Timing[];
  slowest: Timing;
  scanBefore: { median: number; slowest: number };
};

export async function benchReads(rows: number): Promise<ReadsResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-reads-"));
  const backend = await startLocalBackend({ dataDir, ports: "free", outputsFile: null, log: () => undefined });
  try {
    const db = DynamoDBDocumentClient.from(
      new DynamoDBClient({ endpoint: `http://localhost:${backend.ports.dynamodb}`, region: localRegion, credentials }),
      { marshallOptions: { removeUndefinedValues: true } },
    );
    const seeded = await seed(backend, rows, db);
    const api =
      (name: "ColetaAPI" | "PesquisaAPI" | "PushAPI", route: string, token: string, method = "GET") =>
      () =>
        fetch(`${backend.outputs.custom.API[name].endpoint}${route}`, { method, headers: { Authorization: token } });
    const customer = seeded.heavy.token;
    const operator = seeded.operatorToken;

    // Linking first, once, while the customer's 5 requests sent without an account still wait; then at will.
    const firstLink = await time(
      "POST /coleta/vincular (first: links 5)",
      "customer",
      api("ColetaAPI", "coleta/vincular", customer, "POST"),
      1,
      false,
    );
    const timings: Timing[] = [
      firstLink,
      await time(
        "POST /coleta/vincular (again: nothing left to link)",
        "customer",
        api("ColetaAPI", "coleta/vincular", customer, "POST"),
      ),
      await time("GET /coleta (their 205 requests)", "customer", api("ColetaAPI", "coleta", customer)),
      await time("GET /coleta/{protocol}", "customer", api("ColetaAPI", `coleta/${seeded.heavy.protocol}`, customer)),
      await time("GET /pesquisa", "customer", api("PesquisaAPI", "pesquisa", customer)),
      await time("GET /inscricao", "customer", api("PushAPI", "inscricao", customer)),
      await time("GET /operacao/coleta (first page)", "operator", api("ColetaAPI", "operacao/coleta", operator)),
      await time(
        "GET /operacao/coleta?status=recebida",
        "operator",
        api("ColetaAPI", "operacao/coleta?status=recebida", operator),
      ),
      await time(
        "GET /operacao/coleta?from&to (one month)",
        "operator",
        api("ColetaAPI", `operacao/coleta?from=${monthAgo(2)}&to=${monthAgo(1)}`, operator),
      ),
      await time(
        "GET /operacao/coleta?uf=SC (1 in 20)",
        "operator",
        api("ColetaAPI", "operacao/coleta?uf=SC", operator),
      ),
      await time(
        "GET /operacao/coleta?q=<company>",
        "operator",
        api("ColetaAPI", `operacao/coleta?q=${encodeURIComponent("Retifica Dutra")}`, operator),
      ),
      await time(
        "GET /operacao/coleta?q=<protocol>",
        "operator",
        api("ColetaAPI", `operacao/coleta?q=${seeded.protocol}`, operator),
        3,
      ),
      await time(
        "GET /operacao/coleta?q=<no match>",
        "operator",
        api("ColetaAPI", `operacao/coleta?q=${encodeURIComponent("Nenhuma Empresa")}`, operator),
        3,
      ),
      await time(
        "GET /operacao/coleta/{protocol}",
        "operator",
        api("ColetaAPI", `operacao/coleta/${seeded.protocol}`, operator),
      ),
    ];
    // What linking read before byUnlinkedEmail: the whole table, filtered (as the handler's ScanCommand did).
    const scans: number[] = [];
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      await allItems((start) =>
        db.send(
          new ScanCommand({
            TableName: "coleta",
            FilterExpression: "#kind = :coleta AND attribute_not_exists(customerId) AND #contact.#email = :email",
            ExpressionAttributeNames: { "#kind": "kind", "#contact": "contact", "#email": "email" },
            ExpressionAttributeValues: { ":coleta": "coleta", ":email": seeded.anonymousEmail },
            ProjectionExpression: "protocol",
            ExclusiveStartKey: start,
          }),
        ),
      );
      scans.push(performance.now() - started);
    }
    const slowest = timings.reduce((worst, timing) => (timing.median > worst.median ? timing : worst));
    return { rows, timings, slowest, scanBefore: { median: median(scans), slowest: Math.max(...scans) } };
  } finally {
    await backend.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The São Paulo date `months` months ago, "YYYY-MM-DD". */
function monthAgo(months: number): string {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString().slice(0, 10);
}

export function printReads(result: ReadsResult): void {
  const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(0)} ms`);
  console.log(
    `\n${table(
      ["read (through the local gateway)", "by", "answer", "median", "slowest"],
      result.timings.map((timing) => [timing.read, timing.who, timing.answer, ms(timing.median), ms(timing.slowest)]),
    )}`,
  );
  console.log(
    `\nSlowest read at ${result.rows.toLocaleString("en")} requests: ${result.slowest.read}, median ${ms(result.slowest.median)} (slowest run ${ms(result.slowest.slowest)})`,
  );
  console.log(
    `Linking's scan before the index, same table: median ${ms(result.scanBefore.median)} (slowest ${ms(result.scanBefore.slowest)})`,
  );
}
