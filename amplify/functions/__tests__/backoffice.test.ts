// @vitest-environment node
/**
 * The staff's back-office (EquipeAPI) through the real local backend (cognito-local with the staff groups, dynalite,
 * the local gateway, the dispatcher writing the outbox): who may call what (401, 403), the inbox's filters and paging,
 * the thread (status, assignee, notes, replies e-mailed once per key), the CSV export, the survey results and the staff
 * administration.
 */
import fs from "node:fs";
import path from "node:path";
import { DynamoDBClient, PutItemCommand } from "@aws-sdk/client-dynamodb";
import { InitiateAuthCommand } from "@aws-sdk/client-cognito-identity-provider";
import { marshall } from "@aws-sdk/util-dynamodb";
import { outboxMessages } from "../../local/outbox";
import { claimsOf, codeFor, cognitoOf, tableRows } from "../../local/__tests__/accounts";
import { callApi, sendContato, useStaffBackend, type Answer } from "../../local/__tests__/staff-backend";
import { localBaseOperators, localRegion, localStaffAccounts } from "../../local/provision";
import { siteSettings } from "../shared/settings";
import { coletaRequest } from "../../../src/domain/__tests__/fixtures";
import type { NpsSummary } from "../../../src/domain/backoffice";
import type { ContatoInput } from "../../../src/domain/contato";
import { todayInSaoPaulo } from "../../../src/domain/fields";

const local = useStaffBackend("backoffice");
const { tokens } = local;

const call = (method: string, route: string, token?: string, body?: unknown): Promise<Answer> =>
  callApi(local.backend, "EquipeAPI", method, route, token, body);

const contato = (overrides: Partial<ContatoInput> = {}): Promise<string> => sendContato(local.backend, overrides);
const supplier = {
  topic: "fornecedor",
  company: "Fornece Embalagens",
  cnpj: "11222333000181",
  supplyCategory: "embalagens",
} satisfies Partial<ContatoInput>;

type Item = { reference: string; topic: string; status: string; team: string; assignee: { username: string } | null };
const references = (answer: Answer) => (answer.body.items as Item[]).map((item) => item.reference);

async function putRow(table: string, item: Record<string, unknown>): Promise<void> {
  const client = new DynamoDBClient({
    endpoint: `http://localhost:${local.backend.ports.dynamodb}`,
    region: localRegion,
    credentials: { accessKeyId: "local", secretAccessKey: "local" },
  });
  await client.send(new PutItemCommand({ TableName: table, Item: marshall(item, { removeUndefinedValues: true }) }));
}

const key = () => crypto.randomUUID();

describe("the local staff accounts", () => {
  it("are one per group, each in its group only, with passwords kept in staff.json; the operator is as before", () => {
    expect(local.backend.staff.map((account) => [account.group, account.email])).toEqual(
      localStaffAccounts.map((account) => [account.group, account.email]),
    );
    expect(JSON.parse(fs.readFileSync(path.join(local.dataDir, "staff.json"), "utf8"))).toEqual(
      Object.fromEntries(local.backend.staff.map(({ group, email, password }) => [group, { email, password }])),
    );
    for (const account of local.backend.staff)
      expect(claimsOf(tokens[account.group])["cognito:groups"]).toEqual([account.group]);
    expect(claimsOf(tokens.operator)["cognito:groups"]).toEqual(["operadores"]);
    expect(JSON.parse(fs.readFileSync(path.join(local.dataDir, "operator.json"), "utf8"))).toEqual(
      local.backend.operator,
    );
  });

  it("GET /acesso says what each may do", async () => {
    const ri = await call("GET", "acesso", tokens.ri);
    expect(ri.body).toMatchObject({ groups: ["ri"], topics: ["ri"], surveys: false, administrator: false });
    const admin = await call("GET", "acesso", tokens.administradores);
    expect(admin.body).toMatchObject({
      topics: ["geral", "ri", "fornecedor", "candidatura", "titular"],
      surveys: true,
      administrator: true,
    });
    expect((await call("GET", "acesso", tokens.operator)).body).toMatchObject({
      topics: [],
      surveys: true,
      administrator: false,
    });
  });
});

