// @vitest-environment node
/**
 * Exactly once under crashes: the local backend (the real handlers on dynalite) is killed with SIGKILL in the
 * middle of a load, three times, and stopped with SIGTERM once; after each restart every request that got no
 * answer is sent again with its idempotency key, as the site's forms do. At the end each key has exactly one
 * collection request, and every protocol the API acknowledged is the one stored for its key.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { DynamoDBClient, ScanCommand } from "@aws-sdk/client-dynamodb";
import { unmarshall } from "@aws-sdk/util-dynamodb";
import { freePort } from "../ports";

const root = path.resolve(__dirname, "../../..");
const tsx = path.join(root, "node_modules", ".bin", "tsx");

type Running = { child: ChildProcess; gateway: number; dynamodb: number; exited: Promise<number | null> };
type Outcome = { status: number; protocol?: string } | { error: string };

/** Starts `npm run backend`'s program in its own process group on fixed ports (a restart reuses them). */
async function startBackend(dataDir: string, ports: Record<string, number>): Promise<Running> {
  const child = spawn(tsx, [path.join(root, "amplify/local/main.ts"), `--data-dir=${dataDir}`, `--outputs=${path.join(dataDir, "outputs.json")}`], {
    cwd: root,
    detached: true, // its own group: SIGKILL reaches cognito-local too, as a crash of the machine would
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      BACKEND_COGNITO_PORT: String(ports.cognito),
      BACKEND_S3_PORT: String(ports.s3),
      BACKEND_DYNAMODB_PORT: String(ports.dynamodb),
      BACKEND_API_PORT: String(ports.gateway),
    },
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`backend did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("BACKEND_READY")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    void exited.then((code) => reject(new Error(`backend exited (${code}):\n${output}`)));
  });
  return { child, gateway: ports.gateway, dynamodb: ports.dynamodb, exited };
}

/** One POST on its own connection (no keep-alive), so a refused connection and a cut one are told apart. */
function post(port: number, body: unknown): Promise<Outcome> {
  return new Promise((resolve) => {
    const payload = JSON.stringify(body);
    const request = http.request(
      { host: "localhost", port, path: "/ColetaAPI/coleta", method: "POST", agent: false, headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(payload) } },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () => {
          const parsed = (() => {
            try {
              return JSON.parse(text) as { protocol?: string };
            } catch {
              return {};
            }
          })();
          resolve({ status: response.statusCode ?? 0, protocol: parsed.protocol });
        });
        response.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    request.end(payload);
  });
}

const body = (index: number) => ({
  idempotencyKey: crypto.randomUUID(),
  company: { name: `Oficina ${index}`, cnpj: "11.222.333/0001-81" },
  contact: { name: "Marina Costa", email: "marina@autocenter.com.br", phone: "(11) 98765-4321" },
  address: { cep: "01310-100", street: "Avenida Paulista", number: String(index), district: "Bela Vista", city: "São Paulo", state: "SP" },
  generatorType: "oficina",
  estimatedLiters: 100 + index,
  container: "tambor",
  language: "pt",
  consent: true,
});

/** Sends `pending` with `concurrency` at a time until all are sent or `stop()` says so. */
async function load(port: number, pending: ReturnType<typeof body>[], outcomes: Map<string, Outcome[]>, concurrency: number, stop: () => boolean) {
  let next = 0;
  const worker = async () => {
    while (next < pending.length && !stop()) {
      const request = pending[next++];
      const outcome = await post(port, request);
      outcomes.get(request.idempotencyKey)?.push(outcome);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** Every item of the coleta table (records and claims). */
async function scan(port: number): Promise<Record<string, unknown>[]> {
  const dynamo = new DynamoDBClient({ endpoint: `http://localhost:${port}`, region: "us-east-1", credentials: { accessKeyId: "local", secretAccessKey: "local" } });
  const rows: Record<string, unknown>[] = [];
  let start: Record<string, never> | undefined;
  do {
    const page = await dynamo.send(new ScanCommand({ TableName: "coleta", ExclusiveStartKey: start }));
    rows.push(...(page.Items ?? []).map((item) => unmarshall(item)));
    start = page.LastEvaluatedKey as Record<string, never> | undefined;
  } while (start);
  return rows;
}

const acknowledged = (outcome: Outcome): outcome is { status: number; protocol: string } =>
  "status" in outcome && (outcome.status === 200 || outcome.status === 201) && typeof outcome.protocol === "string";

describe("collection requests survive crashes of the backend exactly once", () => {
  let dataDir: string;
  let running: Running | undefined;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "crash-"));
  });
  afterAll(() => {
    if (running?.child.pid && running.child.exitCode === null) process.kill(-running.child.pid, "SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("kill -9 three times and SIGTERM once under load: no duplicate, nothing acknowledged lost", async () => {
    const ports = { cognito: await freePort(), s3: await freePort(), dynamodb: await freePort(), gateway: await freePort() };
    const requests = Array.from({ length: 240 }, (_, index) => body(index));
    const outcomes = new Map(requests.map((request) => [request.idempotencyKey, [] as Outcome[]]));
    const unanswered = () => requests.filter((request) => !outcomes.get(request.idempotencyKey)?.some(acknowledged));
    const counts = { kills: 0, terms: 0, sent: 0, cutDuringDrain: 0 };
    const brokenAfterTerm = new Set<string>();

    for (const signal of ["SIGKILL", "SIGKILL", "SIGKILL", "SIGTERM"] as const) {
      running = await startBackend(dataDir, ports);
      const before = [...outcomes.values()].flat().length;
      // Send the rest (a resend keeps its key); stop the process once a few dozen answers have come back.
      let stopped = false;
      const sending = load(running.gateway, unanswered(), outcomes, 16, () => stopped);
      while ([...outcomes.values()].flat().length < before + 40) await new Promise((resolve) => setTimeout(resolve, 5));
      process.kill(-(running.child.pid ?? 0), signal);
      if (signal === "SIGKILL") counts.kills++;
      else counts.terms++;
      await running.exited;
      stopped = true;
      await sending;
      if (signal === "SIGTERM") {
        // The keys whose connection broke after SIGTERM. A connection still waiting in the kernel's backlog when
        // the port closes is reset before the server ever reads it (harmless: nothing was processed, and the
        // resend goes in). What a drain must never do is cut a request it already processed: checked below.
        for (const request of requests) {
          const last = outcomes.get(request.idempotencyKey) ?? [];
          if (last.slice(-1).some((outcome) => "error" in outcome && outcome.error !== "ECONNREFUSED")) brokenAfterTerm.add(request.idempotencyKey);
        }
        expect(running.child.exitCode).toBe(0);
      }
    }

    // The last restart: everything not acknowledged yet is sent again, with its key, until answered.
    running = await startBackend(dataDir, ports);
    for (let round = 0; round < 5 && unanswered().length > 0; round++) {
      await load(running.gateway, unanswered(), outcomes, 16, () => false);
    }
    expect(unanswered()).toHaveLength(0);

    const rows = await scan(running.dynamodb);
    const records = rows.filter((row) => row.kind === "coleta");
    const perKey = new Map<string, string[]>();
    for (const record of records) perKey.set(String(record.idempotencyKey), [...(perKey.get(String(record.idempotencyKey)) ?? []), String(record.protocol)]);
    const duplicates = [...perKey.values()].filter((protocols) => protocols.length > 1).length;
    const all = [...outcomes.values()].flat();
    counts.sent = all.length;
    const statuses: Record<string, number> = {};
    for (const outcome of all) {
      const label = "error" in outcome ? outcome.error : String(outcome.status);
      statuses[label] = (statuses[label] ?? 0) + 1;
    }
    console.info(`crash test: ${requests.length} requests, ${counts.sent} sends, ${counts.kills} SIGKILL, ${counts.terms} SIGTERM (${brokenAfterTerm.size} connections reset unread, ${counts.cutDuringDrain} processed and cut), ${duplicates} duplicates, statuses ${JSON.stringify(statuses)}`);

    expect(duplicates).toBe(0);
    expect(records).toHaveLength(requests.length);
    for (const request of requests) {
      const stored = perKey.get(request.idempotencyKey) ?? [];
      expect(stored).toHaveLength(1);
      // Every acknowledgement of this key (first answer or resend) named the stored protocol.
      for (const outcome of outcomes.get(request.idempotencyKey)?.filter(acknowledged) ?? []) expect(outcome.protocol).toBe(stored[0]);
    }
    // Nothing the API refused: no 409 "in progress" window, no 5xx after a restart.
    expect(all.filter((outcome) => "status" in outcome && !acknowledged(outcome))).toEqual([]);

    process.kill(-(running.child.pid ?? 0), "SIGTERM");
    await running.exited;
  }, 300_000);
});
