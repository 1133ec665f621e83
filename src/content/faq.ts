import { z } from "zod";
import { languages, type Language } from "../config/languages";

/**
 * The FAQ (`content/faq/<id>.<lang>.json`, edited in the CMS): each question in pt, en and es, the pages it
 * is shown on (its tags) and an optional link. The same entries feed the FAQ block of those pages (with
 * FAQPage JSON-LD) and the site's own assistant (`public/assistant/faq.<lang>.json`).
 */

/** Tag → the page (unprefixed route path) whose FAQ block lists the question. */
export const faqPages = {
  "coleta-de-oleo-lubrificante-usado": "/coleta-de-oleo-lubrificante-usado/",
  "solicite-sua-coleta": "/solicite-sua-coleta/",
  "gestao-de-residuos": "/gestao-de-residuos/",
  /** Not /login/: that page has no room left in its JavaScript budget (scripts/lib/budgets.ts). */
  "area-cliente": "/area-cliente/criar-conta/",
  "fale-com-a-gente": "/fale-com-a-gente/",
} as const;
export type FaqTag = keyof typeof faqPages;
export const faqTags = Object.keys(faqPages) as FaqTag[];

const text = (max: number) => z.string().trim().min(1, "must not be empty").max(max, `must be at most ${max} characters`);

/** An internal path (`/solicite-sua-coleta/`, written unprefixed) or a full https address. */
const linkTarget = z
  .string()
  .trim()
  .refine(
    (value) => /^\/(?:[a-z0-9-]+\/)*(?:#[a-z0-9-]+)?$/.test(value) || /^https:\/\/[^\s]+$/.test(value),
    "must be an internal path like /solicite-sua-coleta/ or a full https:// address",
  );

export const faqEntrySchema = z.object({
  question: text(160),
  /** Plain text; a blank line starts a new paragraph. */
  answer: text(700),
  /**
   * Other ways customers ask the same question, and the words they use (editors keep them in the CMS, in each
   * language): the assistant matches on them; the site never shows them. At least one of each: the build
   * stops on an entry without them.
   */
  alternatives: z.array(text(160)).min(1, "must have at least one alternative phrasing").max(12),
  keywords: z.array(text(40)).min(1, "must have at least one keyword").max(20),
  tags: z
    .array(z.enum(faqTags as [FaqTag, ...FaqTag[]], { errorMap: () => ({ message: `must be one of: ${faqTags.join(", ")}` }) }))
    .default([]),
  /** Sorts the questions of a page (lowest first). */
  position: z.number().int().min(0).default(0),
  link: z
    .object({ label: text(60), to: linkTarget })
    .optional()
    .nullable()
    .transform((value) => value ?? undefined),
});
export type FaqEntryData = z.infer<typeof faqEntrySchema>;

/** One question in one language, as the site uses it. */
export type FaqEntry = FaqEntryData & { id: string; language: Language };
export type FaqEntryRef = { file: string; id: string; language: Language; tags: readonly string[] };

/**
 * Problems across FAQ files, one line each: a question missing a language, or whose pages differ between
 * languages (the tags are shared; the CMS writes them once). Empty when all is well.
 */
export function faqProblems(entries: readonly FaqEntryRef[]): string[] {
  const problems: string[] = [];
  for (const id of new Set(entries.map((entry) => entry.id))) {
    const versions = entries.filter((entry) => entry.id === id);
    const first = versions[0];
    for (const language of languages) {
      if (!versions.some((entry) => entry.language === language)) {
        problems.push(`${first.file}: translation missing: content/faq/${id}.${language}.json`);
      }
    }
    const tags = (entry: FaqEntryRef) => [...entry.tags].sort().join(",");
    for (const entry of versions.slice(1)) {
      if (tags(entry) !== tags(first)) {
        problems.push(`${entry.file}: field "tags": must be the same in every language (${first.file} has [${[...first.tags].join(", ")}])`);
      }
    }
  }
  return problems;
}

export { answerParagraphs } from "./faq-answer";
