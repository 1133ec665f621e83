import { z } from "zod";
import { numberLocales } from "../domain/numbers";
import type { Language } from "../domain/language";

/**
 * The investor relations' key figures by year (content/figures/investor.json), written by
 * `scripts/make-documents.mts` from the documents' figures (content/documents/figures.json) so the site's table and
 * the PDFs agree; `make-documents --check` fails when the file is stale. R$ million, litres in millions. A year a
 * figure was not published in is absent. Build code (zod).
 */
/** Written by scripts/make-documents.mts; not edited by hand (nor in the CMS). */
export const investorFiguresPath = "content/figures/investor.json";

const byYear = z.record(z.string().regex(/^\d{4}$/), z.number().finite());

export const investorFiguresSchema = z
  .object({
    years: z.array(z.string().regex(/^\d{4}$/)).min(1),
    revenue: byYear,
    ebitda: byYear,
    netDebt: byYear,
    litresCollected: byYear,
  })
  .strict();

export type InvestorFigures = z.infer<typeof investorFiguresSchema>;


/**
 * What page texts may name from them, in `language`: `{{investor.revenue.2025}}` (1.846,3 in pt; 1,846.3 in en), for
 * each figure and year it has, with one decimal.
 */
export function investorTokens(figures: InvestorFigures, language: Language): Map<string, string> {
  const format = new Intl.NumberFormat(numberLocales[language], { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const tokens = new Map<string, string>();
  for (const metric of ["revenue", "ebitda", "netDebt", "litresCollected"] as const) {
    for (const [year, value] of Object.entries(figures[metric])) tokens.set(`investor.${metric}.${year}`, format.format(value));
  }
  return tokens;
}
