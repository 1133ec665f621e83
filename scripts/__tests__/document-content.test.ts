import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { documentContentSchema, documentTexts, placeholdersOf, sheetsContentSchema } from "../lib/documents/content";
import { figuresSchema } from "../lib/documents/figures";

/**
 * The PDFs' words and figures as content (content/documents/): each file valid against its schema, each text
 * with the same placeholders in pt, en and es, each text read by its document's module, and the reader strict
 * (a missing key or an unfilled placeholder stops the maker). documents.test.ts checks the PDFs themselves.
 */
const dir = path.resolve("content/documents");
const read = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
const textFiles = fs
  .readdirSync(dir)
  .filter((file) => file.endsWith(".json") && file !== "figures.json")
  .sort();

describe("content/documents", () => {
  it("holds the figures and one file per document module", () => {
    const modules = fs
      .readdirSync("scripts/lib/documents")
      .filter((file) => !["index.ts", "figures.ts", "content.ts"].includes(file))
      .map((file) => file.replace(/\.ts$/, ".json"))
      .sort();
    expect(textFiles).toEqual(modules);
    expect(figuresSchema.safeParse(read("figures.json")).success).toBe(true);
  });

  it.each(textFiles)("%s is valid, its texts agree across languages and its module reads each", (file) => {
    const raw = read(file);
    const { texts } = file === "fichas.json" ? sheetsContentSchema.parse(raw) : documentContentSchema.parse(raw);
    const module = fs.readFileSync(path.join("scripts/lib/documents", file.replace(/\.json$/, ".ts")), "utf8");
    for (const [key, text] of Object.entries(texts)) {
      expect(placeholdersOf(text.en), `${file}: ${key}`).toEqual(placeholdersOf(text.pt));
      expect(placeholdersOf(text.es), `${file}: ${key}`).toEqual(placeholdersOf(text.pt));
      for (const lang of ["pt", "en", "es"] as const) expect(text[lang].trim(), `${file}: ${key}.${lang}`).not.toBe("");
      expect(module, `${file}: "${key}" is not read by its module`).toContain(`"${key}"`);
    }
  });

  it("figures are checked: a pair is two values, a category is one of the issue's", () => {
    const figures = read("figures.json") as { income: { revenue: number[] }; greenBond: { categories: object[] } };
    const broken = structuredClone(figures);
    broken.income.revenue.push(1);
    expect(figuresSchema.safeParse(broken).success).toBe(false);
    const unknown = structuredClone(figures);
    unknown.greenBond.categories.push({ key: "solar", amountMillion: 1 });
    expect(figuresSchema.safeParse(unknown).success).toBe(false);
  });
});

describe("documentTexts", () => {
  const content = documentTexts(
    {
      texts: {
        highlights: { pt: "Destaques", en: "Highlights", es: "Destacados" },
        revenue: {
          pt: "Receita de R$ {{value}} mi",
          en: "Revenue of R$ {{ value }} million",
          es: "Ingresos de R$ {{value}} M",
        },
      },
    },
    "sample",
  );

  it("fills placeholders with the project's interpolation, spaces inside the braces allowed", () => {
    expect(content.translator("pt")("revenue", { value: "1.846,3" })).toBe("Receita de R$ 1.846,3 mi");
    expect(content.translator("en")("revenue", { value: "1,846.3" })).toBe("Revenue of R$ 1,846.3 million");
    expect(content.localized("highlights")).toEqual({ pt: "Destaques", en: "Highlights", es: "Destacados" });
  });

  it("stops on a missing key, a placeholder without its value, or a text read without values that needs them", () => {
    expect(() => content.translator("es")("outlook")).toThrow(/content\/documents\/sample\.json has no text "outlook"/);
    expect(() => content.translator("es")("revenue")).toThrow(/"revenue" \(es\) has no value for value/);
    expect(() => content.localized("revenue")).toThrow(/has placeholders/);
  });

  it("refuses a file whose text lacks a language or carries an unknown field", () => {
    expect(() => documentTexts({ texts: { a: { pt: "a", en: "a" } } }, "sample")).toThrow();
    expect(() => documentTexts({ texts: {}, extra: 1 }, "sample")).toThrow();
  });
});
