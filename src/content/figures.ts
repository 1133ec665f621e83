import { z } from "zod";
import { numberLocales } from "../domain/numbers";
import type { Language } from "../domain/language";
import { perLanguage } from "./per-language";

/**
 * The company's key figures (content/figures/figures.json, CMS: "Números da empresa"): each with the year it
 * measures and its source, so a page never prints "290 mi" without saying of when and from where. Page texts name
 * them by token (below); the build fills them in the page's language. Build code: zod stays out of the pages.
 */
export const figureSchema = z
  .object({
    /** How texts name it: `{{figures.<id>}}`. */
    id: z.string().regex(/^[a-z][A-Za-z0-9]*$/, "camelCase letters and digits, e.g. litresCollected"),
    value: z.number().finite().nonnegative(),
    /** A count or amount, or a percentage (75 → "75%"). */
    style: z.enum(["number", "percent"]),
    /** The year the figure measures. */
    year: z.number().int().min(1990).max(2100),
    /** Where it is published (a report's title), in each language. */
    source: perLanguage(z.string().trim().min(1)),
  })
  .strict();

export const figuresFileSchema = z
  .object({ figures: z.array(figureSchema) })
  .strict()
  .superRefine(({ figures }, context) => {
    const seen = new Set<string>();
    figures.forEach((figure, index) => {
      if (seen.has(figure.id))
        context.addIssue({ code: "custom", path: ["figures", index, "id"], message: `"${figure.id}" is used twice` });
      seen.add(figure.id);
    });
  });

export type Figure = z.infer<typeof figureSchema>;


/**
 * What page texts may name from the figures, in `language`, for a figure `x`:
 * - `{{figures.x}}`: the whole number (290.000.000; 75%),
 * - `{{figures.x.short}}`: abbreviated (290 mi, 290M, 290 M; 45 mil, 45K),
 * - `{{figures.x.words}}`: in words (290 milhões, 290 million, 290 millones),
 * - `{{figures.x.year}}` and `{{figures.x.source}}`.
 */
export function figuresTokens(figures: readonly Figure[], language: Language): Map<string, string> {
  const locale = numberLocales[language];
  const tokens = new Map<string, string>();
  for (const figure of figures) {
    const key = `figures.${figure.id}`;
    if (figure.style === "percent") {
      const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(
        figure.value / 100,
      );
      for (const suffix of ["", ".short", ".words"]) tokens.set(key + suffix, percent);
    } else {
      const compact = (display: "short" | "long") =>
        new Intl.NumberFormat(locale, { notation: "compact", compactDisplay: display, maximumFractionDigits: 1 }).format(
          figure.value,
        );
      tokens.set(key, new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(figure.value));
      tokens.set(`${key}.short`, compact("short"));
      tokens.set(`${key}.words`, compact("long"));
    }
    tokens.set(`${key}.year`, String(figure.year));
    tokens.set(`${key}.source`, figure.source[language]);
  }
  return tokens;
}
