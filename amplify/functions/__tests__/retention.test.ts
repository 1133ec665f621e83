// @vitest-environment node
/**
 * The privacy policy's periods for the contact forms, kept by the real local backend (the local gateway, dynalite, the
 * s3 front, the dispatcher's outbox) and its emulation of DynamoDB's Time to Live and S3's lifecycle, run with the
 * clock ahead as titular.test.ts does: a message ("Fale com a gente"…) with its idempotency claim and its e-mails, and
 * an application with its CV, still there two years minus a day after they were sent and gone after two years; an
 * exchange on a message (the team's reply) starts its two years again, an application's stays.
 */
import { vi } from "vitest";
import { DynamoDBClient, UpdateItemCommand } from "@aws-sdk/client-dynamodb";
import { localRegion } from "../../local/provision";
import { backfillRetention } from "../contato-api/retention";
import { outboxMessages } from "../../local/outbox";
import { confirmedCustomer, tableRows } from "../../local/__tests__/accounts";
import { callApi, sendContato, uploadCv, useStaffBackend } from "../../local/__tests__/staff-backend";
import { applicationRequest, coletaRequest, cvPdfBytes } from "../../../src/domain/__tests__/fixtures";
import { todayInSaoPaulo } from "../../../src/domain/fields";
import { CV_EXPIRATION_DAYS, exchangePurgeAt, contactPurgeAt } from "../../../src/domain/retention";
import { fileExpirations, objectExpiresAt } from "../../storage/lifecycle";
import { objectStart } from "../shared/files";

const local = useStaffBackend("retention");
const { tokens } = local;

const DAY_MS = 86_400_000;
/** Two calendar years after an ISO instant, written independently of the code under test. */
function twoYearsAfter(iso: string): Date {
  const date = new Date(iso);
  date.setUTCFullYear(date.getUTCFullYear() + 2);
  return date;
}
const later = (date: Date, ms: number) => new Date(date.getTime() + ms);
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Every row that holds `email`: in contato the message and its claim; in mensagem its e-mails. */
async function rowsHolding(email: string) {
  const holds = (row: Record<string, unknown>) => JSON.stringify(row).includes(email);
  return {
    contato: (await tableRows(local.backend.ports.dynamodb, "contato")).filter(holds),
    mensagem: (await tableRows(local.backend.ports.dynamodb, "mensagem")).filter(holds),
  };
}
const kinds = (rows: Record<string, unknown>[]) => rows.map((row) => String(row.kind ?? row.topic)).sort();
const messageRow = (rows: Record<string, unknown>[]) => rows.find((row) => row.kind === "contato")!;

/** A reply from the inbox, as a staff member sends it; the e-mails it causes written to the outbox. */
async function reply(token: string, reference: string, text: string) {
  const answer = await callApi(local.backend, "EquipeAPI", "POST", `mensagens/${reference}/resposta`, token, {
    idempotencyKey: crypto.randomUUID(),
    text,
  });
  expect(answer.status).toBe(200);
  await local.backend.notifications.flush();
}

