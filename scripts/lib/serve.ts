/**
 * The production-like static server behind `npm run serve` (scripts/serve.ts), the browser tests and the
 * benches: serves a build the way AWS Amplify Hosting does, from the same files: hosting/redirects.json
 * (redirects, rewrites, per-language 404s) and customHttp.yml (headers). Adds compression (brotli or gzip).
 *
 * `/__third-party-proxy?url=…` is the same code as its Lambda on AWS (amplify/functions/third-party-proxy/proxy.ts),
 * reached through the same hosting rule (a 200 rewrite to another origin).
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { headersFor, parseHeaderRules, resolve, type HostingRule } from "../../hosting/rules";
import { proxyThirdParty } from "../../amplify/functions/third-party-proxy/proxy";

export const root = path.resolve(process.cwd(), "public");

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
