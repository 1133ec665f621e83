// @vitest-environment node
/**
 * The collection lifecycle through the real local backend (cognito-local with the operators group, dynalite,
 * the S3 front, the local gateway): operator routes, transitions and their races, the certificate, its public
 * verification, linking anonymous requests, the survey gate and the outbox.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { coletaRecordSchema, todayInSaoPaulo } from "../../../src/domain/coleta";
import { maskCnpj } from "../../../src/domain/brazil";
import { coletaRequest } from "../../../src/domain/__tests__/fixtures";
import { startLocalBackend, type LocalBackend } from "../../local/backend";
import { localBucket } from "../../local/outputs";
import { localOperatorEmail } from "../../local/provision";
import { localS3Credentials } from "../../local/s3";
import { resolveIdentityId } from "../shared/identity";
import { collector } from "../coleta-api/collector";
import { adminSetEmail, claimsOf, signIn, signUpConfirmed, tableRows } from "../../local/__tests__/accounts";
import { coletaApiCaller } from "../../local/__tests__/coleta-api-call";
import { storedRecord } from "../coleta-api/coleta-store";
import { outboxMessages, type OutboxMessage } from "../../local/outbox";

let backend: LocalBackend;
let dataDir: string;
const tokens: Record<string, string> = {};
const subs: Record<string, string> = {};

const tomorrow = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

const coleta = coletaRequest;

const schedule = () => ({
  to: "agendada",
  idempotencyKey: crypto.randomUUID(),
  date: tomorrow(),
  window: { from: "08:00", to: "12:00" },
  note: "Portão 2",
});
const collect = (liters = 380) => ({
  to: "coletada",
  idempotencyKey: crypto.randomUUID(),
  collectedOn: todayInSaoPaulo(),
  collectedLitres: liters,
  driverName: "Carlos Mendes",
});
const certify = () => ({ to: "certificada", idempotencyKey: crypto.randomUUID() });
const cancel = () => ({ to: "cancelada", idempotencyKey: crypto.randomUUID(), reason: "Cliente desistiu" });

const call = coletaApiCaller(() => backend);

const move = (protocol: string, body: unknown, token = tokens.operator) =>
  call("POST", `operacao/coleta/${protocol}/transicao`, token, body);

async function create(overrides: Record<string, unknown> = {}, token?: string): Promise<string> {
  const created = await call("POST", "coleta", token, coleta(overrides));
  expect(created.status).toBe(201);
  return String(created.body.protocol);
}

const subOf = (token: string) => String(claimsOf(token).sub);

const rows = () => tableRows(backend.ports.dynamodb, "coleta");

/**
 * The e-mails announcing the transitions of `protocol` (not its arrival's confirmation and alert:
 * notifications.test.ts), oldest first, once the dispatcher has sent every message due.
 */
async function outbox(protocol: string): Promise<OutboxMessage[]> {
  await backend.notifications.flush();
  return outboxMessages(backend.outboxDir).filter(
    (message) => message.ref === protocol && !message.topic?.startsWith("coleta.recebida"),
  );
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lifecycle-"));
  backend = await startLocalBackend({ dataDir, ports: "free", outputsFile: null, log: () => undefined });
  for (const user of ["ana", "bruno", "joana"]) {
    const email = user === "joana" ? "Joana@Retifica.com.br" : `${user}@example.com`;
    await signUpConfirmed(backend, email);
    if (user === "joana") await adminSetEmail(backend, email, email, true);
    tokens[user] = (await signIn(backend, email)).idToken;
    subs[user] = subOf(tokens[user]);
  }
  tokens.operator = (await signIn(backend, backend.operator.email, backend.operator.password)).idToken;
}, 60_000);

afterAll(async () => {
  await backend?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the local operator", () => {
  it("is provisioned in the operadores group with a generated password kept in the data dir", () => {
    expect(backend.operator.email).toBe(localOperatorEmail);
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, "operator.json"), "utf8"))).toEqual(backend.operator);
    expect(claimsOf(tokens.operator)["cognito:groups"]).toEqual(["operadores"]);
  });
});