describe("contact messages and applications are deleted when the privacy policy says", () => {
  it("a message, its claim and its e-mails are there two years minus a day after it is sent, and gone after two years", async () => {
    const email = "prazo.geral@example.com";
    await sendContato(local.backend, {
      topic: "fornecedor",
      email,
      company: "Oficina Prazo",
      cnpj: "11.222.333/0001-81",
      supplyCategory: "servicos",
    });
    await local.backend.notifications.flush();
    const before = await rowsHolding(email);
    expect(kinds(before.contato)).toEqual(["contato", "idempotency"]);
    expect(kinds(before.mensagem)).toEqual(["contato.alert", "contato.confirmation"]);
    const deadline = twoYearsAfter(String(messageRow(before.contato).createdAt));
    for (const row of [...before.contato, ...before.mensagem])
      expect(row.purgeAt, String(row.kind ?? row.topic)).toBe(seconds(deadline));

    await local.backend.notifications.expire(later(deadline, -DAY_MS));
    expect(await rowsHolding(email)).toEqual(before);

    await local.backend.notifications.expire(later(deadline, 60_000));
    expect(await rowsHolding(email)).toEqual({ contato: [], mensagem: [] });
  });

  it("an application, its claim, its e-mails (a reply too) and its CV are there two years minus a day after it is sent, and gone after two years", async () => {
    const email = "prazo.candidatura@example.com";
    const cvKey = await uploadCv(local.backend, cvPdfBytes);
    const sent = await callApi(
      local.backend,
      "ContatoAPI",
      "POST",
      "contato",
      undefined,
      applicationRequest(cvKey, { email }),
    );
    expect(sent.status).toBe(201);
    const reference = String(sent.body.reference);
    await local.backend.notifications.flush();
    // The people team answers: an application is kept from its sending, so the reply moves nothing.
    await reply(tokens.gente, reference, "Obrigado, Marina: vamos chamar você para uma entrevista.");
    const before = await rowsHolding(email);
    expect(kinds(before.contato)).toEqual(["contato", "idempotency"]);
    expect(kinds(before.mensagem)).toEqual(["contato.alert", "contato.confirmation", "contato.reply"]);
    const deadline = twoYearsAfter(String(messageRow(before.contato).createdAt));
    for (const row of [...before.contato, ...before.mensagem])
      expect(row.purgeAt, String(row.kind ?? row.topic)).toBe(seconds(deadline));
    expect(await objectStart(cvKey, 5)).not.toBeNull();

    await local.backend.notifications.expire(later(deadline, -DAY_MS));
    expect(await rowsHolding(email)).toEqual(before);
    expect(await objectStart(cvKey, 5)).not.toBeNull();

    // The rows at the end of the two years; the file at S3's next midnight after its days (at most two days later).
    await local.backend.notifications.expire(later(deadline, 60_000));
    expect(await rowsHolding(email)).toEqual({ contato: [], mensagem: [] });
    const expired = await local.backend.notifications.expire(later(deadline, 2 * DAY_MS));
    expect(await objectStart(cvKey, 5)).toBeNull();
    expect(expired).toContainEqual({ prefix: "candidaturas/", key: cvKey });
  });

  it("an exchange on a message (the team's reply) starts its two years again, for its claim and the reply's e-mail too", async () => {
    const email = "prazo.troca@example.com";
    const reference = await sendContato(local.backend, { email });
    await local.backend.notifications.flush();
    const sent = await rowsHolding(email);
    const firstDeadline = twoYearsAfter(String(messageRow(sent.contato).createdAt));

    // Ten minutes later (the clock of the process the handlers run in) the team replies.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 10 * 60_000);
      await reply(tokens.contato, reference, "Olá, Ruth: atendemos, sim. Um consultor vai ligar para você.");
    } finally {
      vi.useRealTimers();
    }
    const after = await rowsHolding(email);
    const row = messageRow(after.contato);
    const replyAt = (row.thread as { kind: string; at: string }[]).find((entry) => entry.kind === "resposta")!.at;
    const newDeadline = twoYearsAfter(replyAt);
    expect(newDeadline.getTime() - firstDeadline.getTime()).toBeGreaterThanOrEqual(10 * 60_000);
    const purgeAt = (kind: string) =>
      [...after.contato, ...after.mensagem]
        .filter((entry) => String(entry.kind ?? entry.topic) === kind)
        .map((entry) => entry.purgeAt);
    expect(purgeAt("contato")).toEqual([seconds(newDeadline)]);
    expect(purgeAt("idempotency")).toEqual([seconds(newDeadline)]);
    expect(purgeAt("contato.reply")).toEqual([seconds(newDeadline)]);
    // The e-mails sent before it keep the time they were written with.
    expect(purgeAt("contato.confirmation")).toEqual([seconds(firstDeadline)]);
    expect(purgeAt("contato.alert")).toEqual([seconds(firstDeadline)]);
    expect(
      outboxMessages(local.backend.outboxDir).filter(
        (mail) => mail.ref === reference && mail.topic === "contato.reply",
      ),
    ).toHaveLength(1);

    // Past the first two years the message, its claim and the reply stay; past the new ones nothing stays.
    await local.backend.notifications.expire(later(firstDeadline, 60_000));
    expect(kinds((await rowsHolding(email)).contato)).toEqual(["contato", "idempotency"]);
    expect(kinds((await rowsHolding(email)).mensagem)).toEqual(["contato.reply"]);
    await local.backend.notifications.expire(later(newDeadline, 60_000));
    expect(await rowsHolding(email)).toEqual({ contato: [], mensagem: [] });
  });
});

