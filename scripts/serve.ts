/**
 * `npm run serve`: serves the existing build in public/ the way AWS Amplify Hosting does, from the same
 * files: hosting/redirects.json (redirects, rewrites, per-language 404s) and customHttp.yml (headers).
 * Adds compression (brotli or gzip). Listens on localhost:$PORT (default 9000). No build.
 *
 * `/__third-party-proxy?url=…` is the same code as its Lambda on AWS (amplify/functions/third-party-proxy/proxy.ts),
 * reached through the same hosting rule (a 200 rewrite to another origin).
 *
 * `/amplify_outputs.json` (the customer area's backend configuration) comes from the repository root, or from
 * the local backend this script starts with `--with-backend`:
 *   --with-backend             also run the local backend (amplify/local): fixed ports, data in .local-data/
 *   --backend-data=<dir>       keep the backend's data in <dir> instead; with it, free ports and the outputs
 *                              file in <dir> (the browser tests)
 *   --fresh                    empty <dir> first
 */
import fs from "node:fs";
import path from "node:path";
import { BadPortError, PortInUseError } from "../amplify/local/ports";
import { createServer, root } from "./lib/serve";

const port = Number(process.env.PORT ?? 9000);
const host = process.env.HOST ?? "localhost";

if (!fs.existsSync(path.join(root, "index.html"))) {
  console.error("public/ has no build. Run `npm run build` first (or `npm start`, which builds and serves).");
  process.exit(1);
}
const flag = (name: string) =>
  process.argv.find((argument) => argument.startsWith(`--${name}=`))?.slice(name.length + 3);
const withBackend = process.argv.includes("--with-backend");
const start = async () => {
  let outputsFile: string | undefined;
  if (withBackend) {
    const { fixedPorts, startLocalBackend } = await import("../amplify/local/backend");
    const dataDir = flag("backend-data");
    if (dataDir && process.argv.includes("--fresh")) fs.rmSync(dataDir, { recursive: true, force: true });
    outputsFile = dataDir ? path.resolve(dataDir, "amplify_outputs.json") : undefined;
    const started = Date.now();
    const backend = await startLocalBackend({
      dataDir: path.resolve(dataDir ?? ".local-data"),
      ports: dataDir ? "free" : fixedPorts(),
      outputsFile: outputsFile ?? path.resolve("amplify_outputs.json"),
    });
    console.log(
      `Local backend ready in ${Date.now() - started} ms (codes: ${path.join(backend.cognitoDir, "codes.jsonl")})`,
    );
    const stop = () => void backend.stop().then(() => process.exit(0));
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
  }
  const server = createServer({ outputsFile });
  server.once("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EADDRINUSE" && error.code !== "EACCES") throw error;
    console.error(new PortInUseError(port, "the site", "PORT").message);
    process.exit(1);
  });
  server.listen(port, host, () => {
    console.log(`Circulare: serving public/ like production at http://${host}:${port}/ (Ctrl-C stops)`);
  });
};
start().catch((error: unknown) => {
  // A taken or malformed port is the developer's to fix: one line, no stack trace.
  console.error(error instanceof PortInUseError || error instanceof BadPortError ? error.message : error);
  process.exit(1);
});
