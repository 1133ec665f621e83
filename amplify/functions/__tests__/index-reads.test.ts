// @vitest-environment node
/**
 * Lists and lookups read an index, never the whole table (issue 25: `POST /coleta/vincular` scanned the coleta
 * table, 0.9–1.2 s a call at 37,000 rows). The commands linking sends are recorded here; the behaviour itself runs
 * against the local backend in lifecycle.test.ts and local/__tests__/email-verification.test.ts.
 */
import fs from "node:fs";
import path from "node:path";

const sent = vi.hoisted(() => [] as { name: string; input: Record<string, unknown> }[]);
vi.mock("../shared/dynamo", () => ({
  db: () => ({
    send: async (command: { constructor: { name: string }; input: Record<string, unknown> }) => {
      sent.push({ name: command.constructor.name, input: command.input });
      if (command.constructor.name === "QueryCommand" && command.input.IndexName === "byUnlinkedEmail") {
        // Two pages, as DynamoDB answers past 1 MB.
        return command.input.ExclusiveStartKey
          ? { Items: [{ protocol: "COL-2026-000007" }] }
          : { Items: [{ protocol: "COL-2026-000009" }], LastEvaluatedKey: { protocol: "COL-2026-000009" } };
      }
      if (command.constructor.name === "QueryCommand" && command.input.IndexName === "byPerson") {
        const values = command.input.ExpressionAttributeValues as Record<string, string>;
        if (values[":person"] === "joana@retifica.com.br")
          // Two pages: a message to her, then the closing's own confirmation (kept).
          return command.input.ExclusiveStartKey
            ? { Items: [{ id: "conta#sub-1#encerrada", to: "joana@retifica.com.br", state: "pending" }] }
            : {
                Items: [{ id: "m1", to: "joana@retifica.com.br", state: "sent", ref: "CTT-2026-000001" }],
                LastEvaluatedKey: { id: "m1" },
              };
        // Her request's other contact: the message about her request goes, the one about someone else's stays.
        return {
          Items: [
            { id: "m2", to: "compras@retifica.com.br", state: "pending", ref: "COL-2026-000042" },
            { id: "m3", to: "compras@retifica.com.br", state: "sent", ref: "COL-2026-000099" },
          ],
        };
      }
      return {};
    },
  }),
  tableName: (name: string) => `table-${name}`,
  isConditionFailure: () => false,
}));

const { linkAnonymous, otherOpenRequests } = await import("../coleta-api/coleta-store");
const { listForOperators } = await import("../coleta-api/operations");
const { listInbox } = await import("../equipe-api/inbox");
const { answersByMonth } = await import("../equipe-api/surveys");
const { deadLettersPage } = await import("../shared/dead-letters");
const { closeMessages } = await import("../coleta-api/account-data");

beforeEach(() => {
  sent.length = 0;
});

describe("GET /operacao/coleta/{protocol}: the same CNPJ's other open requests", () => {
  const record = {
    protocol: "COL-2026-000001",
    status: "recebida",
    company: { name: "Posto", cnpj: "11444777000161" },
  } as unknown as Parameters<typeof otherOpenRequests>[0];

  it("is one query on byOpenCnpj for the CNPJ, keys only: no scan", async () => {
    await otherOpenRequests(record);
    expect(sent).toEqual([
      {
        name: "QueryCommand",
        input: expect.objectContaining({
          TableName: "table-coleta",
          IndexName: "byOpenCnpj",
          KeyConditionExpression: "#open = :cnpj",
          ExpressionAttributeValues: { ":cnpj": "11444777000161" },
        }),
      },
    ]);
  });

  it("reads nothing for a request that is no longer open", async () => {
    expect(await otherOpenRequests({ ...record, status: "cancelada" })).toEqual([]);
    expect(sent).toEqual([]);
  });
});