describe("survey answers keep only their score and month after two years", () => {
  it("unlinks an answer from its comment, account and protocol two years after it is given; the results still count it", async () => {
    const customer = (await confirmedCustomer(local.backend, "prazo.pesquisa@example.com")).idToken;
    const created = await callApi(local.backend, "ColetaAPI", "POST", "coleta", customer, coletaRequest());
    expect(created.status).toBe(201);
    const protocol = String(created.body.protocol);
    const route = `operacao/coleta/${protocol}/transicao`;
    const schedule = {
      to: "agendada",
      idempotencyKey: crypto.randomUUID(),
      date: new Date(Date.now() + 2 * DAY_MS).toISOString().slice(0, 10),
      window: { from: "08:00", to: "12:00" },
    };
    expect((await callApi(local.backend, "ColetaAPI", "POST", route, tokens.operator, schedule)).status).toBe(200);
    const collect = {
      to: "coletada",
      idempotencyKey: crypto.randomUUID(),
      collectedOn: todayInSaoPaulo(),
      collectedLitres: 250,
      driverName: "Carlos Mendes",
    };
    expect((await callApi(local.backend, "ColetaAPI", "POST", route, tokens.operator, collect)).status).toBe(200);
    const survey = {
      idempotencyKey: crypto.randomUUID(),
      protocol,
      score: 10,
      comment: "A equipe da Prazo Pesquisa Ltda. foi muito atenciosa.",
      language: "pt",
    };
    expect((await callApi(local.backend, "PesquisaAPI", "POST", "pesquisa", customer, survey)).status).toBe(201);
    const answer = (await tableRows(local.backend.ports.dynamodb, "pesquisa")).find(
      (row) => row.protocol === protocol,
    )!;
    const month = String(answer.month);
    const day = todayInSaoPaulo(new Date(String(answer.createdAt)));
    const results = async () =>
      (await callApi(local.backend, "EquipeAPI", "GET", `pesquisas?from=${month}-01&to=${day}`, tokens.operator))
        .body as { total: { answers: number; distribution: number[] }; comments: { comment: string }[] };
    const rated = async () =>
      JSON.stringify((await callApi(local.backend, "PesquisaAPI", "GET", "pesquisa", customer)).body);
    expect((await results()).total.answers).toBe(1);
    expect(await rated()).toContain(protocol);

    const deadline = twoYearsAfter(String(answer.createdAt));
    await local.backend.notifications.expire(later(deadline, -DAY_MS));
    expect(
      (await tableRows(local.backend.ports.dynamodb, "pesquisa")).find((row) => row.protocol === protocol),
    ).toEqual(answer);

    const done = await local.backend.notifications.expire(later(deadline, 60_000));
    expect(done).toContainEqual({ table: "pesquisa", key: protocol });
    const rows = await tableRows(local.backend.ports.dynamodb, "pesquisa");
    // The protocol's row keeps only the protocol (one answer per request still stands) and when it was unlinked.
    expect(Object.keys(rows.find((row) => row.protocol === protocol)!).sort()).toEqual(["anonymisedAt", "protocol"]);
    // The score stays, with its month, under a key of its own: nothing that leads to the customer.
    const anonymous = rows.filter((row) => String(row.protocol).startsWith("ANON#"));
    expect(anonymous.map(({ protocol: _key, ...rest }) => rest)).toEqual([
      { score: 10, month, language: "pt", createdAt: answer.createdAt },
    ]);
    expect(JSON.stringify(rows)).not.toContain("Prazo Pesquisa");
    expect(JSON.stringify(rows)).not.toContain(String(answer.customerId));
    const after = await results();
    expect(after.total.answers).toBe(1);
    expect(after.total.distribution[10]).toBe(1);
    expect(after.comments).toEqual([]);
    expect(await rated()).not.toContain(protocol);
    // Answering again is still refused; a second sweep changes nothing.
    const again = await callApi(local.backend, "PesquisaAPI", "POST", "pesquisa", customer, {
      ...survey,
      idempotencyKey: crypto.randomUUID(),
    });
    expect(again.status).toBe(409);
    expect(await local.backend.notifications.expire(later(deadline, 2 * 60_000))).not.toContainEqual({
      table: "pesquisa",
      key: protocol,
    });
    expect(await tableRows(local.backend.ports.dynamodb, "pesquisa")).toEqual(rows);
  });
});