describe("operator routes", () => {
  it("refuse customers with 403 forbidden, and anonymous callers with 401", async () => {
    const protocol = await create({}, tokens.ana);
    for (const [method, route, body] of [
      ["GET", "operacao/coleta", undefined],
      ["GET", `operacao/coleta/${protocol}`, undefined],
      ["POST", `operacao/coleta/${protocol}/transicao`, schedule()],
      ["GET", `operacao/coleta/${protocol}/certificado`, undefined],
    ] as const) {
      const refused = await call(method, route, tokens.ana, body);
      expect([route, refused.status]).toEqual([route, 403]);
      expect(refused.body.errors).toEqual([expect.objectContaining({ code: "forbidden" })]);
      expect((await call(method, route, undefined, body)).status).toBe(401);
    }
    expect((await call("GET", `operacao/coleta?language=en`, tokens.ana)).body.errors).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/not allowed/) }),
    ]);
    expect((await call("GET", `coleta/${protocol}`, tokens.ana)).body.status).toBe("recebida");
  });

  it("take a request from recebida to certificada, recording who, when and the note, with a notification each", async () => {
    const protocol = await create(
      { language: "en", contact: { name: "Joan Smith", email: "joan@example.com", phone: "(11) 98765-4321" } },
      tokens.ana,
    );
    const scheduled = await move(protocol, schedule());
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.transition).toEqual({
      from: "recebida",
      to: "agendada",
      at: expect.any(String),
      by: subOf(tokens.operator),
      byEmail: localOperatorEmail,
      note: "Portão 2",
    });
    expect((scheduled.body.record as { schedule: unknown }).schedule).toEqual({
      date: tomorrow(),
      from: "08:00",
      to: "12:00",
    });
    expect((await move(protocol, collect(1234))).status).toBe(200);
    const certified = await move(protocol, certify());
    expect(certified.status).toBe(200);
    const record = certified.body.record as {
      status: string;
      company: { name: string; cnpj: string };
      certificate: { code: string; sha256: string; key: string };
      history: { to: string }[];
    };
    expect(record.status).toBe("certificada");
    expect(record.history.map((step) => step.to)).toEqual(["recebida", "agendada", "coletada", "certificada"]);
    expect(record.certificate.key).toBe(`private/us-east-1:${subs.ana}/certificados/${protocol}.pdf`);

    // The customer sees the timeline without operator identities, and the certificate.
    const mine = await call("GET", `coleta/${protocol}`, tokens.ana);
    expect(mine.body.history).toEqual([
      { from: null, to: "recebida", at: expect.any(String) },
      { from: "recebida", to: "agendada", at: expect.any(String), note: "Portão 2" },
      { from: "agendada", to: "coletada", at: expect.any(String) },
      { from: "coletada", to: "certificada", at: expect.any(String) },
    ]);
    expect(JSON.stringify(mine.body)).not.toContain(subOf(tokens.operator));
    expect(mine.body.certificate).toEqual({
      code: record.certificate.code,
      issuedAt: expect.any(String),
      sha256: record.certificate.sha256,
    });
    expect(mine.body).not.toHaveProperty("identityId");

    // Downloaded through the signed link: the stored bytes, whose hash is on the record.
    const link = await call("GET", `coleta/${protocol}/certificado`, tokens.ana);
    expect(link.status).toBe(200);
    expect(String(link.body.url)).toMatch(/X-Amz-Expires=300/);
    const pdf = Buffer.from(await (await fetch(String(link.body.url))).arrayBuffer());
    expect(pdf.subarray(0, 8).toString("latin1")).toBe("%PDF-1.4");
    expect(createHash("sha256").update(pdf).digest("hex")).toBe(record.certificate.sha256);
    const s3 = new S3Client({
      endpoint: backend.outputs.custom.local.s3Endpoint,
      region: "us-east-1",
      credentials: localS3Credentials,
      forcePathStyle: true,
    });
    const stored = await s3.send(new GetObjectCommand({ Bucket: localBucket, Key: record.certificate.key }));
    expect(Buffer.from(await stored.Body!.transformToByteArray()).equals(pdf)).toBe(true);
    const text = pdf.toString("latin1");
    expect(text).toContain("Used Lubricating Oil Collection Certificate");
    expect(text).toContain("(Reference number) Tj");
    expect(text).toContain(`(${protocol}) Tj`);
    expect(text).toContain("1,234 liters");
    expect(text).toContain(record.certificate.code);
    // The collector's registration from the site settings (left out when the settings leave it empty).
    expect(text.includes(`(ANP authorization: ${collector.anpAuthorization}) Tj`)).toBe(
      collector.anpAuthorization !== "",
    );
    // The watermark follows the settings' state: there while they hold demonstration data, gone once they do not.
    expect(text.includes("(DEMONSTRATION) Tj")).toBe(collector.demonstration);
    expect(text).not.toMatch(/placeholder|fict/i);

    // Another customer: as if it did not exist.
    expect((await call("GET", `coleta/${protocol}/certificado`, tokens.bruno)).status).toBe(404);

    // Public verification: reference number, date and liters, and the generator's name with its CNPJ masked (never
    // the whole number, the address or a contact).
    const verified = await call("GET", `certificado/${record.certificate.code.toLowerCase().replace(/-/g, "")}`);
    expect(verified).toEqual({
      status: 200,
      body: {
        protocol,
        collectedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        liters: 1234,
        company: { name: record.company.name, cnpj: maskCnpj(record.company.cnpj) },
      },
    });
    expect((verified.body as { company: { cnpj: string } }).company.cnpj).toMatch(/^\w{2}\.\w{3}\.\*{3}\/\*{4}-\d{2}$/);
    expect((await call("GET", "certificado/ABCD-EFGH-JKMN")).status).toBe(404);
    expect((await call("GET", "certificado/not-a-code")).status).toBe(404);

    // One message per transition, in English, to the request's contact.
    const messages = await outbox(protocol);
    expect(messages.map((message) => message.file.replace(/^\d{8}T\d{9}Z-/, ""))).toEqual([
      `coleta--${protocol}--customer--agendada.json`,
      `coleta--${protocol}--customer--coletada.json`,
      `coleta--${protocol}--customer--certificada.json`,
    ]);
    for (const message of messages) {
      expect(message).toEqual(expect.objectContaining({ to: "joan@example.com", language: "en" }));
      expect(message.text).toContain("Hello, Joan Smith.");
    }
    expect(messages[1].text).toContain("1,234 liters");
    expect(messages[2].text).toContain(record.certificate.code);
  });

  it("refuse every transition the status does not allow with 409 invalid_transition, and write nothing", async () => {
    const protocol = await create();
    const forbiddenFrom = {
      recebida: [collect(), certify()],
      agendada: [schedule(), certify()],
      coletada: [schedule(), collect(), cancel()],
      certificada: [schedule(), collect(), certify(), cancel()],
    } as const;
    for (const [status, bodies] of Object.entries(forbiddenFrom)) {
      for (const body of bodies) {
        const refused = await move(protocol, body);
        expect([status, body.to, refused.status]).toEqual([status, body.to, 409]);
        expect(refused.body).toEqual({
          errors: [expect.objectContaining({ field: "to", code: "invalid_transition" })],
          status,
        });
      }
      const next = { recebida: schedule(), agendada: collect(), coletada: certify(), certificada: null }[status];
      if (next) expect((await move(protocol, next)).status).toBe(200);
    }
    const cancelled = await create();
    expect((await move(cancelled, cancel())).status).toBe(200);
    for (const body of [schedule(), collect(), certify(), cancel()])
      expect((await move(cancelled, body)).status).toBe(409);
    const record = (await call("GET", `operacao/coleta/${cancelled}`, tokens.operator)).body;
    expect(record).toEqual(
      expect.objectContaining({ status: "cancelada", cancellation: { reason: "Cliente desistiu" } }),
    );
    expect((record.history as unknown[]).length).toBe(2);
    expect((await move("COL-2026-999999", schedule())).status).toBe(404);
    expect(
      (
        await move(cancelled, {
          to: "agendada",
          idempotencyKey: crypto.randomUUID(),
          date: "2020-01-01",
          window: { from: "08:00", to: "12:00" },
        })
      ).status,
    ).toBe(400);
  });

  it("let exactly one of concurrent transitions win", async () => {
    // Each race is between transitions none of which can follow another: whichever request reads the record
    // after the winner wrote it is refused too, however the requests interleave. (A cancel may legitimately
    // follow a schedule, so mixing them would make "exactly one" depend on timing.)
    const protocol = await create();
    const scheduled = await Promise.all(
      [schedule(), schedule(), schedule(), schedule(), schedule(), schedule()].map((body) => move(protocol, body)),
    );
    expect(scheduled.filter((result) => result.status === 200)).toHaveLength(1);
    expect(scheduled.filter((result) => result.status === 409)).toHaveLength(5);
    const record = (await call("GET", `operacao/coleta/${protocol}`, tokens.operator)).body as { history: unknown[] };
    expect(record.history).toHaveLength(2);
    expect(await outbox(protocol)).toHaveLength(1);
    const ended = await Promise.all([collect(), cancel(), collect(), cancel()].map((body) => move(protocol, body)));
    expect(ended.filter((result) => result.status === 200)).toHaveLength(1);
    expect(ended.filter((result) => result.status === 409)).toHaveLength(3);
    const after = (await call("GET", `operacao/coleta/${protocol}`, tokens.operator)).body as { history: unknown[] };
    expect(after.history).toHaveLength(3);
    expect(await outbox(protocol)).toHaveLength(2);

    const collected = await create();
    await move(collected, schedule());
    await move(collected, collect());
    const certifications = await Promise.all([certify(), certify(), certify()].map((body) => move(collected, body)));
    expect(certifications.map((result) => result.status).sort()).toEqual([200, 409, 409]);
    expect(
      (await rows()).filter((row) => row.kind === "certificate" && row.target === collected).length,
    ).toBeGreaterThanOrEqual(1);
  });

  it("answer the same idempotency key again with the same result (200), and the same key with another body with 422", async () => {
    const protocol = await create();
    const body = schedule();
    const first = await move(protocol, body);
    const again = await move(protocol, body);
    expect(again.status).toBe(200);
    expect(again.body.transition).toEqual(first.body.transition);
    // Even after the request moved on, and at the same time as itself.
    await move(protocol, collect());
    const late = await move(protocol, body);
    expect(late.status).toBe(200);
    expect(late.body.transition).toEqual(first.body.transition);
    const other = await move(protocol, { ...body, note: "outra nota" });
    expect(other.status).toBe(422);
    expect(other.body.errors).toEqual([expect.objectContaining({ code: "idempotency_mismatch" })]);
    const twice = collect();
    const fresh = await create();
    await move(fresh, schedule());
    const racing = await Promise.all([move(fresh, twice), move(fresh, twice), move(fresh, twice)]);
    expect(racing.map((result) => result.status)).toEqual([200, 200, 200]);
    const record = (await call("GET", `operacao/coleta/${fresh}`, tokens.operator)).body as { history: unknown[] };
    expect(record.history).toHaveLength(3);
    expect((await outbox(fresh)).filter((message) => message.file.endsWith("-coletada.json"))).toHaveLength(1);
  });

  it("page through every request without filters, a few at a time, in the order of one long page", async () => {
    for (let index = 0; index < 7; index += 1) await create();
    const whole = (
      (await call("GET", "operacao/coleta?limit=100", tokens.operator)).body.items as { protocol: string }[]
    ).map((item) => item.protocol);
    const seen: string[] = [];
    let next: unknown = null;
    do {
      const page = await call("GET", `operacao/coleta?limit=3${next ? `&next=${String(next)}` : ""}`, tokens.operator);
      expect((page.body.items as unknown[]).length).toBeLessThanOrEqual(3);
      seen.push(...(page.body.items as { protocol: string }[]).map((item) => item.protocol));
      next = page.body.next;
    } while (next && seen.length < whole.length);
    expect(seen).toEqual(whole.slice(0, seen.length));
    expect(seen.length).toBe(Math.min(whole.length, 100));
  });

  it("list requests newest first with filters and a next cursor", async () => {
    const marker = `Filtro ${crypto.randomUUID().slice(0, 8)}`;
    const made: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      made.push(
        await create({
          company: { name: `${marker} ${index}`, cnpj: "11.222.333/0001-81" },
          address: { ...coleta().address, state: index % 2 ? "RJ" : "SP", city: "Cidade" },
        }),
      );
    }
    await move(made[1], schedule());
    const q = encodeURIComponent(marker.toLowerCase());
    const all = await call("GET", `operacao/coleta?q=${q}`, tokens.operator);
    expect((all.body.items as { protocol: string }[]).map((item) => item.protocol)).toEqual([...made].reverse());
    expect(all.body.next).toBeNull();

    const seen: string[] = [];
    let next: unknown = null;
    do {
      const page = await call(
        "GET",
        `operacao/coleta?q=${q}&limit=2${next ? `&next=${String(next)}` : ""}`,
        tokens.operator,
      );
      expect((page.body.items as unknown[]).length).toBeLessThanOrEqual(2);
      seen.push(...(page.body.items as { protocol: string }[]).map((item) => item.protocol));
      next = page.body.next;
    } while (next);
    expect(seen).toEqual([...made].reverse());

    const rj = await call("GET", `operacao/coleta?q=${q}&uf=rj`, tokens.operator);
    expect((rj.body.items as { protocol: string }[]).map((item) => item.protocol)).toEqual([made[3], made[1]]);
    const scheduled = await call("GET", `operacao/coleta?q=${q}&status=agendada`, tokens.operator);
    expect((scheduled.body.items as { protocol: string }[]).map((item) => item.protocol)).toEqual([made[1]]);
    const byProtocol = await call("GET", `operacao/coleta?q=${made[2].toLowerCase()}`, tokens.operator);
    expect((byProtocol.body.items as { protocol: string }[]).map((item) => item.protocol)).toEqual([made[2]]);
    expect(byProtocol.body.next).toBeNull();
    // The other filters still apply to the request a whole protocol names.
    for (const other of ["status=agendada", "uf=RJ", "from=2999-01-01", "to=2000-01-01"]) {
      expect([other, (await call("GET", `operacao/coleta?q=${made[2]}&${other}`, tokens.operator)).body.items]).toEqual(
        [other, []],
      );
    }
    expect(
      (await call("GET", `operacao/coleta?q=${made[1]}&status=agendada&uf=RJ`, tokens.operator)).body.items,
    ).toEqual([expect.objectContaining({ protocol: made[1] })]);
    const byCnpj = await call(
      "GET",
      `operacao/coleta?q=${encodeURIComponent("11.222.333/0001-81")}&limit=100`,
      tokens.operator,
    );
    expect((byCnpj.body.items as { protocol: string }[]).map((item) => item.protocol)).toEqual(
      expect.arrayContaining(made),
    );
    const accents = await call(
      "GET",
      `operacao/coleta?q=${encodeURIComponent("RETIFICA SAO JOAO")}&limit=1`,
      tokens.operator,
    );
    expect((accents.body.items as unknown[]).length).toBe(1);
    // The filter's days are São Paulo's (from = 03:00 UTC): from 00:00 to 03:00 UTC, UTC's date is tomorrow there.
    const today = todayInSaoPaulo();
    const dated = await call("GET", `operacao/coleta?q=${q}&from=2000-01-01&to=2000-12-31`, tokens.operator);
    expect(dated.body.items).toEqual([]);
    const recent = await call("GET", `operacao/coleta?q=${q}&from=${today}`, tokens.operator);
    expect((recent.body.items as unknown[]).length).toBeGreaterThanOrEqual(1);
    for (const bad of ["status=perdida", "uf=XX", "from=2026-13-01", "limit=0", "limit=101", "next=%%%"]) {
      expect([bad, (await call("GET", `operacao/coleta?${bad}`, tokens.operator)).status]).toEqual([bad, 400]);
    }
  });
});