describe("POST /coleta/vincular", () => {
  it("queries byUnlinkedEmail for the caller's e-mail (every page), then updates each request: no scan", async () => {
    expect(await linkAnonymous(" Joana@Retifica.com.br ", "customer-sub", "us-east-1:customer-sub")).toEqual([
      "COL-2026-000007",
      "COL-2026-000009",
    ]);
    expect(sent.map((command) => command.name)).toEqual([
      "QueryCommand",
      "QueryCommand",
      "UpdateCommand",
      "UpdateCommand",
    ]);
    expect(sent[0].input).toMatchObject({
      TableName: "table-coleta",
      IndexName: "byUnlinkedEmail",
      KeyConditionExpression: "unlinkedEmail = :email",
      ExpressionAttributeValues: { ":email": "joana@retifica.com.br" },
    });
    // Each link is conditional on the request still waiting for that e-mail, and takes it out of the index.
    expect(sent[2].input).toMatchObject({
      Key: { protocol: "COL-2026-000007" },
      UpdateExpression: "SET customerId = :customer, identityId = :identity REMOVE unlinkedEmail",
      ConditionExpression: "#kind = :coleta AND attribute_not_exists(customerId) AND unlinkedEmail = :email",
      ExpressionAttributeValues: expect.objectContaining({
        ":email": "joana@retifica.com.br",
        ":customer": "customer-sub",
      }),
    });
  });
});

describe("GET /operacao/coleta", () => {
  it("without a state or text, reads each status's byStatus range a page at a time: the list's page and one more", async () => {
    await listForOperators({ limit: 25 });
    const queries = sent.filter((command) => command.name === "QueryCommand");
    expect(queries.map((command) => command.input.ExpressionAttributeValues)).toEqual(
      ["recebida", "agendada", "coletada", "certificada", "cancelada"].map((status) => ({ ":status": status })),
    );
    for (const query of queries)
      expect(query.input).toMatchObject({ IndexName: "byStatus", Limit: 26, ScanIndexForward: false });
  });

  it("with a state or a text to check, reads whole pages of the range (most of what it reads is not listed)", async () => {
    await listForOperators({ limit: 25, status: "recebida", q: "oficina" });
    await listForOperators({ limit: 25, status: "agendada", uf: "SP" });
    expect(sent.map((command) => [command.name, command.input.IndexName, command.input.Limit])).toEqual([
      ["QueryCommand", "byStatus", undefined],
      ["QueryCommand", "byStatus", undefined],
    ]);
  });

  it("a whole protocol as the text is one read of its row, any case", async () => {
    await listForOperators({ limit: 25, q: "col-2026-000042" });
    expect(sent).toEqual([
      expect.objectContaining({
        name: "GetCommand",
        input: expect.objectContaining({ Key: { protocol: "COL-2026-000042" } }),
      }),
    ]);
  });
});

describe("EquipeAPI", () => {
  it("the inbox reads byInbox, one partition per topic and status the caller may see, a page (+1) at a time", async () => {
    await listInbox({ limit: 25, topics: ["ri", "fornecedor"] });
    const queries = sent.filter((command) => command.name === "QueryCommand");
    expect(sent.every((command) => command.name === "QueryCommand")).toBe(true);
    expect(queries.map((command) => command.input.ExpressionAttributeValues)).toEqual(
      ["ri", "fornecedor"].flatMap((topic) =>
        ["nova", "em-andamento", "respondida", "arquivada"].map((status) => ({ ":inbox": `${topic}#${status}` })),
      ),
    );
    for (const query of queries)
      expect(query.input).toMatchObject({
        TableName: "table-contato",
        IndexName: "byInbox",
        Limit: 26,
        ScanIndexForward: false,
      });
  });

  it("a whole reference as the text is one read of its row", async () => {
    await listInbox({ limit: 25, topics: ["geral"], q: "ctt-2026-000042" });
    expect(sent).toEqual([
      expect.objectContaining({
        name: "GetCommand",
        input: expect.objectContaining({ Key: { reference: "CTT-2026-000042" } }),
      }),
    ]);
  });

  it("the survey results read byMonth, one query per month of the range", async () => {
    await answersByMonth({ from: "2026-01-15", to: "2026-03-02" });
    expect(
      sent.map((command) => [
        command.name,
        command.input.IndexName,
        (command.input.ExpressionAttributeValues as Record<string, string>)[":month"],
      ]),
    ).toEqual([
      ["QueryCommand", "byMonth", "2026-01"],
      ["QueryCommand", "byMonth", "2026-02"],
      ["QueryCommand", "byMonth", "2026-03"],
    ]);
  });
});

