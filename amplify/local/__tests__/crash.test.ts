// @vitest-environment node
/**
 * Exactly once under crashes: the local backend (the real handlers on dynalite) is killed with SIGKILL in the
 * middle of a load, three times, and stopped with SIGTERM once; after each restart every request that got no
 * answer is sent again with its idempotency key, as the site's forms do. At the end each key has exactly one
 * collection request, and every protocol the API acknowledged is the one stored for its key.
 *
 * A request is cut when the gateway's process accepted its connection and the connection was then closed or reset
 * before a complete HTTP response arrived. SIGKILL cuts requests (they are resent with their key); SIGTERM must cut
 * none: the gateway stops accepting, answers every request it received (checked by hand as well: one whose body
 * is still arriving on a keep-alive connection, one sent just after SIGTERM on a connection it accepted before),
 * with `Connection: close`, closes idle keep-alive connections, and only then do the emulators stop; exit code 0.
 *
 * Not cuts, counted apart: a refused connection (ECONNREFUSED, nothing listens any more), and a connection the
 * kernel completed but the process had not accepted yet when the port closed. Linux resets a listening socket's
 * accept queue when it closes, so its client sees ECONNRESET although nothing read its request; no server that
 * closes its port can prevent it, and the forms resend it with its key. The client cannot tell it from a cut, so
 * the backend runs with accepted-log.ts, which lists the client port of every connection the gateway accepted.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { freePort } from "../ports";
import { coletaRequest } from "../../../src/domain/__tests__/fixtures";
import { tableRows } from "./accounts";

const root = path.resolve(__dirname, "../../..");

type Running = { child: ChildProcess; gateway: number; dynamodb: number; exited: Promise<number | null> };
/** A complete response, or an error: `clientPort` is the client's port if the connection had been established. */
type Outcome = { status: number; protocol?: string } | { error: string; clientPort?: number };

/**
 * Starts `npm run backend`'s program in its own process group on fixed ports (a restart reuses them); the client
 * port of each connection its gateway accepts is appended to `acceptedLog`.
 */
async function startBackend(dataDir: string, ports: Record<string, number>, acceptedLog: string): Promise<Running> {
  const hook = pathToFileURL(path.join(__dirname, "accepted-log.ts")).href;
  const main = path.join(root, "amplify/local/main.ts");
  // `npm run backend`'s command: one process (tsx's CLI would put a second in front that relays signals).
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "--import",
      hook,
      main,
      `--data-dir=${dataDir}`,
      `--outputs=${path.join(dataDir, "outputs.json")}`,
    ],
    {
      cwd: root,
      detached: true, // its own group: the signal reaches cognito-local too, as Ctrl-C or a crash of the machine would
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        BACKEND_COGNITO_PORT: String(ports.cognito),
        BACKEND_S3_PORT: String(ports.s3),
        BACKEND_DYNAMODB_PORT: String(ports.dynamodb),
        BACKEND_API_PORT: String(ports.gateway),
        CRASH_ACCEPTED_LOG: acceptedLog,
      },
    },
  );
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
    let clientPort: number | undefined;
    const request = http.request(
      {
        host: "localhost",
        port,
        path: "/ColetaAPI/coleta",
        method: "POST",
        agent: false,
        headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(payload) },
      },
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
        response.on("error", (error: NodeJS.ErrnoException) =>
          resolve({ error: error.code ?? error.message, clientPort }),
        );
      },
    );
    request.on("socket", (socket) => socket.once("connect", () => (clientPort = socket.localPort)));
    request.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message, clientPort }));
    request.end(payload);
  });
}

const body = (index: number) => {
  const request = coletaRequest({
    company: { name: `Oficina ${index}`, cnpj: "11.222.333/0001-81" },
    estimatedLiters: 100 + index,
  });
  return { ...request, address: { ...request.address, number: String(index) } };
};

