// @vitest-environment node
import { ListObjectsV2Command, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { tables } from "../../data/tables";
import { coletaRequest, dataSubject } from "../../../src/domain/__tests__/fixtures";
import type { StoredColeta } from "../../../src/domain/coleta";
import {
  anonymiseRequest,
  anonymiseSurvey,
  ERASED,
  retentionTable,
  ACCOUNT_CLOSED_REASON,
} from "../../../src/domain/retention";
import { languages } from "../../../src/domain/language";
import { messageFor } from "../../../src/domain/validate";
import { backendText } from "../shared/texts";
import { scheduleAndCollect, useLocalBackend } from "../../local/__tests__/staff-backend";
import { localBucket } from "../../local/outputs";
import { localS3Credentials } from "../../local/s3";
import { AdminGetUserCommand } from "@aws-sdk/client-cognito-identity-provider";
import { generate } from "otplib";
import {
  claimsOf,
  cognitoOf,
  confirmedCustomer,
  operatorToken,
  signIn,
  tableRows,
  testPassword,
  turnOnTotp,
} from "../../local/__tests__/accounts";
import { closingMessageId } from "../coleta-api/account-data";

const stored: StoredColeta = {
  protocol: "COL-2026-000042",
  status: "certificada",
  createdAt: "2026-03-01T12:00:00.000Z",
  customerId: "sub-1",
  identityId: "us-east-1:sub-1",
  company: { name: "Retífica São João Ltda", cnpj: "11222333000181" },
  contact: { name: "Joana Prado", email: "joana@retifica.com.br", phone: "+5511987654321" },
  address: { cep: "01310100", street: "Avenida Paulista", number: "1000", city: "São Paulo", state: "SP" },
  estimatedLiters: 400,
  language: "pt",
  consent: true,
  notes: "Falar com Joana na portaria",
  collectedOn: "2026-03-04",
  collectedLitres: 380,
  history: [
    { from: null, to: "recebida", at: "2026-03-01T12:00:00.000Z", by: "sub-1" },
    { from: "recebida", to: "agendada", at: "2026-03-02T12:00:00.000Z", by: "op", note: "Joana pediu de manhã" },
  ],
  certificate: {
    code: "ABCD-EFGH-JKMN",
    issuedAt: "2026-03-05T12:00:00.000Z",
    key: "private/us-east-1:sub-1/certificados/COL-2026-000042.pdf",
  },
};

describe("the retention table and the anonymiser", () => {
  it("keeps a collection's legally required fields and nothing of the contact", () => {
    const next = anonymiseRequest(stored, "2026-11-29T12:00:00.000Z");
    expect(next.contact).toEqual({ name: ERASED, email: ERASED, phone: ERASED });
    expect(next.company).toEqual(stored.company);
    expect(next.collectedLitres).toBe(380);
    expect(next.certificate?.code).toBe("ABCD-EFGH-JKMN");
    expect(next.notes).toBeUndefined();
    expect(next.customerId).toBeNull();
    expect(next.identityId).toBeUndefined();
    expect(JSON.stringify(next)).not.toMatch(/Joana|joana|987654321|sub-1"/);
  });

  it("cancels an open request and erases its company, CNPJ and street, keeping city and state", () => {
    const open: StoredColeta = { ...stored, status: "agendada", collectedOn: undefined, collectedLitres: undefined };
    delete open.certificate;
    const next = anonymiseRequest(open, "2026-11-29T12:00:00.000Z");
    expect(next.status).toBe("cancelada");
    expect(next.cancellation).toEqual({ reason: ACCOUNT_CLOSED_REASON });
    expect(next.company).toEqual({ name: ERASED, cnpj: ERASED });
    expect(next.address).toEqual({ cep: ERASED, city: "São Paulo", state: "SP" });
    expect(next.history?.at(-1)).toMatchObject({ from: "agendada", to: "cancelada" });
    expect(JSON.stringify(next)).not.toMatch(/Joana|11222333000181|Paulista|Retífica/);
  });

  it("leaves a survey answer its score and month only", () => {
    const answer = {
      protocol: "COL-2026-000042",
      score: 9,
      comment: "Joana foi ótima",
      customerId: "sub-1",
      month: "2026-03",
    };
    expect(anonymiseSurvey(answer)).toEqual({ protocol: "COL-2026-000042", score: 9, month: "2026-03" });
  });

  it("has words for every kind in the three languages", () => {
    for (const language of languages) {
      for (const rule of retentionTable) {
        for (const part of ["title", "what", "outcome"])
          expect(backendText("retencao", language, `kinds.${rule.kind}.${part}`)).not.toBe("");
      }
    }
  });
});

describe("Meus dados against the local backend", () => {
  const local = useLocalBackend("account-data", operatorToken);

  const endpoint = () => local.backend.outputs.custom.API.ColetaAPI.endpoint;

  async function call(
    method: "GET" | "POST",
    api: "ColetaAPI" | "PesquisaAPI",
    route: string,
    token: string,
    body?: unknown,
  ) {
    const response = await fetch(`${local.backend.outputs.custom.API[api].endpoint}${route}`, {
      method,
      headers: { Authorization: token, ...(body ? { "Content-Type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> };
  }

  function s3(): S3Client {
    return new S3Client({
      endpoint: `http://localhost:${local.backend.ports.s3}`,
      region: "us-east-1",
      credentials: localS3Credentials,
      forcePathStyle: true,
    });
  }

  /** A customer with a collected request, a survey answer and a file in their folder. */
  async function customerWithHistory(label: string) {
    const subject = dataSubject(label);
    const session = await confirmedCustomer(local.backend, subject.email);
    const token = session.idToken;
    const request = coletaRequest({
      company: { name: subject.company, cnpj: subject.cnpj },
      contact: { name: subject.name, email: subject.email, phone: subject.phone },
    });
    const created = await call("POST", "ColetaAPI", "coleta", token, request);
    expect(created.status).toBe(201);
    const protocol = String(created.body.protocol);
    const open = await call(
      "POST",
      "ColetaAPI",
      "coleta",
      token,
      coletaRequest({
        company: { name: subject.company, cnpj: subject.cnpj },
        contact: { name: subject.name, email: subject.email, phone: subject.phone },
      }),
    );
    await scheduleAndCollect(local.backend, protocol, local.tokens.operator);
    const survey = {
      idempotencyKey: crypto.randomUUID(),
      protocol,
      score: 9,
      comment: `Atendimento a ${subject.name}`,
      language: "pt",
    };
    expect((await call("POST", "PesquisaAPI", "pesquisa", token, survey)).status).toBe(201);
    const sub = String(claimsOf(token).sub);
    await s3().send(
      new PutObjectCommand({
        Bucket: localBucket,
        Key: `private/us-east-1:${sub}/contrato.txt`,
        Body: `Contrato de ${subject.name}`,
      }),
    );
    return {
      subject,
      token,
      accessToken: session.accessToken,
      sub,
      protocol,
      openProtocol: String(open.body.protocol),
    };
  }

  it("exports the caller's own data only, from the tables, the pool and the bucket", async () => {
    const ana = await customerWithHistory("ana");
    const bruno = await customerWithHistory("bruno");
    const exported = await call("GET", "ColetaAPI", "meus-dados", ana.token);
    expect(exported.status).toBe(200);
    const body = exported.body as {
      account: { attributes: Record<string, string> };
      requests: { protocol: string; history: unknown[] }[];
      requestsCsv: string;
      surveys: { protocol: string; score: number; comment: string }[];
      files: { name: string; url: string }[];
    };
    expect(body.account.attributes.email).toBe(ana.subject.email);
    expect(body.requests.map((request) => request.protocol).sort()).toEqual([ana.protocol, ana.openProtocol].sort());
    expect(body.requests.find((request) => request.protocol === ana.protocol)?.history.length).toBeGreaterThan(2);
    expect(body.requestsCsv).toContain(ana.protocol);
    expect(body.requestsCsv).toContain(ana.subject.name);
    expect(body.surveys).toEqual([expect.objectContaining({ protocol: ana.protocol, score: 9 })]);
    expect(body.files.map((file) => file.name)).toEqual(["contrato.txt"]);
    expect(await (await fetch(body.files[0]?.url ?? "")).text()).toBe(`Contrato de ${ana.subject.name}`);
    expect(JSON.stringify(body)).not.toContain(bruno.subject.email);
    expect(JSON.stringify(body)).not.toContain(bruno.protocol);
    // Without a token the gateway refuses it.
    expect((await fetch(`${endpoint()}meus-dados`)).status).toBe(401);
  }, 120_000);

  it("refuses a wrong password and changes nothing", async () => {
    const carla = await customerWithHistory("carla");
    const refused = await call("POST", "ColetaAPI", "meus-dados/encerrar", carla.token, {
      password: "not-her-password-1A",
      language: "en",
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ field: "password", code: "wrong_password" })]);
    expect(await signIn(local.backend, carla.subject.email)).toBeTruthy();
    const rows = await tableRows(local.backend.ports.dynamodb, "coleta");
    expect(rows.find((row) => row.protocol === carla.protocol)?.contact).toMatchObject({ email: carla.subject.email });
  }, 120_000);

  it("with the authenticator app on, asks for its code, refuses a wrong one deleting nothing, closes with the right one", async () => {
    const erin = await customerWithHistory("erin");
    const secret = await turnOnTotp(local.backend, erin.accessToken);
    const close = (body: Record<string, unknown>) =>
      call("POST", "ColetaAPI", "meus-dados/encerrar", erin.token, { language: "en", ...body });
    const untouched = async () => {
      const user = await cognitoOf(local.backend).send(
        new AdminGetUserCommand({ UserPoolId: local.backend.outputs.auth.user_pool_id, Username: erin.sub }),
      );
      expect(user.UserMFASettingList).toEqual(["SOFTWARE_TOKEN_MFA"]);
      const rows = await tableRows(local.backend.ports.dynamodb, "coleta");
      expect(rows.find((row) => row.protocol === erin.protocol)?.contact).toMatchObject({ email: erin.subject.email });
      expect(rows.some((row) => row.protocol === `CLOSE#${erin.sub}`)).toBe(false);
      const messages = await tableRows(local.backend.ports.dynamodb, "mensagem");
      expect(
        messages.filter((message) => message.ref === erin.protocol && message.to === erin.subject.email),
      ).not.toEqual([]);
    };
    // The right password alone: Cognito's TOTP challenge, passed on as "enter the code" (in the body's language).
    const asked = await close({ password: testPassword });
    expect(asked.status).toBe(400);
    expect(asked.body.errors).toEqual([
      { field: "code", code: "totp_required", message: messageFor("totp_required", "en") },
    ]);
    await untouched();
    // A wrong password is refused as such, whatever the code.
    const wrongPassword = await close({ password: "not-her-password-1A", code: await generate({ secret }) });
    expect(wrongPassword.body.errors).toEqual([expect.objectContaining({ field: "password", code: "wrong_password" })]);
    // A wrong code, and one that is not six digits: refused, nothing deleted.
    const current = await generate({ secret });
    const wrong = await close({ password: testPassword, code: current === "000000" ? "111111" : "000000" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([expect.objectContaining({ field: "code", code: "wrong_totp" })]);
    const malformed = await close({ password: testPassword, code: "12a" });
    expect(malformed.body.errors).toEqual([expect.objectContaining({ field: "code", code: "wrong_totp" })]);
    await untouched();
    // The right code (spaces as an app shows it are fine): closed, the user gone from the pool.
    const code = await generate({ secret });
    const closed = await close({ password: testPassword, code: `${code.slice(0, 3)} ${code.slice(3)}` });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ closed: true, already: false, counts: { requestsKept: 1, surveys: 1 } });
    await expect(
      cognitoOf(local.backend).send(
        new AdminGetUserCommand({ UserPoolId: local.backend.outputs.auth.user_pool_id, Username: erin.sub }),
      ),
    ).rejects.toMatchObject({ name: "UserNotFoundException" });
  }, 180_000);

  it("closes the account once: retention applied, one confirmation, no sign-in, no personal data left", async () => {
    const dora = await customerWithHistory("dora");
    const first = await call("POST", "ColetaAPI", "meus-dados/encerrar", dora.token, {
      password: testPassword,
      language: "es",
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      closed: true,
      already: false,
      counts: { requestsKept: 1, requestsAnonymised: 1, surveys: 1, files: 1 },
    });
    const again = await call("POST", "ColetaAPI", "meus-dados/encerrar", dora.token, {
      password: testPassword,
      language: "es",
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ closed: true, already: true });
    await expect(signIn(local.backend, dora.subject.email)).rejects.toThrow();

    const messages = await tableRows(local.backend.ports.dynamodb, "mensagem");
    const confirmations = messages.filter((message) => message.id === closingMessageId(dora.sub));
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]).toMatchObject({ to: dora.subject.email, language: "es" });
    expect(String(confirmations[0]?.text)).toContain(backendText("retencao", "es", "kinds.collectedRequests.outcome"));

    // Every table: none of her data but what the retention table keeps (the collected request's company and CNPJ,
    // the closing's confirmation).
    for (const table of tables) {
      for (const row of await tableRows(local.backend.ports.dynamodb, table.name)) {
        const text = JSON.stringify(row);
        const kept =
          (table.name === "coleta" && (row.protocol === dora.protocol || row.target === dora.protocol)) ||
          (table.name === "mensagem" && row.id === closingMessageId(dora.sub));
        const allowed = kept
          ? table.name === "coleta"
            ? [dora.subject.company, dora.subject.cnpj]
            : [dora.subject.email, dora.subject.name]
          : [];
        for (const trace of dora.subject.traces.filter((value) => !allowed.includes(value))) {
          expect(text, `${table.name}: ${text}`).not.toContain(trace);
        }
      }
    }
    const listed = await s3().send(
      new ListObjectsV2Command({ Bucket: localBucket, Prefix: `private/us-east-1:${dora.sub}/` }),
    );
    expect(listed.Contents ?? []).toEqual([]);
  }, 180_000);
});