describe("EquipeAPI's dead letters", () => {
  it('read the byState index\'s "dead" partition, newest first, a page (+1) at a time, from the cursor', async () => {
    await deadLettersPage({ limit: 25 });
    await deadLettersPage({
      limit: 10,
      cursor: { dueAt: "2026-03-10T12:00:00.000Z", id: "contato#CTT-2026-000042#alert" },
    });
    expect(sent.map((command) => command.name)).toEqual(["QueryCommand", "QueryCommand"]);
    const query = {
      TableName: "table-mensagem",
      IndexName: "byState",
      KeyConditionExpression: "#state = :dead",
      ExpressionAttributeValues: { ":dead": "dead" },
      ScanIndexForward: false,
    };
    expect(sent[0].input).toMatchObject({ ...query, Limit: 26 });
    expect(sent[0].input.ExclusiveStartKey).toBeUndefined();
    expect(sent[1].input).toMatchObject({
      ...query,
      Limit: 11,
      ExclusiveStartKey: { state: "dead", dueAt: "2026-03-10T12:00:00.000Z", id: "contato#CTT-2026-000042#alert" },
    });
  });
});

describe("POST /meus-dados/encerrar: the customer's e-mails", () => {
  it("are read through byPerson, one query (every page) per address, and each erased one leaves the index: no scan", async () => {
    const erased = await closeMessages(
      " Joana@Retifica.com.br ",
      ["compras@retifica.com.br", "joana@retifica.com.br"],
      new Set(["COL-2026-000042"]),
      "conta#sub-1#encerrada",
    );
    expect(erased).toBe(2);
    const queries = sent.filter((command) => command.name === "QueryCommand");
    expect(queries.map((command) => [command.input.IndexName, command.input.ExpressionAttributeValues])).toEqual([
      ["byPerson", { ":person": "joana@retifica.com.br" }],
      ["byPerson", { ":person": "joana@retifica.com.br" }],
      ["byPerson", { ":person": "compras@retifica.com.br" }],
    ]);
    const updates = sent.filter((command) => command.name === "UpdateCommand");
    expect(updates.map((command) => command.input.Key)).toEqual([{ id: "m1" }, { id: "m2" }]);
    for (const update of updates) expect(String(update.input.UpdateExpression)).toMatch(/REMOVE replyTo, #person$/);
    // The pending one is stopped: a dead letter with the reason.
    expect(updates[1]?.input.ExpressionAttributeValues).toMatchObject({ ":dead": "dead" });
    expect(sent.map((command) => command.name)).not.toContain("ScanCommand");
  });
});

describe("the handlers", () => {
  /** Every .ts file of amplify/functions but the tests. */
  function sources(dir: string): string[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === "__tests__" ? [] : sources(file);
      return entry.name.endsWith(".ts") ? [file] : [];
    });
  }

  /** Where `pattern` occurs in the handlers' code: each as "file: the exported function around it". */
  function occurrences(pattern: RegExp): string[] {
    return sources(path.resolve(__dirname, ".."))
      .flatMap((file) => {
        const text = fs.readFileSync(file, "utf8");
        return [...text.matchAll(pattern)].map((match) => {
          const before = text.slice(0, match.index);
          const within = [...before.matchAll(/\nexport (?:async )?function (\w+)/g)].at(-1)?.[1] ?? "?";
          return `${path.relative(path.resolve(__dirname, ".."), file)}: ${within}`;
        });
      })
      .sort();
  }

  it("scan a table only in the one-off backfills of the linking, open-CNPJ, inbox, survey-month and message-person indexes, and of the contact forms' Time to Live", () => {
    // One scan, in the backfill every index added after its table held rows runs through (shared/backfill.ts)…
    expect(occurrences(/new ScanCommand\(/g)).toEqual(["shared/backfill.ts: backfillIndexKey"]);
    // …and those backfills are its only callers.
    expect(occurrences(/backfillIndexKey\(\{/g)).toEqual([
      "coleta-api/coleta-store.ts: backfillOpenCnpj",
      "coleta-api/coleta-store.ts: backfillUnlinkedEmails",
      "contato-api/retention.ts: backfillRetention",
      "contato-api/retention.ts: backfillRetention",
      "contato-api/retention.ts: backfillRetention",
      "equipe-api/backfill.ts: backfillInbox",
      "equipe-api/backfill.ts: backfillSurveyMonths",
      "shared/message-backfill.ts: backfillMessagePersons",
    ]);
  });
});
