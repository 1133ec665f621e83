/**
 * The documents' words as content: content/documents/<slug>.json holds each text of a PDF in pt, en and es, with
 * `{{name}}` placeholders for the values the code computes (src/domain/interpolate.ts, the project's one rule).
 * The code keeps the computation and the layout and asks for a text by its key; a missing key, or a placeholder
 * left without its value, stops the maker instead of printing a gap.
 */
import { z } from "zod";
import { interpolate, placeholderPattern } from "../../../src/domain/interpolate";
import { langs, type Lang, type Localized } from "../pdf/figures";

const localizedSchema = z.object({ pt: z.string(), en: z.string(), es: z.string() }).strict();

/** A document's content file: its texts by key. */
export const documentContentSchema = z.object({ texts: z.record(z.string(), localizedSchema) }).strict();
export type DocumentContent = z.infer<typeof documentContentSchema>;

/** The placeholders a text names, sorted: `{{a}} and {{b}}` → ["a", "b"]. */
export const placeholdersOf = (text: string): string[] =>
  [...new Set([...text.matchAll(placeholderPattern)].map((match) => match[1]))].sort();

export type Translate = (key: string, vars?: Readonly<Record<string, string | number>>) => string;

export interface DocumentTexts {
  readonly texts: DocumentContent["texts"];
  /** The three languages of a text with no placeholder (a title, a data sheet's line). */
  localized(key: string): Localized;
  /** One language's texts, placeholders filled: `const T = content.translator(lang); T("highlights")`. */
  translator(lang: Lang): Translate;
}

/** Validates a content file (`name` for the messages) and gives its texts. */
export function documentTexts(raw: unknown, name: string): DocumentTexts {
  const { texts } = documentContentSchema.parse(raw);
  const entry = (key: string): Localized => {
    const found = Object.hasOwn(texts, key) ? texts[key] : undefined;
    if (!found) throw new Error(`content/documents/${name}.json has no text "${key}"`);
    return found;
  };
  return {
    texts,
    localized(key) {
      const found = entry(key);
      for (const lang of langs)
        if (placeholdersOf(found[lang]).length)
          throw new Error(`content/documents/${name}.json: "${key}" has placeholders; it is read without values`);
      return found;
    },
    translator: (lang) => (key, vars) => {
      const text = interpolate(entry(key)[lang], vars);
      const left = placeholdersOf(text);
      if (left.length)
        throw new Error(`content/documents/${name}.json: "${key}" (${lang}) has no value for ${left.join(", ")}`);
      return text;
    },
  };
}

/** One grade: name, ISO VG, kinematic viscosity at 40 and 100 °C (mm²/s), viscosity index, flash point (°C, COC), pour point (°C). */
const gradeSchema = z.tuple([z.string(), z.number(), z.number(), z.number(), z.number(), z.number(), z.number()]);
const sheetSchema = z
  .object({
    name: localizedSchema,
    tagline: localizedSchema,
    description: localizedSchema,
    uses: z.array(localizedSchema),
    standards: z.array(localizedSchema),
    handling: z.array(localizedSchema),
    packaging: z.array(localizedSchema),
    gradeNotes: localizedSchema.optional(),
    grades: z.array(gradeSchema).min(1),
  })
  .strict();

/** content/documents/fichas.json: the product data sheets' texts and tables. */
export const sheetsContentSchema = documentContentSchema
  .extend({
    columns: z.object({ pt: z.array(z.string()), en: z.array(z.string()), es: z.array(z.string()) }).strict(),
    methods: z.array(z.string()),
    commonHandling: z.array(localizedSchema),
    products: z
      .object({ g2: sheetSchema, lwoma: sheetSchema, "lw-volt": sheetSchema, "grau-alimenticio": sheetSchema })
      .strict(),
  })
  .strict();
