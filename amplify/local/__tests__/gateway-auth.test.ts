// @vitest-environment node
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startLocalBackend, type LocalBackend } from "../backend";
import { confirmedCustomer } from "./accounts";
import { base64url, emulatorKey, sign } from "./forged-tokens";

let backend: LocalBackend;
let dataDir: string;
let idToken: string;
let api: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gateway-auth-"));
  backend = await startLocalBackend({ dataDir, ports: "free", outputsFile: null, log: () => undefined });
  api = backend.outputs.custom.API.ColetaAPI.endpoint;
  ({ idToken } = await confirmedCustomer(backend, "token@example.com"));
}, 60_000);

afterAll(async () => {
  await backend?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const me = (authorization?: string) =>
  fetch(`${api}me`, { headers: authorization ? { Authorization: authorization } : {} });

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString()) as Record<string, unknown>;
}

describe("local API gateway: Cognito token check on protected routes", () => {
  it("lets a public route through without a token", async () => {
    const response = await fetch(`${api}health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", api: "ColetaAPI" });
  });

  it("accepts a real ID token from the emulator and hands its claims to the handler", async () => {
    const response = await me(idToken);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { sub: string; email: string };
    expect(body.email).toBe("token@example.com");
    expect(body.sub).toBe(claimsOf(idToken).sub);
  });

  it("answers 401 without a token", async () => {
    expect((await me()).status).toBe(401);
  });

  it("answers 401 to a token whose payload was changed", async () => {
    const [header, , signature] = idToken.split(".");
    const forged = base64url(JSON.stringify({ ...claimsOf(idToken), sub: "someone-else" }));
    expect((await me(`${header}.${forged}.${signature}`)).status).toBe(401);
  });

  it("answers 401 to a token signed by another key", async () => {
    const { privateKey } = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
    expect((await me(sign(claimsOf(idToken), privateKey))).status).toBe(401);
  });

  it("answers 401 to an expired token with a valid signature, 200 to the same token still valid", async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = claimsOf(idToken);
    expect((await me(sign({ ...claims, iat: now - 7200, exp: now - 3600 }, emulatorKey.pem))).status).toBe(401);
    expect((await me(sign({ ...claims, iat: now, exp: now + 3600 }, emulatorKey.pem))).status).toBe(200);
  });

  it("answers 401 to an access token or a token for another client", async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = { ...claimsOf(idToken), iat: now, exp: now + 3600 };
    expect((await me(sign({ ...claims, token_use: "access" }, emulatorKey.pem))).status).toBe(401);
    expect((await me(sign({ ...claims, aud: "another-client" }, emulatorKey.pem))).status).toBe(401);
  });
});