describe("rows stored before the Time to Live (scripts/backfill-retention.mts)", () => {
  it("gives a message, its claim and its e-mails the purgeAt they would have had: two years after its last exchange", async () => {
    const email = "prazo.antigo@example.com";
    const reference = await sendContato(local.backend, { topic: "ri", email });
    await local.backend.notifications.flush();
    await reply(tokens.ri, reference, "Olá, Ruth: o relatório anual está na página de investidores.");
    const current = await rowsHolding(email);
    // As the code before issue 29 stored them: no purgeAt anywhere (removed as an operator would, through DynamoDB).
    const client = new DynamoDBClient({
      endpoint: `http://localhost:${local.backend.ports.dynamodb}`,
      region: localRegion,
      credentials: { accessKeyId: "local", secretAccessKey: "local" },
    });
    for (const [table, key, rows] of [
      ["contato", "reference", current.contato],
      ["mensagem", "id", current.mensagem],
    ] as const)
      for (const row of rows)
        await client.send(
          new UpdateItemCommand({
            TableName: table,
            Key: { [key]: { S: String(row[key]) } },
            UpdateExpression: "REMOVE purgeAt",
          }),
        );
    const legacy = await rowsHolding(email);
    expect([...legacy.contato, ...legacy.mensagem].map((row) => row.purgeAt)).toEqual(
      [...legacy.contato, ...legacy.mensagem].map(() => undefined),
    );

    const counts = await backfillRetention();
    expect(counts.messages).toBeGreaterThanOrEqual(1);
    expect(counts.claims).toBeGreaterThanOrEqual(1);
    expect(counts.emails).toBeGreaterThanOrEqual(3);
    const after = await rowsHolding(email);
    // The reply was the last exchange: two years after it, for every row, as the code now writes them.
    const deadline = seconds(twoYearsAfter(String(messageRow(after.contato).updatedAt)));
    for (const row of [...after.contato, ...after.mensagem])
      expect(row.purgeAt, String(row.kind ?? row.topic)).toBe(deadline);
    // Run again, it changes nothing.
    expect(await backfillRetention()).toEqual({ messages: 0, claims: 0, emails: 0 });
  });
});

describe("the periods' rules", () => {
  it("starts two years again on an exchange for the general, investor and supplier forms only", () => {
    const at = new Date("2026-11-29T23:30:00Z");
    for (const topic of ["geral", "ri", "fornecedor", "candidatura"] as const)
      expect(contactPurgeAt(topic, at), topic).toBe(Date.parse("2028-11-29T23:30:00Z") / 1000);
    expect(contactPurgeAt("titular", at)).toBeUndefined();
    expect(exchangePurgeAt("ri", at)).toBe(Date.parse("2028-11-29T23:30:00Z") / 1000);
    expect(exchangePurgeAt("candidatura", at)).toBeNull();
    expect(exchangePurgeAt("titular", at)).toBeNull();
  });

  it("expires a CV as S3 does (days after its creation, from the next midnight UTC), never before its application's two years, at most two days after", () => {
    // S3's documented example: created 2014-01-15 10:30 UTC, a 3-day rule: expires 2014-01-19 00:00 UTC.
    expect(objectExpiresAt(new Date("2014-01-15T10:30:00Z"), 3).toISOString()).toBe("2014-01-19T00:00:00.000Z");
    expect(fileExpirations).toEqual([{ id: "applicant-cvs", prefix: "candidaturas/", days: CV_EXPIRATION_DAYS }]);
    for (const sent of [
      "2026-11-29T23:59:00Z",
      "2027-03-01T00:00:00Z",
      "2027-06-15T12:00:00Z",
      "2028-02-29T08:00:00Z",
    ]) {
      const expiry = objectExpiresAt(new Date(sent), CV_EXPIRATION_DAYS).getTime();
      const twoYears = twoYearsAfter(sent).getTime();
      expect(expiry, sent).toBeGreaterThanOrEqual(twoYears);
      expect(expiry - twoYears, sent).toBeLessThanOrEqual(2 * DAY_MS);
    }
  });
});
