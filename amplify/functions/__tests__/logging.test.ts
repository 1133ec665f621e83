// @vitest-environment node
/**
 * No personal data in the logs (amplify/functions/shared/logging.ts): requests carrying an e-mail, a phone, a name
 * and a CNPJ go through the real handlers behind the local backend (valid and invalid bodies, a bad token, a search
 * by CNPJ, a failing message up to its dead letter whose error names the address), with every console method
 * captured; no captured line holds any of them, and every line the functions wrote is the one JSON shape.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { coletaRequest } from "../../../src/domain/__tests__/fixtures";
import { startLocalBackend, type LocalBackend } from "../../local/backend";
import { signIn } from "../../local/__tests__/accounts";
import { log, scrub, withRequestId } from "../shared/logging";
import { MAX_ATTEMPTS } from "../shared/messages";

const person = {
  email: "marina.quintanilha.logtest@transportes-exemplo.com.br",
  phone: "(21) 99876-5432",
  phoneDigits: "21998765432",
  name: "Marina Quintanilha",
  cnpj: "45.723.174/0001-10",
  cnpjDigits: "45723174000110",
};
const secrets = Object.values(person);

let backend: LocalBackend;
let dataDir: string;
const captured: string[] = [];
const methods = ["log", "info", "warn", "error", "debug"] as const;

function endpoint(api: string): string {
  return backend.outputs.custom.API[api as "ColetaAPI"].endpoint;
}

async function call(api: string, route: string, init: RequestInit = {}): Promise<number> {
  const response = await fetch(`${endpoint(api)}${route}`, {
    ...init,
    headers: { "Content-Type": "application/json", ...init.headers },
  });
  await response.text();
  return response.status;
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "logging-"));
  backend = await startLocalBackend({ dataDir, ports: "free", outputsFile: null, log: (line) => captured.push(line) });
  for (const method of methods) {
    const original = console[method].bind(console);
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      captured.push(
        args
          .map((arg) =>
            typeof arg === "string"
              ? arg
              : arg instanceof Error
                ? `${arg.name}: ${arg.message}\n${arg.stack}`
                : JSON.stringify(arg),
          )
          .join(" "),
      );
      void original; // silenced: the lines are read here, not printed
    });
  }
}, 60_000);

afterAll(async () => {
  vi.restoreAllMocks();
  await backend?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("logs carry no personal data", () => {
  it("masks e-mail addresses, CNPJs and phone numbers in any text (the safety net under every line)", () => {
    const text = scrub(
      `Email address is not verified: ${person.email}; CNPJ ${person.cnpj} / ${person.cnpjDigits}; tel ${person.phone} +55 ${person.phoneDigits}`,
    );
    for (const secret of secrets.filter((value) => value !== person.name)) expect(text).not.toContain(secret);
    // Ids and times the lines do carry stay readable.
    expect(scrub("COL-2026-000042 at 2026-11-29T03:31:11.000Z, subscription 3f9a0c1d2e4b")).toBe(
      "COL-2026-000042 at 2026-11-29T03:31:11.000Z, subscription 3f9a0c1d2e4b",
    );
  });

  it("sends requests with an e-mail, phone, name and CNPJ through the handlers; no captured line holds any of them", async () => {
    const contact = { name: person.name, email: person.email, phone: person.phone };
    const company = { name: `Transportes ${person.name}`, cnpj: person.cnpj };
    const statuses: number[] = [];
    // Valid requests: stored, messages written and delivered to the outbox.
    statuses.push(
      await call("ColetaAPI", "coleta", { method: "POST", body: JSON.stringify(coletaRequest({ contact, company })) }),
    );
    const contato = {
      idempotencyKey: crypto.randomUUID(),
      topic: "fornecedor",
      name: person.name,
      email: person.email,
      phone: person.phone,
      company: company.name,
      cnpj: person.cnpjDigits,
      supplyCategory: "embalagens",
      message: `Sou ${person.name}, CNPJ ${person.cnpj}, fone ${person.phone}, e-mail ${person.email}.`,
      language: "pt",
      consent: true,
    };
    statuses.push(await call("ContatoAPI", "contato", { method: "POST", body: JSON.stringify(contato) }));
    // Invalid ones: a bad field, a body that is not JSON, a forged token.
    statuses.push(
      await call("ContatoAPI", "contato", {
        method: "POST",
        body: JSON.stringify({ ...contato, consent: false, email: `x${person.email}` }),
      }),
    );
    statuses.push(
      await call("ColetaAPI", "coleta", {
        method: "POST",
        body: `{"contact": {"email": "${person.email}", "name": "${person.name}"`,
      }),
    );
    statuses.push(
      await call("ColetaAPI", "coleta", {
        method: "POST",
        headers: {
          Authorization: `Bearer ${Buffer.from(JSON.stringify({ email: person.email, name: person.name })).toString("base64url")}.x.y`,
        },
        body: JSON.stringify(coletaRequest({ contact, company })),
      }),
    );
    // An operator searching by the CNPJ and by the name (query strings).
    const operator = (await signIn(backend, backend.operator.email, backend.operator.password)).idToken;
    for (const q of [person.cnpj, person.name, person.email]) {
      statuses.push(
        await call("ColetaAPI", `operacao/coleta?q=${encodeURIComponent(q)}`, { headers: { Authorization: operator } }),
      );
    }
    await backend.notifications.flush();
    expect(statuses.slice(0, 2)).toEqual([201, 201]);
    expect(statuses.slice(2, 5).every((status) => status >= 400 && status < 500)).toBe(true);
    expect(statuses.slice(5)).toEqual([200, 200, 200]);

    // A message to the person that fails every time with an error naming the address, until it is a dead letter
    // (what SES answers for an unverified recipient in its sandbox). Due in the future, so only this run takes it.
    const { putMessages } = await import("../shared/messages");
    const { dispatchDue } = await import("../dispatcher/dispatch");
    let at = new Date(Date.now() + 24 * 3600_000);
    await putMessages(
      [
        {
          id: `logtest#${crypto.randomUUID()}`,
          topic: "contato.confirmation",
          ref: "CTT-2026-000001",
          to: person.email,
          subject: `Olá ${person.name}`,
          text: `CNPJ ${person.cnpj}`,
          language: "pt",
        },
      ],
      at,
    );
    const failing = {
      name: "failing",
      send: () =>
        Promise.reject(
          new Error(`Email address is not verified. The following identities failed the check: ${person.email}`),
        ),
    };
    let dead = 0;
    for (let attempt = 0; attempt < MAX_ATTEMPTS && dead === 0; attempt += 1) {
      at = new Date(at.getTime() + 3600_000);
      dead = (await dispatchDue(at, { transport: failing })).dead.length;
    }
    expect(dead).toBe(1);

    const joined = captured.join("\n");
    expect(joined).toContain('"message":"dispatcher: failed for the last time, now a dead letter"');
    expect(joined).toContain('"DeadLetters":1'); // the metric line (EMF) for the alarm
    for (const secret of secrets) expect(joined, secret).not.toContain(secret);
    // Lower case too (the handlers fold e-mails): nothing under another casing.
    expect(joined.toLowerCase()).not.toContain(person.email.toLowerCase());
  }, 120_000);

  it("writes every function line as one JSON object with level, message, requestId and time", async () => {
    const functionLines = captured.filter((line) => line.startsWith("{"));
    expect(functionLines.length).toBeGreaterThan(0);
    for (const line of functionLines) {
      const parsed = JSON.parse(line) as Record<string, unknown>;
      expect(Object.keys(parsed).slice(0, 4)).toEqual(["level", "message", "requestId", "at"]);
    }
    // A line written while a request is handled carries its id, also after an await; outside one it is null.
    log("info", "probe");
    expect(JSON.parse(captured.at(-1)!)).toMatchObject({ level: "info", message: "probe", requestId: null });
    await withRequestId("req-1", async () => {
      await Promise.resolve();
      log("warn", "inside");
    });
    expect(JSON.parse(captured.at(-1)!)).toMatchObject({ level: "warn", message: "inside", requestId: "req-1" });
  });
});