describe("who may call what", () => {
  it("every route: 401 without a token, 403 for a customer, 403 for staff of another team or group", async () => {
    const ri = await contato({ topic: "ri" });
    const assign = { idempotencyKey: key(), assignee: null };
    const routes: [method: string, route: string, body: unknown, others: string[]][] = [
      ["GET", "acesso", undefined, []],
      ["GET", "mensagens?topic=ri", undefined, ["contato", "fornecedores", "operator"]],
      ["GET", "mensagens/exportar?topic=ri", undefined, ["contato", "fornecedores", "operator"]],
      ["GET", `mensagens/${ri}`, undefined, ["contato", "fornecedores", "operator"]],
      [
        "POST",
        `mensagens/${ri}/status`,
        { idempotencyKey: key(), status: "arquivada" },
        ["contato", "fornecedores", "operator"],
      ],
      ["POST", `mensagens/${ri}/responsavel`, assign, ["contato", "fornecedores", "operator"]],
      [
        "POST",
        `mensagens/${ri}/nota`,
        { idempotencyKey: key(), text: "Nota interna" },
        ["contato", "fornecedores", "operator"],
      ],
      [
        "POST",
        `mensagens/${ri}/resposta`,
        { idempotencyKey: key(), text: "Obrigado pelo contato." },
        ["contato", "fornecedores", "operator"],
      ],
      ["GET", "pesquisas", undefined, ["contato", "ri", "fornecedores"]],
      ["GET", "pesquisas/exportar", undefined, ["contato", "ri", "fornecedores"]],
      ["GET", "equipe", undefined, ["operator", "contato", "ri", "fornecedores"]],
      [
        "POST",
        "equipe",
        { email: "novo@example.com", groups: ["contato"] },
        ["operator", "contato", "ri", "fornecedores"],
      ],
      ["PUT", "equipe/anyone/grupos", { groups: ["contato"] }, ["operator", "contato", "ri", "fornecedores"]],
    ];
    for (const [method, route, body, others] of routes) {
      expect([method, route, (await call(method, route, undefined, body)).status]).toEqual([method, route, 401]);
      const customer = await call(method, route, tokens.customer, body);
      expect([method, route, customer.status]).toEqual([method, route, 403]);
      expect(customer.body.errors).toEqual([expect.objectContaining({ code: "forbidden" })]);
      for (const other of others)
        expect([method, route, other, (await call(method, route, tokens[other], body)).status]).toEqual([
          method,
          route,
          other,
          403,
        ]);
    }
    // Nothing was written by the refused calls.
    const detail = await call("GET", `mensagens/${ri}`, tokens.ri);
    expect(detail.body).toMatchObject({ status: "nova", thread: [] });
    expect((await call("GET", "mensagens?language=en", tokens.customer)).body.errors).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/not allowed/) }),
    ]);
  });

  it("administrators also pass ColetaAPI's operator routes", async () => {
    const response = await fetch(`${local.backend.outputs.custom.API.ColetaAPI.endpoint}operacao/coleta`, {
      headers: { Authorization: tokens.administradores },
    });
    expect(response.status).toBe(200);
  });
});

