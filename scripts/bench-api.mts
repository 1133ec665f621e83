/**
 * `npx tsx scripts/bench-api.mts` (not part of the tests): latency of the local stack's handlers under load,
 * measured with autocannon: 50 concurrent connections for 10 s against GET /health and POST /coleta (each
 * request a new idempotency key, so every one writes a row and takes a protocol number).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startLocalBackend } from "../amplify/local/backend";
import { coletaRequest } from "../src/domain/__tests__/fixtures";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-api-"));
const backend = await startLocalBackend({ dataDir, ports: "free", outputsFile: null, log: () => undefined });
const base = backend.outputs.custom.API.ColetaAPI.endpoint;

const body = () => JSON.stringify(coletaRequest());

type Result = autocannon.Result;
const run = (title: string, options: Partial<autocannon.Options>) =>
  new Promise<Result>((resolve, reject) => {
    autocannon({ connections: 50, duration: 10, ...options, url: options.url ?? base, title }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });

const results = [
  await run("GET /health", { url: `${base}health` }),
  await run("POST /coleta", {
    url: `${base}coleta`,
    method: "POST",
    headers: { "content-type": "application/json" },
    requests: [{ setupRequest: (request: Record<string, unknown>) => ({ ...request, body: body() }) }],
  }),
];
console.log("| route | requests | p50 | p90 | p99 | max | non-2xx |");
console.log("| --- | --- | --- | --- | --- | --- | --- |");
for (const result of results) {
  const { latency } = result;
  console.log(
    `| ${result.title} | ${result.requests.total} | ${latency.p50} ms | ${latency.p90} ms | ${latency.p99} ms | ${latency.max} ms | ${result.non2xx} |`,
  );
}
await backend.stop();
fs.rmSync(dataDir, { recursive: true, force: true });
