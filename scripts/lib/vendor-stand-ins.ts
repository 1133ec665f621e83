/**
 * The third parties of src/config/third-party.json, stood in for on this machine (measuring runs have no
 * internet, and a vendor that cannot be reached would log errors a real visit does not): the fixture scripts
 * of e2e/fixtures/vendors/ served over HTTPS with a throw-away self-signed certificate (openssl), at each
 * configured URL's path. Chromium reaches them through `chromeFlags` (every vendor host resolved to this
 * server, certificate errors ignored); the site's proxy through `fetch` (vendor URLs to its plain-HTTP twin).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import config from "../../src/config/third-party.json";
import { parseThirdPartyConfig, proxyAllowedOrigins } from "../../src/config/third-party-schema";

export type VendorStandIns = { chromeFlags: string[]; fetch: typeof fetch; stop: () => Promise<void> };

export async function startVendorStandIns(): Promise<VendorStandIns> {
  const thirdParty = parseThirdPartyConfig(config);
  const fixture = (name: string) => fs.readFileSync(path.join("e2e/fixtures/vendors", name), "utf8");
  const scripts = new Map<string, string>([
    [new URL(thirdParty.accessibility.primary).pathname, fixture("vlibras-plugin.js")],
    [new URL(thirdParty.accessibility.fallback).pathname, fixture("vlibras-plugin.js")],
    [new URL(thirdParty.tagManager.script).pathname, fixture("gtm.js")],
  ]);
  const answer = (request: http.IncomingMessage, response: http.ServerResponse) => {
    const body = scripts.get(new URL(request.url ?? "/", "http://x").pathname);
    if (body === undefined) response.writeHead(204, { "Cache-Control": "no-store" }).end();
    else
      response.writeHead(200, { "Content-Type": "text/javascript", "Cache-Control": "public, max-age=300" }).end(body);
  };

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "circulare-vendors-"));
  const hosts = [...proxyAllowedOrigins(thirdParty)].map((origin) => new URL(origin).hostname);
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=vendor-stand-in",
      "-addext",
      `subjectAltName=${hosts.map((host) => `DNS:${host}`).join(",")}`,
      "-keyout",
      path.join(dir, "key.pem"),
      "-out",
      path.join(dir, "cert.pem"),
    ],
    { stdio: "ignore" },
  );
  const secure = https.createServer(
    { key: fs.readFileSync(path.join(dir, "key.pem")), cert: fs.readFileSync(path.join(dir, "cert.pem")) },
    answer,
  );
  const plain = http.createServer(answer);
  await Promise.all(
    [secure, plain].map((server) => new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)))),
  );
  const securePort = (secure.address() as AddressInfo).port;
  const plainPort = (plain.address() as AddressInfo).port;

  const standInFetch: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (hosts.includes(url.hostname)) return fetch(`http://127.0.0.1:${plainPort}${url.pathname}${url.search}`, init);
    return fetch(input, init);
  };
  return {
    chromeFlags: [
      `--host-resolver-rules=${hosts.map((host) => `MAP ${host} 127.0.0.1:${securePort}`).join(",")}`,
      "--ignore-certificate-errors",
    ],
    fetch: standInFetch,
    stop: async () => {
      await Promise.all([secure, plain].map((server) => new Promise((resolve) => server.close(resolve))));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