describe("the inbox", () => {
  const made: Record<string, string[]> = { geral: [], ri: [], fornecedor: [] };

  beforeAll(async () => {
    for (let n = 0; n < 5; n += 1) made.geral.push(await contato({ name: `Cliente Geral ${n}` }));
    for (let n = 0; n < 2; n += 1) made.ri.push(await contato({ topic: "ri", name: `Investidor ${n}` }));
    made.fornecedor.push(await contato({ ...supplier, name: "Fornecedor Único" }));
  });

  it("shows each team its topics, newest first; administrators all; a topic of another team is 403", async () => {
    const geral = await call("GET", "mensagens?limit=100", tokens.contato);
    expect(geral.status).toBe(200);
    const items = geral.body.items as Item[];
    expect(items.every((item) => item.topic === "geral" && item.team === "contato")).toBe(true);
    expect(references(geral).slice(0, 5)).toEqual([...made.geral].reverse());
    const all = references(await call("GET", "mensagens?limit=100", tokens.administradores));
    for (const reference of [...made.geral, ...made.ri, ...made.fornecedor]) expect(all).toContain(reference);
    expect(references(await call("GET", "mensagens?limit=100", tokens.fornecedores))).toEqual(
      expect.arrayContaining(made.fornecedor),
    );
    expect((await call("GET", "mensagens?topic=geral", tokens.ri)).status).toBe(403);
    expect((await call("GET", `mensagens/${made.geral[0]}`, tokens.ri)).status).toBe(403);
    expect((await call("GET", "mensagens/CTT-2026-999999", tokens.ri)).status).toBe(404);
  });

  it("pages with an opaque cursor: every message once, in order", async () => {
    const seen: string[] = [];
    let next: string | null = null;
    let pagesRead = 0;
    do {
      const page: Answer = await call(
        "GET",
        `mensagens?topic=geral&limit=2${next ? `&next=${encodeURIComponent(next)}` : ""}`,
        tokens.administradores,
      );
      expect(page.status).toBe(200);
      expect((page.body.items as Item[]).length).toBeLessThanOrEqual(2);
      seen.push(...references(page));
      next = page.body.next as string | null;
      pagesRead += 1;
    } while (next && pagesRead < 50);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.slice(0, 5)).toEqual([...made.geral].reverse());
    const whole = references(await call("GET", "mensagens?topic=geral&limit=100", tokens.administradores));
    expect(seen).toEqual(whole);
    expect((await call("GET", "mensagens?next=not-a-cursor", tokens.contato)).body.errors).toEqual([
      expect.objectContaining({ field: "next", code: "invalid_value" }),
    ]);
  });

  it("filters by status, dates, text and assignee; refuses bad parameters with 400", async () => {
    const [first, second] = made.ri;
    expect(
      (await call("POST", `mensagens/${first}/status`, tokens.ri, { idempotencyKey: key(), status: "em-andamento" }))
        .status,
    ).toBe(200);
    expect(references(await call("GET", "mensagens?status=em-andamento", tokens.ri))).toEqual([first]);
    expect(references(await call("GET", "mensagens?status=nova&topic=ri", tokens.ri))).toContain(second);
    expect(references(await call("GET", "mensagens?status=nova&topic=ri", tokens.ri))).not.toContain(first);
    expect(references(await call("GET", "mensagens?q=investidor%201", tokens.ri))).toEqual([second]);
    expect(references(await call("GET", `mensagens?q=${first.toLowerCase()}`, tokens.ri))).toEqual([first]);
    const today = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
    expect(references(await call("GET", `mensagens?from=${today}&to=${today}&topic=ri`, tokens.ri))).toEqual(
      expect.arrayContaining(made.ri),
    );
    expect(references(await call("GET", "mensagens?to=2020-01-01", tokens.ri))).toEqual([]);
    const ri = local.backend.staff.find((account) => account.group === "ri");
    const username = String(claimsOf(tokens.ri)["cognito:username"]);
    expect(
      (await call("POST", `mensagens/${second}/responsavel`, tokens.ri, { idempotencyKey: key(), assignee: ri?.email }))
        .status,
    ).toBe(200);
    expect(references(await call("GET", "mensagens?assignee=me", tokens.ri))).toEqual([second]);
    expect(references(await call("GET", `mensagens?assignee=${username}`, tokens.administradores))).toEqual([second]);
    expect(
      references(
        await call(
          "GET",
          `mensagens?assignee=${encodeURIComponent(String(ri?.email).toUpperCase())}`,
          tokens.administradores,
        ),
      ),
    ).toEqual([second]);
    expect(references(await call("GET", "mensagens?assignee=none&topic=ri", tokens.ri))).not.toContain(second);
    for (const [query, field, code] of [
      ["status=lida", "status", "invalid_option"],
      ["topic=rh", "topic", "invalid_option"],
      ["from=2026-02-30", "from", "invalid_date"],
      ["from=2026-03-02&to=2026-03-01", "to", "invalid_date"],
      ["limit=0", "limit", "out_of_range"],
      ["limit=101", "limit", "out_of_range"],
      ["sort=asc", "sort", "unknown_field"],
    ] as const) {
      const refused = await call("GET", `mensagens?${query}`, tokens.ri);
      expect([query, refused.status]).toEqual([query, 400]);
      expect(refused.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field, code })]));
    }
  });

  it("assigns only staff who read the topic; the thread records it", async () => {
    const reference = made.geral[1];
    const ri = local.backend.staff.find((account) => account.group === "ri");
    const wrongTeam = await call("POST", `mensagens/${reference}/responsavel`, tokens.contato, {
      idempotencyKey: key(),
      assignee: ri?.email,
    });
    expect(wrongTeam.body.errors).toEqual([expect.objectContaining({ field: "assignee", code: "invalid_option" })]);
    expect(
      (
        await call("POST", `mensagens/${reference}/responsavel`, tokens.contato, {
          idempotencyKey: key(),
          assignee: "nobody@example.com",
        })
      ).status,
    ).toBe(400);
    const contact = local.backend.staff.find((account) => account.group === "contato");
    const assigned = await call("POST", `mensagens/${reference}/responsavel`, tokens.contato, {
      idempotencyKey: key(),
      assignee: contact?.email,
    });
    expect(assigned.status).toBe(200);
    expect((assigned.body.record as Item).assignee).toEqual({
      username: claimsOf(tokens.contato)["cognito:username"],
      email: contact?.email,
    });
    const admin = local.backend.staff.find((account) => account.group === "administradores");
    expect(
      (
        await call("POST", `mensagens/${reference}/responsavel`, tokens.contato, {
          idempotencyKey: key(),
          assignee: admin?.email,
        })
      ).status,
    ).toBe(200);
    const cleared = await call("POST", `mensagens/${reference}/responsavel`, tokens.contato, {
      idempotencyKey: key(),
      assignee: null,
    });
    expect((cleared.body.record as Item).assignee).toBeNull();
    const thread = (cleared.body.record as { thread: { kind: string }[] }).thread;
    expect(thread.map((entry) => entry.kind)).toEqual(["atribuicao", "atribuicao", "atribuicao"]);
  });

  it("keeps notes and status history in the thread, once per key; the same key with another body is 422", async () => {
    const reference = made.geral[2];
    const noteKey = key();
    const note = await call("POST", `mensagens/${reference}/nota`, tokens.contato, {
      idempotencyKey: noteKey,
      text: 'Ligar na segunda;\nconfirmar "volume"',
    });
    expect(note.status).toBe(200);
    expect(note.body.entries).toEqual([
      {
        id: noteKey,
        kind: "nota",
        at: expect.any(String),
        by: claimsOf(tokens.contato).sub,
        byEmail: "contato@circulare.local",
        text: 'Ligar na segunda;\nconfirmar "volume"',
      },
    ]);
    expect(
      (
        await call("POST", `mensagens/${reference}/nota`, tokens.contato, {
          idempotencyKey: noteKey,
          text: 'Ligar na segunda;\nconfirmar "volume"',
        })
      ).body.entries,
    ).toEqual(note.body.entries);
    expect(
      (
        await call("POST", `mensagens/${reference}/nota`, tokens.contato, {
          idempotencyKey: noteKey,
          text: "Outro texto",
        })
      ).status,
    ).toBe(422);
    const statusKey = key();
    await call("POST", `mensagens/${reference}/status`, tokens.contato, {
      idempotencyKey: statusKey,
      status: "arquivada",
    });
    await call("POST", `mensagens/${reference}/status`, tokens.contato, {
      idempotencyKey: statusKey,
      status: "arquivada",
    });
    // Already archived: no step, whatever the key.
    expect(
      (
        await call("POST", `mensagens/${reference}/status`, tokens.contato, {
          idempotencyKey: key(),
          status: "arquivada",
        })
      ).body.entries,
    ).toEqual([]);
    const detail = await call("GET", `mensagens/${reference}`, tokens.contato);
    expect(detail.body.status).toBe("arquivada");
    expect(
      (detail.body.thread as { kind: string; from?: string; to?: string }[]).map((entry) => [
        entry.kind,
        entry.from,
        entry.to,
      ]),
    ).toEqual([
      ["nota", undefined, undefined],
      ["status", "nova", "arquivada"],
    ]);
    expect(detail.body).toMatchObject({ notes: 1, replies: 0 });
    expect(
      (await call("POST", `mensagens/${reference}/nota`, tokens.contato, { idempotencyKey: "not-a-uuid", text: "x" }))
        .body.errors,
    ).toEqual(expect.arrayContaining([expect.objectContaining({ field: "idempotencyKey", code: "invalid_uuid" })]));
  });

  it("a reply is stored in the thread and e-mailed once, in the sender's language, even when posted twice with the same key", async () => {
    const reference = await contato({
      name: "Joan Smith",
      email: "joan@example.com",
      language: "en",
      message: "Do you collect in Paraná as well?",
    });
    const body = { idempotencyKey: key(), text: "Yes, we do: our Curitiba base covers the whole state." };
    const [first, second] = await Promise.all([
      call("POST", `mensagens/${reference}/resposta`, tokens.contato, body),
      call("POST", `mensagens/${reference}/resposta`, tokens.contato, body),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const third = await call("POST", `mensagens/${reference}/resposta`, tokens.contato, body);
    expect(third.body.entries).toEqual(first.body.entries);
    expect(
      (await call("POST", `mensagens/${reference}/resposta`, tokens.contato, { ...body, text: "Something else." }))
        .status,
    ).toBe(422);

    const messageId = `contato#${reference}#resposta#${body.idempotencyKey}`;
    const stored = (await tableRows(local.backend.ports.dynamodb, "mensagem")).filter(
      (row) => row.ref === reference && row.topic === "contato.reply",
    );
    expect(stored.map((row) => row.id)).toEqual([messageId]);
    await local.backend.notifications.flush();
    const sent = outboxMessages(local.backend.outboxDir).filter(
      (message) => message.ref === reference && message.topic === "contato.reply",
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: "joan@example.com",
      replyTo: siteSettings.company.emails.contact,
      subject: `Re: your message ${reference}`,
    });
    expect(sent[0].text).toContain("Hello, Joan Smith.");
    expect(sent[0].text).toContain(body.text);
    expect(sent[0].text).toContain(`keep the reference ${reference} in the subject`);
    expect(sent[0].text).not.toContain("Paraná as well");

    const detail = await call("GET", `mensagens/${reference}`, tokens.contato);
    expect(detail.body).toMatchObject({ status: "respondida", replies: 1 });
    const thread = detail.body.thread as { kind: string; messageId?: string; delivery?: { state: string } }[];
    expect(thread.map((entry) => entry.kind)).toEqual(["resposta", "status"]);
    expect(thread[0]).toMatchObject({ messageId, delivery: { state: "sent" } });
    // The marker is gone once the e-mail is written.
    const row = (await tableRows(local.backend.ports.dynamodb, "contato")).find((item) => item.reference === reference);
    expect(row).not.toHaveProperty("noticesPending");
    expect(row).toMatchObject({ inbox: "geral#respondida", replyCount: 1 });

    // A second reply, another key: a second e-mail.
    expect(
      (
        await call("POST", `mensagens/${reference}/resposta`, tokens.contato, {
          idempotencyKey: key(),
          text: "One more thing.",
        })
      ).status,
    ).toBe(200);
    await local.backend.notifications.flush();
    expect(
      outboxMessages(local.backend.outboxDir).filter(
        (message) => message.ref === reference && message.topic === "contato.reply",
      ),
    ).toHaveLength(2);
  });

  it("a reply whose e-mail was not written (the handler died after storing it) is e-mailed by the dispatcher's sweep, once", async () => {
    const reference = await contato({ name: "Ana Costa", email: "ana.costa@example.com", language: "es" });
    const { applyChange } = await import("../equipe-api/inbox");
    const dispatch = await import("../dispatcher/dispatch");
    const replyKey = key();
    // The store's write alone, as if the function stopped before turning the marker into the message.
    const outcome = await applyChange(
      reference,
      { kind: "resposta", key: replyKey, text: "Sí, atendemos su región." },
      { sub: "staff-sub" },
    );
    expect(outcome.kind).toBe("done");
    const replies = async () =>
      (await tableRows(local.backend.ports.dynamodb, "mensagem")).filter(
        (row) => row.ref === reference && row.topic === "contato.reply",
      );
    expect(await replies()).toEqual([]);
    expect(await dispatch.sweep()).not.toContain(reference); // within the grace period
    expect(await dispatch.sweep(new Date(Date.now() + 61_000))).toContain(reference);
    expect(await dispatch.sweep(new Date(Date.now() + 61_000))).not.toContain(reference);
    expect((await replies()).map((row) => [row.id, row.subject])).toEqual([
      [`contato#${reference}#resposta#${replyKey}`, `Re: su mensaje ${reference}`],
    ]);
  });

  it("exports the filtered list as CSV: BOM, ';', quotes, line breaks and formula starts neutralised", async () => {
    const reference = await contato({
      ...supplier,
      name: '=HYPERLINK("x")',
      message: 'Linha 1; com ponto e vírgula\nLinha 2 com "aspas"',
    });
    const exported = await call("GET", `mensagens/exportar?topic=fornecedor&q=${reference}`, tokens.fornecedores);
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(exported.headers.get("content-disposition")).toMatch(
      /^attachment; filename="mensagens-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(exported.text.startsWith("\uFEFFreferencia;recebida_em;topico;equipe;status;")).toBe(true);
    const [, row] = exported.text.slice(1).split("\r\n");
    expect(row.startsWith(`${reference};`)).toBe(true);
    expect(exported.text).toContain(`;"'=HYPERLINK(""x"")";`);
    expect(exported.text).toContain(`"Linha 1; com ponto e vírgula\nLinha 2 com ""aspas"""`);
    expect(exported.text.endsWith("\r\n")).toBe(true);
    expect(exported.headers.get("x-next")).toBeNull();
    // A short file per call names the next part.
    const parted = await call("GET", "mensagens/exportar?topic=geral&limit=2", tokens.contato);
    expect(parted.text.trimEnd().split("\r\n")).toHaveLength(3);
    const next = parted.headers.get("x-next");
    expect(next).toBeTruthy();
    const rest = await call(
      "GET",
      `mensagens/exportar?topic=geral&limit=2&next=${encodeURIComponent(String(next))}`,
      tokens.contato,
    );
    expect(rest.status).toBe(200);
    expect(rest.text).not.toContain(parted.text.split("\r\n")[1].split(";")[0]);
  });

  it("finds messages stored before the inbox once the backfill gives them their index key", async () => {
    const reference = "CTT-2025-000777";
    await putRow("contato", {
      reference,
      kind: "contato",
      idempotencyKey: key(),
      topic: "ri",
      name: "Mensagem Antiga",
      email: "antiga@example.com",
      message: "Enviada antes da caixa de entrada existir.",
      language: "pt",
      consent: true,
      createdAt: "2025-06-01T12:00:00.000Z",
    });
    expect(references(await call("GET", "mensagens?q=antiga", tokens.ri))).toEqual([]);
    expect((await call("GET", `mensagens/${reference}`, tokens.ri)).body).toMatchObject({ status: "nova" });
    const { backfillInbox } = await import("../equipe-api/backfill");
    expect(await backfillInbox()).toBe(1);
    expect(await backfillInbox()).toBe(0);
    expect(references(await call("GET", "mensagens?q=antiga", tokens.ri))).toEqual([reference]);
  });
});

