/**
 * `npm run backend`: the whole backend on this machine until Ctrl-C. Data stays in .local-data/ (git-ignored),
 * so a restart keeps users, files and rows. amplify_outputs.json at the repository root points at it.
 *
 *   --data-dir=<dir>   keep data elsewhere
 *   --free-ports       pick free ports instead of the fixed ones (tests)
 *   --outputs=<file>   write the outputs file elsewhere
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { fixedPorts, startLocalBackend } from "./backend";
import { BadPortError, PortInUseError } from "./ports";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

function flag(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((argument) => argument.startsWith(prefix))?.slice(prefix.length);
}

const started = Date.now();
const backend = await startLocalBackend({
  dataDir: path.resolve(flag("data-dir") ?? path.join(root, ".local-data")),
  ports: process.argv.includes("--free-ports") ? "free" : fixedPorts(),
  outputsFile: path.resolve(flag("outputs") ?? path.join(root, "amplify_outputs.json")),
}).catch((error: unknown) => {
  // A taken or malformed port is the developer's to fix: one line, no stack trace.
  if (error instanceof PortInUseError || error instanceof BadPortError) {
    console.error(`[backend] ${error.message}`);
    process.exit(1);
  }
  throw error;
});
const { ports } = backend;
console.log(
  [
    `[backend] ready in ${Date.now() - started} ms`,
    `  user pools (cognito-local)  http://localhost:${ports.cognito}`,
    `  S3 (s3rver)                 http://localhost:${ports.s3}`,
    `  DynamoDB (dynalite)         http://localhost:${ports.dynamodb}`,
    `  REST APIs                   http://localhost:${ports.gateway}/ColetaAPI/  /PesquisaAPI/  /ContatoAPI/  /PushAPI/  /EquipeAPI/`,
    `  a test push to a customer's browsers: POST http://localhost:${ports.gateway}/__local/push-test (their ID token)`,
    `  confirmation codes are printed here and kept in ${path.join(backend.cognitoDir, "codes.jsonl")}`,
    `  notifications (e-mails) are written to ${backend.outboxDir} (npm run outbox)`,
    "  Ctrl-C to stop",
  ].join("\n"),
);
// The operations account (group "operadores"); its password is kept in the data dir's operator.json.
console.log(`[backend] operator: ${backend.operator.email} / ${backend.operator.password}`);
// One account per other staff group (contato, ri, fornecedores, administradores); passwords kept in staff.json.
for (const account of backend.staff)
  console.log(`[backend] staff (${account.group}): ${account.email} / ${account.password}`);
// A line a parent process can read (scripts/start.ts, the browser tests).
console.log(`BACKEND_READY ${JSON.stringify({ ports, cognitoDir: backend.cognitoDir })}`);

// Ctrl-C or SIGTERM: the gateway stops accepting, answers every request it received, then the emulators stop
// (backend.ts), then exit 0. A repeated signal (npm forwards the one the terminal already sent) changes nothing.
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    backend.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`[backend] stopping failed: ${String(error)}`);
        process.exit(1);
      },
    );
  });
}