describe("customers", () => {
  it("may answer the survey only once the request is collected (409 not_collected before)", async () => {
    const protocol = await create({}, tokens.ana);
    const survey = {
      idempotencyKey: crypto.randomUUID(),
      protocol,
      score: 9,
      comment: "Equipe pontual.",
      language: "pt",
    };
    const pesquisa = (body: unknown) =>
      fetch(`${backend.outputs.custom.API.PesquisaAPI.endpoint}pesquisa`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: tokens.ana },
        body: JSON.stringify(body),
      }).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as Record<string, unknown>,
      }));
    const early = await pesquisa(survey);
    expect(early.status).toBe(409);
    expect(early.body.errors).toEqual([expect.objectContaining({ code: "not_collected" })]);
    await move(protocol, schedule());
    expect((await pesquisa(survey)).status).toBe(409);
    await move(protocol, collect());
    expect((await pesquisa(survey)).status).toBe(201);
  });

  it("link anonymous requests sent with their verified e-mail at sign-in, once", async () => {
    const mine = [await create(), await create()];
    const other = await create({
      contact: { name: "Outra Pessoa", email: "outra@example.com", phone: "(11) 98765-4321" },
    });
    const theirs = await create({}, tokens.bruno); // already a customer's: never taken over
    const linked = await call("POST", "coleta/vincular", tokens.joana);
    expect(linked.status).toBe(200);
    expect(linked.body.linked).toEqual(expect.arrayContaining(mine));
    expect(linked.body.linked).not.toContain(other);
    expect(linked.body.linked).not.toContain(theirs);
    expect((await call("POST", "coleta/vincular", tokens.joana)).body).toEqual({ linked: [] });
    const list = (await call("GET", "coleta", tokens.joana)).body.items as { protocol: string }[];
    expect(list.map((item) => item.protocol)).toEqual(expect.arrayContaining(mine));
    const row = (await rows()).find((item) => item.protocol === mine[0]);
    expect(row).toEqual(expect.objectContaining({ customerId: subs.joana, identityId: `us-east-1:${subs.joana}` }));
    // Without a verified e-mail (cognito-local marks a confirmed sign-up as unverified): refused.
    expect((await call("POST", "coleta/vincular", tokens.ana)).status).toBe(403);
  });

  it("store the identity id of a signed-in customer at creation", async () => {
    const protocol = await create({}, tokens.ana);
    expect((await rows()).find((row) => row.protocol === protocol)).toEqual(
      expect.objectContaining({ identityId: `us-east-1:${subs.ana}` }),
    );
    expect((await rows()).find((row) => row.protocol === (undefined as unknown))).toBeUndefined();
  });

  it("leave every stored row valid against the record schema, waiting in byUnlinkedEmail exactly while it has no customer", async () => {
    for (const row of await rows()) {
      if (row.kind !== "coleta") continue;
      expect(coletaRecordSchema.safeParse(storedRecord(row)).success, JSON.stringify(row)).toBe(true);
      expect(row.unlinkedEmail, row.protocol as string).toBe(
        row.customerId ? undefined : (row.contact as { email: string }).email,
      );
    }
  });
});

