import { describe, expect, it } from "vitest";
import {
  collectCsv,
  emptyInboxFilters,
  fileNameOf,
  formatMonth,
  formatNps,
  formatPercent,
  inboxPath,
  messagePath,
  queryString,
  type CsvPart,
} from "../area/backoffice/backoffice-api";
import { claimsGroups, inGroups, isOperator } from "../area/operator";
import { sectionsFor } from "../area/sections";
import { inboxQuerySchema } from "../../../domain/backoffice";

const spaces = (text: string) => text.replace(/\s/g, " ");

describe("back-office query strings", () => {
  it("leaves empty filters out, trims the others and ends with the language", () => {
    expect(inboxPath(emptyInboxFilters, "pt")).toBe("/mensagens?language=pt");
    expect(inboxPath({ ...emptyInboxFilters, q: "  Ana Souza ", status: "em-andamento", topic: "ri" }, "en")).toBe(
      "/mensagens?topic=ri&status=em-andamento&q=Ana+Souza&language=en",
    );
  });

  it("passes the cursor back and names the export route", () => {
    expect(inboxPath({ ...emptyInboxFilters, assignee: "me" }, "es", "abc=/+", "export")).toBe("/mensagens/exportar?assignee=me&next=abc%3D%2F%2B&language=es");
  });

  it("builds what the API's own query schema accepts", () => {
    const query = inboxPath({ topic: "geral", status: "nova", from: "2026-01-01", to: "2026-01-31", q: "óleo", assignee: "none" }, "pt", "cursor");
    const params = Object.fromEntries(new URL(`https://x${query}`).searchParams);
    expect(inboxQuerySchema().safeParse(params).success).toBe(true);
  });

  it("escapes a reference in a path", () => {
    expect(messagePath("CTT-2026-000001", "resposta")).toBe("/mensagens/CTT-2026-000001/resposta");
    expect(messagePath("a/b")).toBe("/mensagens/a%2Fb");
    expect(queryString({ from: "", to: "2026-03-01" }, "pt")).toBe("?to=2026-03-01&language=pt");
  });
});

describe("NPS and percentages for the page's language", () => {
  it("signs the NPS, a dash without answers", () => {
    expect(formatNps(42, "pt")).toBe("+42");
    expect(formatNps(-13, "en")).toMatch(/^[-−]13$/);
    expect(formatNps(0, "es")).toBe("0");
    expect(formatNps(null, "pt")).toBe("—");
  });

  it("writes percentages with a decimal comma in pt and es, a point in en", () => {
    // The space before "%" is the language's (es writes one, pt does not); the comma is what matters.
    expect(spaces(formatPercent(1, 3, "pt"))).toMatch(/^33,3 ?%$/);
    expect(spaces(formatPercent(1, 3, "es"))).toMatch(/^33,3 ?%$/);
    expect(formatPercent(1, 3, "en")).toBe("33.3%");
    expect(spaces(formatPercent(0, 0, "pt"))).toMatch(/^0,0 ?%$/);
  });

  it("names the month in the language", () => {
    expect(formatMonth("2026-03", "pt")).toBe("março de 2026");
    expect(formatMonth("2026-03", "en")).toBe("March 2026");
    expect(formatMonth("2026-12", "es")).toBe("diciembre de 2026");
  });
});

describe("CSV export in parts", () => {
  it("follows X-Next until there is none, once each, dropping the later parts' header", async () => {
    const parts: Record<string, CsvPart> = {
      first: { text: "\uFEFFa;b\r\n1;2\r\n", next: "p2" },
      p2: { text: "\uFEFFa;b\r\n3;4\r\n", next: "p3" },
      p3: { text: "\uFEFFa;b\r\n5;6\r\n", next: null },
    };
    const asked: (string | null)[] = [];
    const text = await collectCsv(async (next) => {
      asked.push(next);
      return parts[next ?? "first"];
    });
    expect(asked).toEqual([null, "p2", "p3"]);
    expect(text).toBe("\uFEFFa;b\r\n1;2\r\n3;4\r\n5;6\r\n");
  });

  it("stops on a cursor that repeats, and gives up on an export that never ends", async () => {
    await expect(collectCsv(async () => ({ text: "h\n1\n", next: "same" }))).resolves.toBe("h\n1\n1\n");
    let n = 0;
    await expect(collectCsv(async () => ({ text: "h\n", next: String(++n) }), 5)).rejects.toThrow(/5 parts/);
  });

  it("reads the file name from Content-Disposition", () => {
    expect(fileNameOf('attachment; filename="mensagens-2026-03-01.csv"', "x.csv")).toBe("mensagens-2026-03-01.csv");
    expect(fileNameOf(null, "x.csv")).toBe("x.csv");
  });
});

describe("who sees which section", () => {
  it("reads the staff groups from the token's claims, ignoring others", () => {
    expect(claimsGroups({ "cognito:groups": ["ri", "hand-made", 3] })).toEqual(["ri"]);
    expect(claimsGroups({})).toEqual([]);
    expect(isOperator(["administradores"])).toBe(true);
    expect(inGroups(null, ["ri"])).toBeNull();
  });

  it("offers each team its sections, and a customer none of the staff's", () => {
    const paths = (groups: Parameters<typeof sectionsFor>[0]) => sectionsFor(groups).map((section) => section.path);
    const customer = ["/area-cliente/", "/area-cliente/pedidos/", "/area-cliente/perfil/", "/area-cliente/documentos/"];
    expect(paths([])).toEqual(customer);
    expect(paths(["contato"])).toEqual([...customer, "/area-cliente/mensagens/"]);
    expect(paths(["operadores"])).toEqual([...customer, "/area-cliente/operacao/", "/area-cliente/pesquisas/"]);
    expect(paths(["administradores"])).toEqual([...customer, "/area-cliente/operacao/", "/area-cliente/mensagens/", "/area-cliente/pesquisas/", "/area-cliente/equipe/"]);
  });
});
