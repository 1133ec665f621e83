// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readLocale } from "../../__tests__/locales";
import { languages } from "../../domain/language";
import { figuresFileSchema, figuresTokens, type Figure } from "../figures";
import { checkFigures, figuresFile, preparePageStrings, readFigures, readInvestorFigures } from "../../gatsby/page-content";
import { investorTokens } from "../investor-figures";

const root = process.cwd();
const source = { pt: "Relatório 2025", en: "Report 2025", es: "Informe 2025" };
const figures: Figure[] = [
  { id: "litresCollected", value: 290_000_000, style: "number", year: 2025, source },
  { id: "generators", value: 45_000, style: "number", year: 2024, source },
  { id: "recovery", value: 75, style: "percent", year: 2025, source },
];

describe("the key figures", () => {
  it("are written in each language's format, whole, short and in words, with their year and source", () => {
    const pt = figuresTokens(figures, "pt");
    expect(pt.get("figures.litresCollected")).toBe("290.000.000");
    expect(pt.get("figures.litresCollected.short")).toBe("290\u00a0mi");
    expect(pt.get("figures.litresCollected.words")).toBe("290 milhões");
    expect(pt.get("figures.generators.short")).toBe("45\u00a0mil");
    expect(pt.get("figures.recovery")).toBe("75%");
    expect(pt.get("figures.generators.year")).toBe("2024");
    expect(pt.get("figures.generators.source")).toBe("Relatório 2025");
    const en = figuresTokens(figures, "en");
    expect(en.get("figures.generators")).toBe("45,000");
    expect(en.get("figures.litresCollected.words")).toBe("290 million");
    expect(en.get("figures.litresCollected.source")).toBe("Report 2025");
    const es = figuresTokens(figures, "es");
    expect(es.get("figures.litresCollected.words")).toBe("290 millones");
    expect(es.get("figures.recovery")).toBe("75\u00a0%");
  });

  it("refuses a figure named twice, a year out of range and a missing language", () => {
    const twice = figuresFileSchema.safeParse({ figures: [figures[0], figures[0]] });
    expect(twice.error?.issues.map((issue) => issue.path.join("."))).toEqual(["figures.1.id"]);
    const result = figuresFileSchema.safeParse({
      figures: [{ ...figures[0], year: 1890 }, { ...figures[1], source: { pt: "x", en: "y" } }],
    });
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["figures.0.year", "figures.1.source.es"]);
  });

  it("a broken figures file stops the build, naming the field", () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "figures-"));
    fs.mkdirSync(path.join(copy, path.dirname(figuresFile)), { recursive: true });
    fs.writeFileSync(path.join(copy, figuresFile), JSON.stringify({ figures: [{ ...figures[0], value: -1 }] }));
    const panics: string[] = [];
    checkFigures({ reporter: { panicOnBuild: (message) => panics.push(message) } }, copy);
    expect(panics[0]).toContain(`${figuresFile} figures.0.value`);
    fs.rmSync(copy, { recursive: true, force: true });
  });

  it("every figure a page shows in its numbers band says of which year and from where, in every language", () => {
    const { figures: kept, problems } = readFigures(root);
    expect(problems).toEqual([]);
    for (const language of languages) {
      for (const ns of ["home", "sustentabilidade", "oleos-de-alta-performance", "gente", "nossa-essencia"]) {
        const raw = readLocale(language, ns) as { sections: { type: string; items?: { value: string; source?: string }[] }[] };
        const bands = raw.sections.filter((section) => section.type === "stats");
        expect(bands.length, `${language}/${ns}`).toBeGreaterThan(0);
        for (const item of bands.flatMap((band) => band.items ?? [])) {
          const figure = /\{\{\s*figures\.(\w+)/.exec(item.value)?.[1];
          if (!figure) continue;
          expect(kept.map((one) => one.id)).toContain(figure);
          expect(item.source, `${language}/${ns} ${item.value}`).toContain(`{{figures.${figure}.year}}`);
          expect(item.source).toContain(`{{figures.${figure}.source}}`);
        }
        const { resources, problems: pageProblems } = preparePageStrings(root, language, ns, { [ns]: raw });
        expect(pageProblems).toEqual([]);
        expect(JSON.stringify(resources[ns])).not.toMatch(/\{\{\s*figures\./);
      }
    }
  });

  it("fills the home page's band in the page's language", () => {
    const home = (language: "pt" | "en" | "es") =>
      (
        preparePageStrings(root, language, "home", { home: readLocale(language, "home") }).resources.home as {
          sections: { type: string; items?: { value: string; source?: string }[] }[];
        }
      ).sections.find((section) => section.type === "stats")?.items?.[0];
    expect(home("pt")).toMatchObject({ value: "290\u00a0mi", source: "Dados de 2025 · Relatório de sustentabilidade 2025" });
    expect(home("en")).toMatchObject({ value: "290 million", source: "2025 data · Sustainability report 2025" });
    expect(home("es")).toMatchObject({ value: "290 millones", source: "Datos de 2025 · Informe de sostenibilidad 2025" });
  });
});

describe("the investor relations' key figures", () => {
  it("come from the documents' figures (make-documents writes the file; --check fails when it is stale) and fill the table", async () => {
    const { investorFigures } = await import("../../../scripts/lib/documents");
    const { figures, problems } = readInvestorFigures(root);
    expect(problems).toEqual([]);
    expect(figures).toEqual(investorFigures());
    const pt = investorTokens(investorFigures(), "pt");
    expect(pt.get("investor.revenue.2025")).toBe("1.846,3");
    expect(investorTokens(investorFigures(), "en").get("investor.revenue.2025")).toBe("1,846.3");
    expect(pt.get("investor.netDebt.2023")).toBeUndefined();
    for (const language of languages) {
      const { resources, problems: pageProblems } = preparePageStrings(root, language, "informacoes-financeiras", {
        "informacoes-financeiras": readLocale(language, "informacoes-financeiras"),
      });
      expect(pageProblems).toEqual([]);
      const table = (
        resources["informacoes-financeiras"] as { sections: { type: string; rows?: { cells: string[] }[] }[] }
      ).sections.find((section) => section.type === "dataTable");
      expect(table?.rows?.[0].cells.at(-1)).toBe(investorTokens(investorFigures(), language).get("investor.revenue.2025"));
    }
  });
});
