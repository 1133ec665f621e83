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
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { headersFor, parseHeaderRules, resolve, type HostingRule } from "../hosting/rules";
import { BadPortError, PortInUseError } from "../amplify/local/ports";
import { proxyThirdParty } from "../amplify/functions/third-party-proxy/proxy";

const root = path.resolve(process.cwd(), "public");
const port = Number(process.env.PORT ?? 9000);
const host = process.env.HOST ?? "localhost";

const rules = JSON.parse(fs.readFileSync("hosting/redirects.json", "utf8")) as HostingRule[];
const headerRules = parseHeaderRules(fs.readFileSync("customHttp.yml", "utf8"));

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".pdf": "application/pdf",
  ".woff2": "font/woff2",
  ".wasm": "application/wasm",
  ".pf_meta": "application/octet-stream",
  ".pf_fragment": "application/octet-stream",
  ".pf_index": "application/octet-stream",
  ".pagefind": "application/octet-stream",
};
const compressible = /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg)/;

/** Locally the API emulators run on other localhost ports, and there is no TLS to upgrade to. */
function localPolicy(headers: Record<string, string>): Record<string, string> {
  const csp = headers["Content-Security-Policy"];
  if (!csp) return headers;
  const local = csp
    .replace(/connect-src ([^;]*)/, "connect-src $1 http://localhost:* http://127.0.0.1:*")
    .replace(/;\s*upgrade-insecure-requests/, "");
  return { ...headers, "Content-Security-Policy": local };
}

/** Whether `file` (relative to the build) is a file of the build in `base`. */
const existsIn = (base: string) => (file: string) => {
  try {
    return fs.statSync(path.join(base, file)).isFile();
  } catch {
    return false;
  }
};

const compressedCache = new Map<string, { mtime: number; body: Buffer }>();
function encode(file: string, body: Buffer, mtime: number, encoding: "br" | "gzip"): Buffer {
  const key = `${encoding}:${file}`;
  const cached = compressedCache.get(key);
  if (cached && cached.mtime === mtime) return cached.body;
  const compressed =
    encoding === "br"
      ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
      : zlib.gzipSync(body, { level: 9 });
  compressedCache.set(key, { mtime, body: compressed });
  return compressed;
}

/** amplify_outputs.json: written by `ampx` (AWS) or `npm run backend`; never cached, it changes with the backend. */
function sendOutputs(file: string, response: http.ServerResponse) {
  if (!fs.existsSync(file)) {
    response.writeHead(404, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
    response.end("No amplify_outputs.json: start the backend (npm run backend) or use npm start.");
    return;
  }
  response.writeHead(200, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
  response.end(fs.readFileSync(file));
}

/** A request target that names no path: bad percent-encoding, a NUL or control character, not origin-form. */
function badRequest(response: http.ServerResponse) {
  response
    .writeHead(400, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" })
    .end("Bad request");
}

/** `root`: the build to serve (public/ by default; e2e/sw-update.spec.ts serves two builds in turn). */
export function createServer(
  options: { outputsFile?: string; proxyFetch?: typeof fetch; root?: string } = {},
): http.Server {
  const outputsFile = options.outputsFile ?? path.resolve(process.cwd(), "amplify_outputs.json");
  const base = options.root ?? root;
  const exists = existsIn(base);
  const handle = (request: http.IncomingMessage, response: http.ServerResponse) => {
    const target = request.url ?? "/";
    // Origin-form only ("/path?query"). Parsed against a base, `//host/x` would name another host.
    if (!target.startsWith("/")) {
      badRequest(response);
      return;
    }
    const url = new URL(`http://localhost${target}`);
    if (url.pathname === "/amplify_outputs.json" && request.method === "GET") {
      sendOutputs(outputsFile, response);
      return;
    }
    let resolution = resolve(url.pathname, url.search, rules, exists);
    if (resolution.kind === "proxy") {
      // What Amplify does with the rewrite: the request, method and query as they came, to the proxy's code.
      void proxyThirdParty(
        { method: request.method ?? "GET", url: url.searchParams.get("url") },
        { fetch: options.proxyFetch },
      ).then(
        (answer) => response.writeHead(answer.status, answer.headers).end(answer.body),
        (error: unknown) => {
          console.error(`${request.method} ${request.url}:`, error);
          if (!response.headersSent) response.writeHead(502, { "Cache-Control": "no-store" });
          response.end();
        },
      );
      return;
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { Allow: "GET, HEAD" }).end();
      return;
    }
    if (resolution.kind === "bad-request") {
      badRequest(response);
      return;
    }
    if (resolution.kind === "file" && !exists(resolution.file)) resolution = { kind: "not-found" };

    if (resolution.kind === "redirect" || resolution.kind === "slash") {
      const status = resolution.kind === "slash" ? 301 : resolution.status;
      response.writeHead(status, { Location: resolution.location, "Cache-Control": "public, max-age=0" }).end();
      return;
    }
    if (resolution.kind === "not-found") {
      response.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found");
      return;
    }

    const filePath = path.join(base, resolution.file);
    const stat = fs.statSync(filePath);
    const type = types[path.extname(filePath).toLowerCase()] ?? "application/octet-stream";
    const headers: Record<string, string> = {
      ...localPolicy(headersFor(resolution.file, headerRules)),
      "Content-Type": type,
      Vary: "Accept-Encoding",
    };
    let body: Buffer = fs.readFileSync(filePath);
    const accepted = String(request.headers["accept-encoding"] ?? "");
    if (compressible.test(type) && body.length > 512) {
      const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : null;
      if (encoding) {
        body = encode(resolution.file, body, stat.mtimeMs, encoding);
        headers["Content-Encoding"] = encoding;
      }
    }
    headers["Content-Length"] = String(body.length);
    response.writeHead(resolution.status, headers);
    response.end(request.method === "HEAD" ? undefined : body);
  };
  return http.createServer((request, response) => {
    try {
      handle(request, response);
    } catch (error) {
      // One bad request must never take the server (and `npm start`'s backend with it) down.
      console.error(`${request.method} ${request.url}:`, error);
      if (!response.headersSent) response.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      response.end();
    }
  });
}

const isMain = process.argv[1] && path.resolve(process.argv[1]).endsWith(path.join("scripts", "serve.ts"));
if (isMain) {
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
}
