import { describe, expect, it } from "vitest";
import { formatMonth } from "../../../domain/dates";
import {
  collectCsv,
  deadLetterKindKey,
  deadLetterKinds,
  deadLettersPath,
  emptyInboxFilters,
  fileNameOf,
  formatNps,
  formatPercent,
  inboxPath,
  messagePath,
  queryString,
  resendDraftKey,
  resendOutcome,
  resendPath,
  type CsvPart,
} from "../area/backoffice/backoffice-api";
import { claimsGroups, inGroups, isOperator } from "../area/operator";
import { sectionsFor } from "../area/sections";
import { deadLetterQuerySchema, inboxQuerySchema, messageIdSchema } from "../../../domain/backoffice";
import { lifecycleStatuses } from "../../../domain/lifecycle";
import { readLocale } from "../../../__tests__/locales";

const spaces = (text: string) => text.replace(/\s/g, " ");

describe("back-office query strings", () => {
  it("leaves empty filters out, trims the others and ends with the language", () => {
    expect(inboxPath(emptyInboxFilters, "pt")).toBe("/mensagens?language=pt");
    expect(inboxPath({ ...emptyInboxFilters, q: "  Ana Souza ", status: "em-andamento", topic: "ri" }, "en")).toBe(
      "/mensagens?topic=ri&status=em-andamento&q=Ana+Souza&language=en",
    );
  });

  it("passes the cursor back and names the export route", () => {
    expect(inboxPath({ ...emptyInboxFilters, assignee: "me" }, "es", "abc=/+", "export")).toBe(
      "/mensagens/exportar?assignee=me&next=abc%3D%2F%2B&language=es",
    );
  });

  it("builds what the API's own query schema accepts", () => {
    const query = inboxPath(
      { topic: "geral", status: "nova", from: "2026-01-01", to: "2026-01-31", q: "óleo", assignee: "none" },
      "pt",
      "cursor",
    );
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
    const customer = [
      "/area-cliente/",
      "/area-cliente/pedidos/",
      "/area-cliente/perfil/",
      "/area-cliente/documentos/",
      "/area-cliente/meus-dados/",
    ];
    expect(paths([])).toEqual(customer);
    expect(paths(["contato"])).toEqual([...customer, "/area-cliente/mensagens/"]);
    expect(paths(["operadores"])).toEqual([...customer, "/area-cliente/operacao/", "/area-cliente/pesquisas/"]);
    expect(paths(["administradores"])).toEqual([
      ...customer,
      "/area-cliente/operacao/",
      "/area-cliente/mensagens/",
      "/area-cliente/pesquisas/",
      "/area-cliente/equipe/",
      "/area-cliente/avisos-falhos/",
    ]);
    // The dead letters are the administrators' alone, as EquipeAPI's /avisos-falhos.
    for (const group of ["operadores", "contato", "ri", "fornecedores"] as const)
      expect(paths([group])).not.toContain("/area-cliente/avisos-falhos/");
  });
});

describe("dead letters", () => {
  it("lists with the cursor passed back unchanged, in what the API's query schema accepts", () => {
    expect(deadLettersPath("pt")).toBe("/avisos-falhos?language=pt");
    expect(deadLettersPath("en", null)).toBe("/avisos-falhos?language=en");
    const path = deadLettersPath("es", "WyIyMDI2Il0=/+");
    expect(path).toBe("/avisos-falhos?next=WyIyMDI2Il0%3D%2F%2B&language=es");
    const params = Object.fromEntries(new URL(`https://x${path}`).searchParams);
    expect(params.next).toBe("WyIyMDI2Il0=/+");
    expect(deadLetterQuerySchema.safeParse(params).success).toBe(true);
  });

  it("escapes the message id (it holds '#') in the resend route, and keeps one key draft per message", () => {
    const id = "contato#CTT-2026-000001#alert";
    expect(messageIdSchema.safeParse(id).success).toBe(true);
    expect(resendPath(id, "pt")).toBe("/avisos-falhos/contato%23CTT-2026-000001%23alert/reenviar?language=pt");
    expect(decodeURIComponent(resendPath(id, "en").split("/")[2])).toBe(id);
    expect(resendDraftKey(id)).toBe("circulare:aviso-falho-contato#CTT-2026-000001#alert");
    expect(resendDraftKey(id)).not.toBe(resendDraftKey("contato#CTT-2026-000001#confirmation"));
  });

  it("names every kind of e-mail the backend writes, in every language; an unknown kind keeps its own name", () => {
    // Each lifecycle status announces itself to the customer (recebida as its confirmation), and operations get an alert.
    const coleta = lifecycleStatuses.map((status) =>
      status === "recebida" ? "coleta.recebida.confirmation" : `coleta.${status}`,
    );
    expect(deadLetterKinds).toEqual(
      expect.arrayContaining([
        ...coleta,
        "coleta.recebida.alert",
        "contato.confirmation",
        "contato.alert",
        "contato.reply",
      ]),
    );
    for (const language of ["pt", "en", "es"] as const) {
      const kinds = (readLocale(language, "backoffice") as { deadLetters: { kinds: Record<string, string> } })
        .deadLetters.kinds;
      expect(Object.keys(kinds).sort()).toEqual(deadLetterKinds.map((kind) => kind.replace(/\./g, "-")).sort());
      for (const kind of deadLetterKinds)
        expect(kinds[String(deadLetterKindKey(kind)).split(".").at(-1) ?? ""], `${language} ${kind}`).toMatch(/\S/);
    }
    expect(deadLetterKindKey("contato.reply")).toBe("deadLetters.kinds.contato-reply");
    expect(deadLetterKindKey("push.test")).toBeNull();
  });

  it("tells the resend's answers apart: done, not dead any more (409), gone (404), not allowed, no answer, session over", () => {
    expect(resendOutcome({ status: "idle" })).toBe("idle");
    expect(resendOutcome({ status: "sending" })).toBe("sending");
    expect(resendOutcome({ status: "done", result: { id: "x", state: "pending" } })).toBe("done");
    expect(resendOutcome({ status: "offline" })).toBe("offline");
    expect(resendOutcome({ status: "session-expired" })).toBe("expired");
    const rejected = (httpStatus: number) => resendOutcome({ status: "rejected", httpStatus, errors: [] });
    expect(rejected(409)).toBe("not-dead");
    expect(rejected(404)).toBe("missing");
    expect(rejected(403)).toBe("forbidden");
    expect(rejected(401)).toBe("expired");
    expect(rejected(400)).toBe("refused");
    expect(rejected(422)).toBe("refused");
  });
});

describe("the back-office's texts", () => {
  it("has the same keys in pt, en and es, none left empty", () => {
    const keys = (node: unknown, prefix = ""): string[] =>
      node && typeof node === "object"
        ? Object.entries(node).flatMap(([key, value]) => keys(value, `${prefix}${key}.`))
        : [`${prefix.slice(0, -1)}=${String(node).trim() ? "text" : "EMPTY"}`];
    const pt = keys(readLocale("pt", "backoffice")).sort();
    expect(pt.filter((key) => key.endsWith("=EMPTY"))).toEqual([]);
    expect(keys(readLocale("en", "backoffice")).sort()).toEqual(pt);
    expect(keys(readLocale("es", "backoffice")).sort()).toEqual(pt);
  });
});
