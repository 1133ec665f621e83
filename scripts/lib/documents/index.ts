/** Every document scripts/make-documents.mts writes, as (path, bytes) pairs; the test renders them too. */
import fs from "node:fs";
import path from "node:path";
import { siteSettingsSchema } from "../../../src/content/content-schema";
import { langs, type Lang } from "../pdf/figures";
import { renderPdf } from "../pdf/kit";
import type { InvestorDocument, RenderOptions } from "../pdf/spec";
import { buildSheet, products, technicalData } from "./fichas";
import { apresentacaoInstitucional2026 } from "./apresentacao-institucional-2026";
import { demonstracoesFinanceiras2025 } from "./demonstracoes-financeiras-2025";
import { relatorioAlocacaoVerde2025 } from "./relatorio-alocacao-verde-2025";
import { releaseResultados3t26 } from "./release-resultados-3t26";
import { termosDebenturesVerdes2023 } from "./termos-debentures-verdes-2023";
import { buildSustainabilityReport } from "./relatorio-sustentabilidade-2025";
import { history, netDebt, operations } from "./figures";
import { investorFiguresPath, type InvestorFigures } from "../../../src/content/investor-figures";

export const investorDocuments: InvestorDocument[] = [
  demonstracoesFinanceiras2025,
  releaseResultados3t26,
  apresentacaoInstitucional2026,
  termosDebenturesVerdes2023,
  relatorioAlocacaoVerde2025,
];

export const investorDir = "content/investor-documents";
export const reportPath = (lang: Lang) => `content/uploads/relatorio-de-sustentabilidade-2025.${lang}.pdf`;
export const sheetPath = (product: string, lang: Lang) => `content/uploads/fichas/${product}.${lang}.pdf`;
export const sheetDataPath = "content/uploads/fichas/dados.json";

/**
 * Revenue, EBITDA, net debt and litres collected by year, as the documents compute them from
 * content/documents/figures.json: the site's key-figures table reads this file, so the pages and the PDFs agree.
 */
export function investorFigures(): InvestorFigures {
  const byYear = (values: readonly number[], years: readonly string[]) =>
    Object.fromEntries(years.map((year, index) => [year, values[index]]));
  const [debt2025, debt2024] = netDebt();
  return {
    years: [...history.years],
    revenue: byYear(history.revenue, history.years),
    ebitda: byYear(history.ebitda, history.years),
    netDebt: { "2024": debt2024, "2025": debt2025 },
    litresCollected: byYear(operations.collected, operations.years),
  };
}

/** The list entry of one investor document in one language (2-space JSON with a final newline). */
export function investorEntry(doc: InvestorDocument, lang: Lang) {
  return {
    title: doc.title[lang],
    date: doc.date,
    category: doc.category,
    file: `files/${doc.slug}.${lang}.pdf`,
    summary: doc.summary[lang],
  };
}

/**
 * How the documents are drawn: watermarked while content/settings/site.json says the site runs with demonstration
 * data (so turning it off and regenerating removes the watermark; the regeneration test fails until then).
 */
export function documentOptions(root: string = process.cwd()): RenderOptions {
  const settings = siteSettingsSchema.parse(
    JSON.parse(fs.readFileSync(path.join(root, "content/settings/site.json"), "utf8")),
  );
  return { demonstration: settings.demonstrationData };
}

export async function allDocuments(
  options: RenderOptions = documentOptions(),
): Promise<{ path: string; data: Uint8Array | string }[]> {
  const out: { path: string; data: Uint8Array | string }[] = [];
  for (const doc of investorDocuments) {
    for (const lang of langs) {
      out.push({
        path: `${investorDir}/files/${doc.slug}.${lang}.pdf`,
        data: await renderPdf(doc.build(lang), options),
      });
      out.push({
        path: `${investorDir}/${doc.slug}.${lang}.json`,
        data: `${JSON.stringify(investorEntry(doc, lang), null, 2)}\n`,
      });
    }
  }
  for (const lang of langs)
    out.push({ path: reportPath(lang), data: await renderPdf(buildSustainabilityReport(lang), options) });
  for (const product of products) {
    for (const lang of langs)
      out.push({ path: sheetPath(product, lang), data: await renderPdf(buildSheet(product, lang), options) });
  }
  out.push({ path: sheetDataPath, data: `${JSON.stringify(technicalData(), null, 2)}\n` });
  out.push({ path: investorFiguresPath, data: `${JSON.stringify(investorFigures(), null, 2)}\n` });
  return out;
}
