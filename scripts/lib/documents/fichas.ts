/**
 * Product data sheets (content/uploads/fichas/<product>.<lang>.pdf, two pages each) and their technical data
 * (content/uploads/fichas/dados.json), from one table per product: typical values, not specifications.
 */
import contentFile from "../../../content/documents/fichas.json";
import { num, type Lang } from "../pdf/figures";
import type { DocumentSpec } from "../pdf/spec";
import { documentTexts, sheetsContentSchema } from "./content";

export const products = ["g2", "lwoma", "lw-volt", "grau-alimenticio"] as const;
export type Product = (typeof products)[number];

/** One grade: name, ISO VG, kinematic viscosity at 40 and 100 °C (mm²/s), viscosity index, flash point (°C, COC), pour point (°C). */
export type Grade = [name: string, isoVg: number, kv40: number, kv100: number, vi: number, flash: number, pour: number];

/**
 * content/documents/fichas.json: the table's columns in each language and the test method of each column after
 * the grade's name; per product its name, tagline, description, uses, standards, handling (its own lines, then
 * the lines every product shares), packaging, an optional note on the grades, and the grades (typical values:
 * G2, API Group II neutrals from re-refining, the ISO VG the nearest class; LWOMA, hydraulic, gear and compressor
 * oils on re-refined base oil; LW Volt, mineral insulating oil, natural and synthetic esters and a dielectric
 * coolant; the food-grade line, NSF H1 lubricants on white oil and polyalphaolefin).
 */
const sheets = sheetsContentSchema.parse(contentFile);
const content = documentTexts({ texts: sheets.texts }, "fichas");

export const columns: Record<Lang, string[]> = sheets.columns;
const methods = sheets.methods;
export const grades = Object.fromEntries(products.map((p) => [p, sheets.products[p].grades])) as Record<
  Product,
  Grade[]
>;
const text = Object.fromEntries(
  products.map((p) => {
    const { grades: _grades, handling, ...sheet } = sheets.products[p];
    return [p, { ...sheet, handling: [...handling, ...sheets.commonHandling] }];
  }),
) as Record<Product, SheetText>;

type SheetText = Omit<(typeof sheets.products)[Product], "grades">;

/** dados.json: the columns in each language and the rows (language-neutral numbers and grade names). */
export function technicalData() {
  return Object.fromEntries(products.map((p) => [p, { columns: columns, rows: grades[p] }])) as Record<
    Product,
    { columns: Record<Lang, string[]>; rows: Grade[] }
  >;
}

export function buildSheet(product: Product, lang: Lang): DocumentSpec {
  const T = content.translator(lang);
  const t = text[product];
  const name = t.name[lang];
  const title = T("dataSheet", { name });
  const f = (x: number, d: number) => num(x, lang, d);
  return {
    lang,
    title,
    subtitle: t.tagline[lang],
    section: T("highPerformanceOils"),
    dateLabel: T("revisionNovember2026"),
    subject: t.tagline[lang],
    keywords: ["Circulare", name, T("dataSheet2")],
    cover: false,
    blocks: [
      { kind: "p", text: t.description[lang] },
      { kind: "h2", text: T("applications") },
      { kind: "bullets", items: t.uses.map((u) => u[lang]) },
      { kind: "h2", text: T("typicalProperties") },
      {
        kind: "table",
        columns: columns[lang],
        widths: [1.7, 0.7, 1.1, 1.1, 1, 1, 1],
        rows: [
          ...grades[product].map(([g, vg, kv40, kv100, vi, flash, pour]) => [
            g,
            String(vg),
            f(kv40, 1),
            f(kv100, 1),
            String(vi),
            String(flash),
            String(pour),
          ]),
          [T("method"), ...methods],
        ],
      },
      {
        kind: "note",
        text: [t.gradeNotes?.[lang], T("typicalValuesSubjectTo")].filter(Boolean).join(" "),
      },
      { kind: "pageBreak" },
      { kind: "h1", text: T("standardsAndApprovals") },
      { kind: "bullets", items: t.standards.map((s) => s[lang]) },
      { kind: "h2", text: T("handlingAndStorage") },
      { kind: "bullets", items: t.handling.map((s) => s[lang]) },
      { kind: "h2", text: T("packaging") },
      { kind: "bullets", items: t.packaging.map((s) => s[lang]) },
      {
        kind: "note",
        text: T("forSpecificationsSamplesAnd"),
      },
    ],
  };
}