/** An error after the connection was established: a cut if the gateway had accepted it (see the top). */
const broken = (outcome: Outcome): outcome is { error: string; clientPort: number } =>
  "error" in outcome && outcome.clientPort !== undefined;

/** Sends `pending` with `concurrency` at a time until all are sent or `stop()` says so. */
async function load(
  port: number,
  pending: ReturnType<typeof body>[],
  outcomes: Map<string, Outcome[]>,
  concurrency: number,
  stop: () => boolean,
) {
  let next = 0;
  const worker = async () => {
    while (next < pending.length && !stop()) {
      const request = pending[next++];
      const outcome = await post(port, request);
      outcomes.get(request.idempotencyKey)?.push(outcome);
      // Nothing listens: pause as a client would instead of spinning until the process has exited.
      if ("error" in outcome && outcome.clientPort === undefined)
        await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

type RawResponse = { status: number; headers: Record<string, string>; body: string };
type RawConnection = ReturnType<typeof rawConnection>;

/**
 * One HTTP/1.1 connection written by hand, so the test decides when each byte goes (a body still arriving at
 * SIGTERM) and reuses it (keep-alive). `response()` reads the next complete final response (a 100 Continue is
 * returned too); it rejects if the connection ends or breaks first.
 */
function rawConnection(port: number) {
  const socket = net.connect(port, "localhost");
  let buffer = Buffer.alloc(0);
  let ended = false;
  let error: string | undefined;
  let wake = () => {};
  socket.on("data", (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    wake();
  });
  socket.on("end", () => {
    ended = true;
    wake();
  });
  socket.on("error", (failure: NodeJS.ErrnoException) => {
    error = failure.code ?? failure.message;
    wake();
  });
  const closed = new Promise<{ ended: boolean; error?: string }>((resolve) =>
    socket.once("close", () => resolve({ ended, error })),
  );
  const connected = new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("error", reject);
  });
  async function response(): Promise<RawResponse> {
    for (;;) {
      const head = buffer.indexOf("\r\n\r\n");
      if (head >= 0) {
        const [statusLine, ...lines] = buffer.subarray(0, head).toString("latin1").split("\r\n");
        const headers = Object.fromEntries(
          lines.map((line) => [
            line.slice(0, line.indexOf(":")).toLowerCase(),
            line.slice(line.indexOf(":") + 1).trim(),
          ]),
        );
        const whole = readBody(buffer.subarray(head + 4), headers);
        if (whole) {
          buffer = buffer.subarray(head + 4 + whole.used);
          return { status: Number(statusLine.split(" ")[1]), headers, body: whole.body };
        }
      }
      if (ended || error) throw new Error(`connection ${error ?? "ended"} before a complete response`);
      await new Promise<void>((resolve) => (wake = resolve));
    }
  }
  return { socket, connected, closed, response };
}

/** A response's body once all of it is in `data` (Content-Length or chunked), with the bytes it took. */
function readBody(data: Buffer, headers: Record<string, string>): { body: string; used: number } | null {
  if (headers["transfer-encoding"] !== "chunked") {
    const length = Number(headers["content-length"] ?? 0);
    return data.length >= length ? { body: data.subarray(0, length).toString("utf8"), used: length } : null;
  }
  const chunks: Buffer[] = [];
  let at = 0;
  for (;;) {
    const line = data.indexOf("\r\n", at);
    if (line < 0) return null;
    const size = parseInt(data.subarray(at, line).toString("latin1"), 16);
    const end = line + 2 + size + 2;
    if (data.length < end) return null;
    if (size === 0) return { body: Buffer.concat(chunks).toString("utf8"), used: end };
    chunks.push(data.subarray(line + 2, line + 2 + size));
    at = end;
  }
}

const postHead = (length: number, extra = "") =>
  `POST /ColetaAPI/coleta HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n${extra}\r\n`;

/** Resolves once connecting to the port is refused (the gateway has closed its listening socket). */
async function refused(port: number): Promise<void> {
  for (;;) {
    const outcome = await new Promise<string>((resolve) => {
      const probe = net.connect(port, "localhost");
      probe.once("connect", () => {
        probe.destroy();
        resolve("connected");
      });
      probe.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
    });
    if (outcome === "ECONNREFUSED") return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
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
    const ports = {
      cognito: await freePort(),
      s3: await freePort(),
      dynamodb: await freePort(),
      gateway: await freePort(),
    };
    const requests = Array.from({ length: 240 }, (_, index) => body(index));
    const outcomes = new Map(requests.map((request) => [request.idempotencyKey, [] as Outcome[]]));
    const unanswered = () => requests.filter((request) => !outcomes.get(request.idempotencyKey)?.some(acknowledged));
    const counts = { kills: 0, terms: 0, sent: 0 };
    const all = () => [...outcomes.values()].flat();
    const cutsPerRound: string[] = [];

    for (const [round, signal] of (["SIGKILL", "SIGKILL", "SIGKILL", "SIGTERM"] as const).entries()) {
      const acceptedLog = path.join(dataDir, `accepted-${round}.log`);
      running = await startBackend(dataDir, ports, acceptedLog);
      const port = running.gateway;
      const before = all().length;
      const brokenBefore = new Set(all().filter(broken));
      const pending = unanswered();
      // At SIGTERM, by hand: a keep-alive connection whose second request's body is still arriving (the first was
      // answered on it), another keep-alive connection idle since its answer, and a connection the gateway accepted
      // whose request only comes after SIGTERM.
      if (signal === "SIGTERM") expect(pending.length).toBeGreaterThan(3);
      const [first, slow, late] = signal === "SIGTERM" ? pending.splice(-3) : [];
      // Send the rest (a resend keeps its key); stop the process once a few dozen answers have come back.
      let stopped = false;
      const sending = load(port, pending, outcomes, 16, () => stopped);
      while (all().length < before + 40) await new Promise((resolve) => setTimeout(resolve, 5));
      let byHand: { busy: RawConnection; idle: RawConnection; quiet: RawConnection; rest: Buffer } | undefined;
      if (first && slow && late) {
        const busy = rawConnection(port);
        await busy.connected;
        const firstPayload = JSON.stringify(first);
        busy.socket.write(postHead(Buffer.byteLength(firstPayload)) + firstPayload);
        const firstAnswer = await busy.response();
        expect(firstAnswer.headers.connection).toBe("keep-alive");
        outcomes.get(first.idempotencyKey)?.push({
          status: firstAnswer.status,
          protocol: (JSON.parse(firstAnswer.body) as { protocol?: string }).protocol,
        });
        const slowPayload = Buffer.from(JSON.stringify(slow));
        // 100 Continue: the gateway has the request (its handler is reading the body) before SIGTERM.
        busy.socket.write(postHead(slowPayload.length, "Expect: 100-continue\r\n"));
        expect((await busy.response()).status).toBe(100);
        busy.socket.write(slowPayload.subarray(0, 100));
        const idle = rawConnection(port);
        await idle.connected;
        idle.socket.write(
          "OPTIONS /ColetaAPI/coleta HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost:8000\r\n\r\n",
        );
        expect((await idle.response()).status).toBe(204);
        const quiet = rawConnection(port);
        await quiet.connected;
        // Accepted by the gateway, not just queued by the kernel.
        while (!fs.readFileSync(acceptedLog, "utf8").split("\n").includes(String(quiet.socket.localPort)))
          await new Promise((resolve) => setTimeout(resolve, 5));
        byHand = { busy, idle, quiet, rest: slowPayload.subarray(100) };
      }
      process.kill(-(running.child.pid ?? 0), signal);
      if (signal === "SIGKILL") counts.kills++;
      else counts.terms++;
      if (byHand && slow && late) {
        // Once the port refuses connections the drain has begun: the rest of the body goes now, and the late request.
        await refused(port);
        byHand.busy.socket.write(byHand.rest);
        const latePayload = JSON.stringify(late);
        byHand.quiet.socket.write(postHead(Buffer.byteLength(latePayload)) + latePayload);
        for (const [connection, request] of [
          [byHand.busy, slow],
          [byHand.quiet, late],
        ] as const) {
          const answer = await connection.response();
          outcomes
            .get(request.idempotencyKey)
            ?.push({ status: answer.status, protocol: (JSON.parse(answer.body) as { protocol?: string }).protocol });
          expect(answer.status).toBe(201);
          expect(answer.headers.connection).toBe("close");
          // Closed by the gateway after its answer with a FIN, no reset.
          expect(await connection.closed).toEqual({ ended: true });
        }
        // The idle keep-alive connection: closed by the gateway, cleanly.
        expect(await byHand.idle.closed).toEqual({ ended: true });
      }
      await running.exited;
      stopped = true;
      await sending;
      const accepted = fs.readFileSync(acceptedLog, "utf8").split("\n").filter(Boolean);
      const brokenNow = all()
        .filter(broken)
        .filter((outcome) => !brokenBefore.has(outcome));
      const cut = brokenNow.filter((outcome) => accepted.includes(String(outcome.clientPort)));
      cutsPerRound.push(`${signal} ${cut.length} cut + ${brokenNow.length - cut.length} reset in the accept queue`);
      if (signal === "SIGTERM") {
        expect(accepted).not.toContain("unknown");
        expect(cut, "requests cut by SIGTERM").toEqual([]);
        expect(running.child.exitCode).toBe(0);
      }
    }

    // The last restart: everything not acknowledged yet is sent again, with its key, until answered.
    running = await startBackend(dataDir, ports, path.join(dataDir, "accepted-last.log"));
    for (let round = 0; round < 5 && unanswered().length > 0; round++) {
      await load(running.gateway, unanswered(), outcomes, 16, () => false);
    }
    expect(unanswered()).toHaveLength(0);

    const rows = await tableRows(running.dynamodb, "coleta"); // records and claims
    const records = rows.filter((row) => row.kind === "coleta");
    const perKey = new Map<string, string[]>();
    for (const record of records)
      perKey.set(String(record.idempotencyKey), [
        ...(perKey.get(String(record.idempotencyKey)) ?? []),
        String(record.protocol),
      ]);
    const duplicates = [...perKey.values()].filter((protocols) => protocols.length > 1).length;
    counts.sent = all().length;
    const statuses: Record<string, number> = {};
    for (const outcome of all()) {
      const label =
        "error" in outcome
          ? `${outcome.error}${outcome.clientPort === undefined ? "" : " after connecting"}`
          : String(outcome.status);
      statuses[label] = (statuses[label] ?? 0) + 1;
    }
    console.info(
      `crash test: ${requests.length} requests, ${counts.sent} sends, ${counts.kills} SIGKILL, ${counts.terms} SIGTERM, per round: ${cutsPerRound.join(", ")}, ${duplicates} duplicates, statuses ${JSON.stringify(statuses)}`,
    );

    expect(duplicates).toBe(0);
    expect(records).toHaveLength(requests.length);
    for (const request of requests) {
      const stored = perKey.get(request.idempotencyKey) ?? [];
      expect(stored).toHaveLength(1);
      // Every acknowledgement of this key (first answer or resend) named the stored protocol.
      for (const outcome of outcomes.get(request.idempotencyKey)?.filter(acknowledged) ?? [])
        expect(outcome.protocol).toBe(stored[0]);
    }
    // Nothing the API refused: no 409 "in progress" window, no 5xx after a restart.
    expect(all().filter((outcome) => "status" in outcome && !acknowledged(outcome))).toEqual([]);

    process.kill(-(running.child.pid ?? 0), "SIGTERM");
    await running.exited;
  }, 300_000);
});
