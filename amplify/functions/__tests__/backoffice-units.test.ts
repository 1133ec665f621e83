// @vitest-environment node
/**
 * The back-office's pure parts: the CSV writer (escaping, formula starts), the NPS arithmetic and months, the topic →
 * team mapping and who may do what, and the bodies' schemas (every input checked on the server).
 */
import {
  deadLetterQuerySchema,
  deadLettersPageSchema,
  inboxQuerySchema,
  inviteSchema,
  messageIdSchema,
  replySchema,
  resendSchema,
  setGroupsSchema,
} from "../../../src/domain/backoffice";
import { validate } from "../../../src/domain/validate";
import { topicsOf, topicTeams, userPoolGroups } from "../../../src/domain/staff-groups";
import { csvCell, csvDocument, CSV_BOM } from "../shared/csv";
import { parseGroups } from "../shared/http";
import { isOperator } from "../shared/operators";
import { staffAccess } from "../shared/staff";
import { categoryOf, monthsBetween, npsOf, surveyMonth, surveyRange } from "../equipe-api/surveys";
import { inboxPairs } from "../equipe-api/inbox";

describe("CSV", () => {
  it("quotes a cell holding ';', a quote or a line break, doubling its quotes", () => {
    expect(csvCell("plain text")).toBe("plain text");
    expect(csvCell("a;b")).toBe('"a;b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("line 1\nline 2")).toBe('"line 1\nline 2"');
    expect(csvCell("line 1\r\nline 2")).toBe('"line 1\r\nline 2"');
    expect(csvCell("a,b")).toBe("a,b");
  });

  it("neutralises text a spreadsheet would run as a formula, not numbers", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"])
      expect(csvCell(`${start}SUM(A1:A9)`).replace(/^"/, "")).toMatch(/^'/);
    expect(csvCell('=HYPERLINK("http://x";"y")')).toBe(`"'=HYPERLINK(""http://x"";""y"")"`);
    expect(csvCell("'=already guarded")).toBe("'=already guarded");
    expect(csvCell("-")).toBe("'-");
    expect(csvCell(-12)).toBe("-12");
    expect(csvCell(0)).toBe("0");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(Number.NaN)).toBe("");
  });

  it("writes a UTF-8 BOM, the header, CRLF rows", () => {
    expect(
      csvDocument(
        ["a", "b"],
        [
          ["São Paulo", 1],
          ["x;y", null],
        ],
      ),
    ).toBe(`${CSV_BOM}a;b\r\nSão Paulo;1\r\n"x;y";\r\n`);
    expect(Buffer.from(csvDocument(["a"], []), "utf8").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});

describe("NPS", () => {
  it("counts promoters (9–10), passives (7–8) and detractors (0–6) and the 0–10 distribution", () => {
    const summary = npsOf([10, 9, 8, 7, 6, 0, 10]);
    expect(summary).toEqual({
      answers: 7,
      promoters: 3,
      passives: 2,
      detractors: 2,
      nps: 14,
      distribution: [1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2],
    });
    expect([10, 9, 8, 7, 6, 5, 0].map(categoryOf)).toEqual([
      "promotor",
      "promotor",
      "neutro",
      "neutro",
      "detrator",
      "detrator",
      "detrator",
    ]);
  });

  it("goes from −100 to 100, rounds halves away from zero, and is null without answers", () => {
    expect(npsOf([10, 10]).nps).toBe(100);
    expect(npsOf([0, 6]).nps).toBe(-100);
    expect(npsOf([7, 8]).nps).toBe(0);
    expect(Object.is(npsOf([7, 8]).nps, 0)).toBe(true);
    expect(npsOf([10, 0, 8, 8, 8, 8, 8, 8]).nps).toBe(0);
    // 1 promoter, 0 detractors in 8: 12.5 → 13; mirrored: −12.5 → −13 (Math.round would give −12).
    expect(npsOf([10, 8, 8, 8, 8, 8, 8, 8]).nps).toBe(13);
    expect(npsOf([0, 8, 8, 8, 8, 8, 8, 8]).nps).toBe(-13);
    expect(npsOf([10, 10, 0]).nps).toBe(33);
    expect(npsOf([])).toEqual({
      answers: 0,
      promoters: 0,
      passives: 0,
      detractors: 0,
      nps: null,
      distribution: Array(11).fill(0),
    });
    expect(() => npsOf([11])).toThrow(RangeError);
    expect(() => npsOf([2.5])).toThrow(RangeError);
  });

  it("counts an answer in São Paulo's month, and reads the months of a range", () => {
    expect(surveyMonth("2026-02-01T02:59:59.999Z")).toBe("2026-01");
    expect(surveyMonth("2026-02-01T03:00:00.000Z")).toBe("2026-02");
    expect(monthsBetween("2025-11-15", "2026-02-03")).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
    expect(monthsBetween("2026-03-01", "2026-03-31")).toEqual(["2026-03"]);
    expect(surveyRange({}, new Date("2026-03-10T12:00:00.000Z"))).toEqual({ from: "2025-04-01", to: "2026-03-10" });
    expect(surveyRange({ from: "2026-01-05", to: "2026-02-01" })).toEqual({ from: "2026-01-05", to: "2026-02-01" });
  });
});

describe("groups and teams", () => {
  it("maps each contact topic to one team, named once; administrators see every topic", () => {
    expect(topicTeams).toEqual({
      geral: "contato",
      ri: "ri",
      fornecedor: "fornecedores",
      candidatura: "gente",
      titular: "privacidade",
    });
    expect(topicsOf(["gente"])).toEqual(["candidatura"]);
    expect(topicsOf(["ri"])).toEqual(["ri"]);
    expect(topicsOf(["contato", "fornecedores"])).toEqual(["geral", "fornecedor"]);
    expect(topicsOf(["privacidade"])).toEqual(["titular"]);
    expect(topicsOf(["administradores"])).toEqual(["geral", "ri", "fornecedor", "candidatura", "titular"]);
    expect(topicsOf(["operadores"])).toEqual([]);
    expect(topicsOf(["someone-made-this-by-hand"])).toEqual([]);
    expect(userPoolGroups).toContain("operadores");
  });

  it("gives customers nothing, operations the surveys and their routes, administrators everything", () => {
    const claims = (groups: string) => ({ sub: "s", groups: parseGroups(groups) });
    expect(staffAccess(claims(""))).toEqual({ groups: [], topics: [], surveys: false, administrator: false });
    expect(staffAccess(null).groups).toEqual([]);
    expect(staffAccess(claims("operadores"))).toMatchObject({ topics: [], surveys: true, administrator: false });
    expect(staffAccess(claims("ri,contato"))).toMatchObject({
      topics: ["geral", "ri"],
      surveys: false,
      administrator: false,
    });
    expect(staffAccess(claims("administradores"))).toMatchObject({
      topics: ["geral", "ri", "fornecedor", "candidatura", "titular"],
      surveys: true,
      administrator: true,
    });
    expect(isOperator(claims("administradores"))).toBe(true);
    expect(isOperator(claims("ri"))).toBe(false);
  });

  it("reads one index partition per topic and status the caller may and wants to see", () => {
    expect(inboxPairs({ topics: ["ri"] })).toEqual(["ri#nova", "ri#em-andamento", "ri#respondida", "ri#arquivada"]);
    expect(inboxPairs({ topics: ["geral", "ri"], status: "nova" })).toEqual(["geral#nova", "ri#nova"]);
    expect(inboxPairs({ topics: ["geral", "ri"], topic: "ri", status: "arquivada" })).toEqual(["ri#arquivada"]);
    expect(inboxPairs({ topics: ["geral"], topic: "ri" })).toEqual([]);
  });
});

describe("the bodies and query strings, checked on the server", () => {
  it("refuses unknown groups, repeated groups and unknown fields", () => {
    expect(validate(setGroupsSchema, { groups: ["ri", "contato"] }).ok).toBe(true);
    expect(validate(setGroupsSchema, { groups: [] }).ok).toBe(true);
    for (const body of [
      { groups: ["gerentes"] },
      { groups: ["ri", "ri"] },
      { groups: "ri" },
      { groups: ["ri"], admin: true },
      {},
    ]) {
      expect([body, validate(setGroupsSchema, body).ok]).toEqual([body, false]);
    }
    expect(validate(inviteSchema, { email: " Ana@Example.com ", groups: ["ri"] })).toMatchObject({
      ok: true,
      value: { email: "ana@example.com" },
    });
    expect(validate(inviteSchema, { email: "ana@example.com", groups: [] }).ok).toBe(false);
  });

  it("cleans a reply like any free text and bounds it", () => {
    const checked = validate(replySchema, { idempotencyKey: crypto.randomUUID(), text: "  Olá\u200B!\nSegue.  " });
    expect(checked).toMatchObject({ ok: true, value: { text: "Olá!\nSegue." } });
    expect(validate(replySchema, { idempotencyKey: crypto.randomUUID(), text: "x".repeat(5001) })).toMatchObject({
      ok: false,
      errors: [expect.objectContaining({ code: "too_long" })],
    });
  });

  it("reads the inbox's query string with defaults", () => {
    expect(validate(inboxQuerySchema(), {})).toMatchObject({ ok: true, value: { limit: 25 } });
    expect(validate(inboxQuerySchema(5000, 5000), { limit: "5000" })).toMatchObject({
      ok: true,
      value: { limit: 5000 },
    });
    expect(validate(inboxQuerySchema(), { limit: "1e2" }).ok).toBe(false);
  });

  it("reads the dead letters' query string and resend body; a message id is the messages' own shape", () => {
    expect(validate(deadLetterQuerySchema, {})).toMatchObject({ ok: true, value: { limit: 25 } });
    expect(validate(deadLetterQuerySchema, { limit: "100", next: "abc" })).toMatchObject({
      ok: true,
      value: { limit: 100, next: "abc" },
    });
    for (const query of [{ limit: "0" }, { limit: "101" }, { state: "sent" }])
      expect([query, validate(deadLetterQuerySchema, query).ok]).toEqual([query, false]);
    const key = crypto.randomUUID();
    expect(validate(resendSchema, { idempotencyKey: key.toUpperCase() })).toMatchObject({
      ok: true,
      value: { idempotencyKey: key },
    });
    for (const body of [{}, { idempotencyKey: "1" }, { idempotencyKey: key, id: "x" }])
      expect([body, validate(resendSchema, body).ok]).toEqual([body, false]);
    for (const id of [
      "contato#CTT-2026-000001#alert",
      `contato#CTT-2026-000001#resposta#${key}`,
      "coleta#COL-2026-000001#operations#recebida",
    ]) {
      expect([id, messageIdSchema.safeParse(id).success]).toEqual([id, true]);
    }
    for (const id of ["", "a b", "a##b", "#a", "a-", "x".repeat(513)])
      expect([id, messageIdSchema.safeParse(id).success]).toEqual([id, false]);
    // The answer's shape is strict: a message's text would not pass.
    const item = {
      id: "a#b",
      kind: "coleta.agendada",
      to: "a@b.c",
      subject: "S",
      language: "pt",
      attempts: 12,
      lastError: null,
      createdAt: "t",
      updatedAt: "t",
    };
    expect(deadLettersPageSchema.safeParse({ items: [item], next: null }).success).toBe(true);
    expect(deadLettersPageSchema.safeParse({ items: [{ ...item, text: "Olá" }], next: null }).success).toBe(false);
  });
});
