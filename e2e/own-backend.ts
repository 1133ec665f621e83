import { fork, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import type { DispatchReport } from "../amplify/functions/dispatcher/dispatch";
import type { LocalOutputs } from "../amplify/local/outputs";
import type { StaffAccount } from "../amplify/local/provision";

/**
 * A local backend of a test's own, beside the one every spec shares (playwright.config's webServer), for a fault that
 * must not touch the others: its outbox can be made unwritable without delaying another test's e-mails, and its
 * dispatcher can be run with the clock ahead to get past the retries' backoff. It runs in a child process
 * (e2e/fixtures/own-backend.ts); `use(page)` points the page's customer area at it (`/amplify_outputs.json`).
 */
export type OwnBackend = {
  outputs: LocalOutputs;
  staff: StaffAccount[];
  /** Where its dispatcher writes the e-mails, one file each (`<time>-<message id, "#" as "--">.json`). */
  outboxDir: string;
  /** Runs the dispatcher once with its clock at `at`; what it sent, found sent, retried and gave up on. */
  flush(at: Date): Promise<DispatchReport>;
  /** The page's `/amplify_outputs.json` answered with this backend's, from now on. */
  use(page: Page): Promise<void>;
  stop(): Promise<void>;
};

type Ready = { kind: "ready"; outputs: LocalOutputs; staff: StaffAccount[]; outboxDir: string };
type Flushed = { kind: "flushed"; id: number; report?: DispatchReport; error?: string };

export async function startOwnBackend(): Promise<OwnBackend> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "circulare-e2e-own-backend-"));
  const child: ChildProcess = fork(path.join(__dirname, "fixtures", "own-backend.ts"), [dataDir], {
    execArgv: ["--import", "tsx"],
    // The functions log a JSON line for every failed delivery: kept out of the test's output, errors kept for a failed start.
    stdio: ["ignore", "ignore", "pipe", "ipc"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr = `${stderr}${chunk.toString()}`.slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once("message", (message: Ready) => resolve(message));
    child.once("exit", (code) =>
      reject(new Error(`the test's own backend stopped before it was ready (exit ${code}):\n${stderr}`)),
    );
  });

  let next = 0;
  const waiting = new Map<number, (answer: Flushed) => void>();
  child.on("message", (message: Flushed) => {
    if (message.kind === "flushed") waiting.get(message.id)?.(message);
  });

  return {
    outputs: ready.outputs,
    staff: ready.staff,
    outboxDir: ready.outboxDir,
    async flush(at) {
      const id = ++next;
      const answer = await new Promise<Flushed>((resolve) => {
        waiting.set(id, resolve);
        child.send({ kind: "flush", id, at: at.toISOString() });
      });
      waiting.delete(id);
      if (!answer.report) throw new Error(`dispatcher run failed: ${answer.error ?? "no report"}`);
      return answer.report;
    },
    async use(page) {
      await page.route("**/amplify_outputs.json", (route) =>
        route.fulfill({ json: ready.outputs, headers: { "Cache-Control": "no-store" } }),
      );
    },
    async stop() {
      child.kill("SIGTERM");
      // cognito-local gets 3 s to stop (amplify/local/backend.ts); a child still there long after is ended for good.
      const force = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(force);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