describe("survey results", () => {
  const answers = [
    { score: 10, createdAt: "2026-01-10T15:00:00.000Z", comment: "Excelente; pontual" },
    { score: 9, createdAt: "2026-01-20T15:00:00.000Z" },
    { score: 7, createdAt: "2026-01-31T23:30:00.000Z", comment: "=1+1" }, // 20:30 in São Paulo: January
    { score: 3, createdAt: "2026-02-01T02:30:00.000Z", comment: "Atrasou" }, // 23:30 on 31 January in São Paulo
    { score: 0, createdAt: "2026-02-15T15:00:00.000Z" },
    { score: 6, createdAt: "2026-03-05T15:00:00.000Z", comment: "Ok" },
  ];

  beforeAll(async () => {
    const { surveyMonth } = await import("../equipe-api/surveys");
    for (const [n, answer] of answers.entries()) {
      await putRow("pesquisa", {
        protocol: `COL-2026-90000${n}`,
        id: crypto.randomUUID(),
        customerId: "someone",
        language: "pt",
        month: surveyMonth(answer.createdAt),
        ...answer,
      });
    }
    // One from before byMonth: no month until the backfill.
    await putRow("pesquisa", {
      protocol: "COL-2026-900009",
      id: crypto.randomUUID(),
      customerId: "someone",
      language: "en",
      score: 8,
      createdAt: "2026-03-20T15:00:00.000Z",
    });
  });

  it("counts NPS by month, with the distribution, for operations and administrators", async () => {
    const { backfillSurveyMonths } = await import("../equipe-api/backfill");
    expect(await backfillSurveyMonths()).toBe(1);
    const results = await call("GET", "pesquisas?from=2026-01-01&to=2026-03-31", tokens.operator);
    expect(results.status).toBe(200);
    const months = results.body.months as (NpsSummary & { month: string })[];
    expect(
      months.map((month) => [month.month, month.answers, month.promoters, month.passives, month.detractors, month.nps]),
    ).toEqual([
      ["2026-01", 4, 2, 1, 1, 25],
      ["2026-02", 1, 0, 0, 1, -100],
      ["2026-03", 2, 0, 1, 1, -50],
    ]);
    expect(months[0].distribution).toEqual([0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 1]);
    expect(results.body.total).toMatchObject({ answers: 7, promoters: 2, passives: 2, detractors: 3, nps: -14 });
    expect((results.body.comments as { comment: string }[]).map((comment) => comment.comment)).toEqual([
      "Ok",
      "Atrasou",
      "=1+1",
      "Excelente; pontual",
    ]);
    expect(
      (await call("GET", "pesquisas?from=2026-02-01&to=2026-02-28", tokens.administradores)).body.total,
    ).toMatchObject({ answers: 1, nps: -100 });
    expect((await call("GET", "pesquisas?from=2020-01-01&to=2026-03-31", tokens.operator)).body.errors).toEqual([
      expect.objectContaining({ field: "from", code: "out_of_range" }),
    ]);
    expect((await call("GET", "pesquisas?from=2026-03-01&to=2026-01-01", tokens.operator)).status).toBe(400);
  });

  it("counts an answer sent through PesquisaAPI in its São Paulo month (the row carries `month`)", async () => {
    const coleta = (method: string, route: string, token: string, body?: unknown) =>
      fetch(`${local.backend.outputs.custom.API.ColetaAPI.endpoint}${route}`, {
        method,
        headers: { "Content-Type": "application/json", Authorization: token },
        body: body === undefined ? undefined : JSON.stringify(body),
      }).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as Record<string, unknown>,
      }));
    const created = await coleta("POST", "coleta", tokens.customer, coletaRequest());
    const protocol = String(created.body.protocol);
    const date = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(
      (
        await coleta("POST", `operacao/coleta/${protocol}/transicao`, tokens.operator, {
          to: "agendada",
          idempotencyKey: key(),
          date,
          window: { from: "08:00", to: "12:00" },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await coleta("POST", `operacao/coleta/${protocol}/transicao`, tokens.operator, {
          to: "coletada",
          idempotencyKey: key(),
          collectedOn: todayInSaoPaulo(),
          collectedLitres: 300,
          driverName: "Carlos Mendes",
        })
      ).status,
    ).toBe(200);
    const answered = await fetch(`${local.backend.outputs.custom.API.PesquisaAPI.endpoint}pesquisa`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: tokens.customer },
      body: JSON.stringify({ idempotencyKey: key(), protocol, score: 9, comment: "Equipe pontual.", language: "pt" }),
    });
    expect(answered.status).toBe(201);
    const { surveyMonth } = await import("../equipe-api/surveys");
    const row = (await tableRows(local.backend.ports.dynamodb, "pesquisa")).find((item) => item.protocol === protocol);
    expect(row?.month).toBe(surveyMonth(String(row?.createdAt)));
    const results = await call("GET", "pesquisas", tokens.operator);
    expect(
      (results.body.comments as { protocol: string; category: string }[]).find(
        (comment) => comment.protocol === protocol,
      ),
    ).toMatchObject({ category: "promotor" });
    expect((results.body.months as { month: string }[]).at(-1)?.month).toBe(row?.month);
  });

  it("exports the answers as CSV, newest first", async () => {
    const exported = await call("GET", "pesquisas/exportar?from=2026-01-01&to=2026-01-31", tokens.operator);
    expect(exported.status).toBe(200);
    expect(exported.text.split("\r\n")).toEqual([
      "\uFEFFdata;protocolo;nota;categoria;idioma;comentario",
      "2026-01-31 23:30;COL-2026-900003;3;detrator;pt;Atrasou",
      "2026-01-31 20:30;COL-2026-900002;7;neutro;pt;'=1+1",
      "2026-01-20 12:00;COL-2026-900001;9;promotor;pt;",
      `2026-01-10 12:00;COL-2026-900000;10;promotor;pt;"Excelente; pontual"`,
      "",
    ]);
  });
});

