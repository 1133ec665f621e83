import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { waitForPort } from "./ports";

const require = createRequire(import.meta.url);

export type CodeDelivery = { destination: string; code: string; at: string };

// eslint-disable-next-line no-control-regex
const ansi = /\u001b\[[0-9;]*m/g;

/**
 * Reads cognito-local's console: it prints each confirmation code in a box ("Destination: …", "Code: …").
 * Returns the deliveries found in `text`.
 */
export function parseCodeDeliveries(text: string): CodeDelivery[] {
  const plain = text.replace(ansi, "");
  const deliveries: CodeDelivery[] = [];
  const boxes = plain.split("Confirmation Code Delivery").slice(1);
  for (const box of boxes) {
    const destination = /Destination:\s+(\S+)/.exec(box)?.[1];
    const code = /Code:\s+(\S+)/.exec(box)?.[1];
    if (destination && code) deliveries.push({ destination, code, at: new Date().toISOString() });
  }
  return deliveries;
}

/**
 * The child's program: cognito-local, which ignores SIGINT and SIGTERM and stops when its stdin closes. Ctrl-C
 * and `kill -TERM -<group>` reach the whole process group at once; the backend must answer the requests it
 * already received first, and their handlers may need cognito-local (its keys), so the backend stops it itself,
 * after its gateway, by closing the pipe. The pipe also closes when the backend dies any other way (SIGKILL).
 */
function keepUntilParentStops(startScript: string): string {
  return [
    'for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => {});',
    'process.stdin.on("end", () => process.exit(0)).on("error", () => process.exit(0)).resume();',
    `require(${JSON.stringify(startScript)});`,
  ].join("\n");
}

/**
 * cognito-local (user pools only) as a child process. Its data lives in `<dir>/.cognito/db`, so a restart keeps
 * every user. Each code it "sends" is appended to `<dir>/codes.jsonl` and echoed on the console.
 */
export async function startCognito(dir: string, port: number, log: (line: string) => void): Promise<ChildProcess> {
  fs.mkdirSync(dir, { recursive: true });
  const codesFile = path.join(dir, "codes.jsonl");
  const child = spawn(
    process.execPath,
    ["-e", keepUntilParentStops(require.resolve("cognito-local/lib/bin/start.js"))],
    {
      cwd: dir,
      env: { ...process.env, PORT: String(port), HOST: "localhost", NODE_NO_WARNINGS: "1", DEBUG: "" },
      stdio: ["pipe", "pipe", "pipe"],
    },
  );
  let buffer = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    buffer += chunk.toString();
    // A box is complete once its closing corner has arrived.
    const end = buffer.lastIndexOf("╯");
    if (end === -1) {
      if (buffer.length > 100_000) buffer = "";
      return;
    }
    const complete = buffer.slice(0, end + 1);
    buffer = buffer.slice(end + 1);
    for (const delivery of parseCodeDeliveries(complete)) {
      fs.appendFileSync(codesFile, `${JSON.stringify(delivery)}\n`);
      log(`code for ${delivery.destination}: ${delivery.code}`);
    }
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    const text = chunk.toString().trim();
    if (text && !text.includes("AWS SDK for JavaScript (v2)")) log(`cognito-local: ${text}`);
  });
  await Promise.race([
    waitForPort(port),
    new Promise((_, reject) => child.once("exit", (code) => reject(new Error(`cognito-local exited (${code})`)))),
  ]);
  return child;
}