describe("resolveIdentityId", () => {
  it("locally names the folder <region>:<sub>, as the local S3 front does; without configuration, null", async () => {
    expect(await resolveIdentityId("token", "abc", { LOCAL_IDENTITY_REGION: "us-east-1" })).toBe("us-east-1:abc");
    expect(await resolveIdentityId("token", "abc", {})).toBeNull();
  });
});

describe("the operator's record (issue 26)", () => {
  type Duplicates = { duplicates: { protocol: string; createdAt: string }[] };
  const duplicatesOf = async (protocol: string) => {
    const answer = await call("GET", `operacao/coleta/${protocol}`, tokens.operator);
    expect(answer.status).toBe(200);
    return (answer.body as unknown as Duplicates).duplicates.map((other) => other.protocol).sort();
  };

  it("warns of the same CNPJ's other open requests: three identical ones within a minute each name the other two", async () => {
    // A CNPJ of its own: the other tests' requests use the fixture's.
    const company = { name: "Auto Posto Duplicado", cnpj: "11.444.777/0001-61" };
    const [a, b, c] = await Promise.all([create({ company }), create({ company }), create({ company })]);
    expect(await duplicatesOf(a)).toEqual([b, c].sort());
    expect(await duplicatesOf(b)).toEqual([a, c].sort());
    expect(await duplicatesOf(c)).toEqual([a, b].sort());
    // Another company's request is not named.
    expect(await duplicatesOf(await create({ company: { name: "Outra", cnpj: "12.ABC.345/01DE-35" } }))).toEqual([]);
    // Cancelled or collected, a request is no longer open: it leaves the others' warning, and has none itself.
    expect((await move(a, cancel())).status).toBe(200);
    expect(await duplicatesOf(b)).toEqual([c]);
    expect(await duplicatesOf(a)).toEqual([]);
    expect((await move(b, schedule())).status).toBe(200);
    expect((await move(b, collect())).status).toBe(200);
    expect(await duplicatesOf(c)).toEqual([]);
    // The transition's answer carries the warning too (the page shows what it answers).
    const scheduled = await move(c, schedule());
    expect((scheduled.body.record as unknown as Duplicates).duplicates).toEqual([]);
  });

  it("records the day and litres the crew entered, under the names the certificate reads, refusing a day before the request", async () => {
    const protocol = await create({}, tokens.ana);
    expect((await move(protocol, schedule())).status).toBe(200);
    const today = todayInSaoPaulo();
    const yesterday = todayInSaoPaulo(new Date(Date.now() - 86_400_000));
    const later = todayInSaoPaulo(new Date(Date.now() + 2 * 86_400_000));
    // Before the request was made, or after today: refused on the field, in the caller's language, nothing written.
    const before = await call("POST", `operacao/coleta/${protocol}/transicao?language=en`, tokens.operator, {
      ...collect(),
      collectedOn: yesterday,
    });
    expect(before.status).toBe(400);
    expect(before.body.errors).toEqual([
      { field: "collectedOn", code: "date_before_request", message: expect.stringMatching(/before the day/) },
    ]);
    const future = await move(protocol, { ...collect(), collectedOn: later });
    expect([future.status, (future.body.errors as { code: string }[])[0].code]).toEqual([400, "date_in_future"]);
    const litres = await move(protocol, { ...collect(), collectedLitres: "380,5" });
    expect(litres.status).toBe(400);
    expect((await call("GET", `coleta/${protocol}`, tokens.ana)).body.status).toBe("agendada");

    const done = await move(protocol, {
      ...collect(),
      collectedOn: today,
      collectedLitres: 412.5,
      mtrNumber: "240001234",
      vehiclePlate: "abc-1d23",
      driverName: "Carlos Mendes",
    });
    expect(done.status).toBe(200);
    const row = (await rows()).find((item) => item.protocol === protocol);
    expect(row).toMatchObject({
      collectedOn: today,
      collectedLitres: 412.5,
      mtrNumber: "240001234",
      vehiclePlate: "ABC1D23",
      driverName: "Carlos Mendes",
    });
    expect(row?.openCnpj).toBeUndefined();
    expect(coletaRecordSchema.safeParse(storedRecord(row ?? {})).success).toBe(true);
    // The customer sees the collected litres (and the day); the crew's plate and driver are the operators' business
    // as before.
    const customer = (await call("GET", `coleta/${protocol}`, tokens.ana)).body;
    expect(customer).toMatchObject({ collectedOn: today, collectedLitres: 412.5 });
  });
});