describe("staff administration", () => {
  it("lists the staff with their groups (no customer)", async () => {
    const list = await call("GET", "equipe", tokens.administradores);
    expect(list.status).toBe(200);
    const items = list.body.items as { email: string; groups: string[]; bases: string[] }[];
    expect(items.map((item) => [item.email, item.groups, item.bases]).sort()).toEqual(
      [
        [local.backend.operator.email, ["operadores"], []],
        ...local.backend.staff.map((account) => [account.email, [account.group], []]),
        // The operators of some bases only, with their bases (custom:bases).
        ...localBaseOperators.map((account) => [account.email, ["operadores"], [...account.bases]]),
      ].sort(),
    );
  });

  it("sets a member's bases exactly, in any case, and refuses a base that takes no requests", async () => {
    const list = await call("GET", "equipe", tokens.administradores);
    const operator = (list.body.items as { email: string; username: string }[]).find(
      (item) => item.email === local.backend.operator.email,
    );
    const path = `equipe/${encodeURIComponent(operator?.username ?? "")}/bases`;
    const set = await call("PUT", path, tokens.administradores, { bases: ["Canoas", "guarulhos"] });
    expect(set.status).toBe(200);
    expect((set.body.member as { bases: string[] }).bases).toEqual(["canoas", "guarulhos"]);
    // The plant takes no requests; an operator is not an administrator.
    expect((await call("PUT", path, tokens.administradores, { bases: ["paulinia"] })).status).toBe(400);
    expect((await call("PUT", path, tokens.operator, { bases: [] })).status).toBe(403);
    const cleared = await call("PUT", path, tokens.administradores, { bases: [] });
    expect((cleared.body.member as { bases: string[] }).bases).toEqual([]);
  });

  it("invites a member with the invitation e-mail, sets their groups, refuses unknown groups and an administrator's own demotion", async () => {
    const invited = await call("POST", "equipe", tokens.administradores, {
      email: "Nova.Pessoa@Circulare.com.br",
      name: "Nova Pessoa",
      groups: ["ri", "contato"],
    });
    expect(invited.status).toBe(201);
    const member = invited.body.member as { username: string; email: string; groups: string[]; status: string };
    expect(member).toMatchObject({
      email: "nova.pessoa@circulare.com.br",
      groups: ["contato", "ri"],
      status: "FORCE_CHANGE_PASSWORD",
      name: "Nova Pessoa",
    });
    // cognito-local "sends" the invitation: its temporary password is in codes.jsonl, and signing in asks for a new one.
    const temporary = await codeFor(local.backend, "nova.pessoa@circulare.com.br");
    const auth = await cognitoOf(local.backend).send(
      new InitiateAuthCommand({
        ClientId: local.backend.outputs.auth.user_pool_client_id,
        AuthFlow: "USER_PASSWORD_AUTH",
        AuthParameters: { USERNAME: "nova.pessoa@circulare.com.br", PASSWORD: String(temporary) },
      }),
    );
    expect(auth.ChallengeName).toBe("NEW_PASSWORD_REQUIRED");

    const again = await call("POST", "equipe", tokens.administradores, {
      email: "nova.pessoa@circulare.com.br",
      groups: ["fornecedores"],
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ invited: false, member: { groups: ["contato", "fornecedores", "ri"] } });

    const set = await call("PUT", `equipe/${member.username}/grupos`, tokens.administradores, {
      groups: ["operadores"],
    });
    expect(set.status).toBe(200);
    expect((set.body.member as { groups: string[] }).groups).toEqual(["operadores"]);
    expect(
      (
        (await call("PUT", `equipe/${member.username}/grupos`, tokens.administradores, { groups: [] })).body.member as {
          groups: string[];
        }
      ).groups,
    ).toEqual([]);
    expect((await call("GET", "equipe", tokens.administradores)).text).not.toContain("nova.pessoa@");

    for (const body of [
      { groups: ["gerentes"] },
      { groups: ["ri", "ri"] },
      { groups: "ri" },
      { groups: ["ri"], extra: 1 },
    ]) {
      expect([
        body,
        (await call("PUT", `equipe/${member.username}/grupos`, tokens.administradores, body)).status,
      ]).toEqual([body, 400]);
    }
    expect((await call("POST", "equipe", tokens.administradores, { email: "x@example.com", groups: [] })).status).toBe(
      400,
    );
    expect(
      (await call("POST", "equipe", tokens.administradores, { email: "not-an-email", groups: ["ri"] })).status,
    ).toBe(400);
    expect((await call("PUT", "equipe/no-such-user/grupos", tokens.administradores, { groups: ["ri"] })).status).toBe(
      404,
    );
    const self = String(claimsOf(tokens.administradores)["cognito:username"]);
    const demoted = await call("PUT", `equipe/${self}/grupos`, tokens.administradores, { groups: ["ri"] });
    expect(demoted.status).toBe(403);
    expect(demoted.body.errors).toEqual([expect.objectContaining({ field: "groups", code: "forbidden" })]);
  });
});
