import { z } from "zod";
import { languages } from "../config/languages";

/** Where a document is listed: the financial information page, the bonds page or the sustainability page. */
export const documentCategories = ["financeiras", "bonds", "sustentabilidade"] as const;
export type DocumentCategory = (typeof documentCategories)[number];

const text = (max: number) => z.string().trim().min(1, "must not be empty").max(max, `must be at most ${max} characters`);

/**
 * `content/investor-documents/<slug>.<lang>.json` (CMS: "Documentos"): a title and summary per language, one date and
 * category for all, and the file in that language (a PDF, relative to the entry: `files/<slug>.<lang>.pdf`).
 */
export const documentEntrySchema = z.object({
  title: text(160),
  date: z.preprocess(
    (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : typeof value === "string" ? value.slice(0, 10) : value),
    z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written as YYYY-MM-DD"),
  ),
  category: z.enum(documentCategories, { errorMap: () => ({ message: `must be one of ${documentCategories.join(", ")}` }) }),
  file: z.string().trim().regex(/\.pdf$/i, "must name a PDF (files/<name>.pdf)"),
  summary: text(400),
});
export type DocumentEntry = z.infer<typeof documentEntrySchema>;

/** Across files: every document in every language, with the same date and category in each. */
export function documentProblems(entries: { file: string; slug: string; language: string; date: string; category: string }[]): string[] {
  const problems: string[] = [];
  const bySlug = new Map<string, typeof entries>();
  for (const entry of entries) bySlug.set(entry.slug, [...(bySlug.get(entry.slug) ?? []), entry]);
  for (const [slug, versions] of bySlug) {
    const missing = languages.filter((language) => !versions.some((version) => version.language === language));
    if (missing.length > 0) problems.push(`content/investor-documents/${slug}: missing the ${missing.join(", ")} version (every document is listed in the three languages)`);
    const [first] = versions;
    for (const version of versions) {
      if (version.date !== first.date || version.category !== first.category) {
        problems.push(`${version.file}: date and category must be the same as in ${first.file}`);
      }
    }
  }
  return problems;
}
