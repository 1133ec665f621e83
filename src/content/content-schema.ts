import { z } from "zod";
import { isLanguage, type Language } from "../config/languages";
import { isCalendarDate } from "./post-date";

/** Slugs are lowercase words joined by hyphens; they are URLs. */
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slug = z.string().regex(slugPattern, "must be lowercase letters, digits and hyphens (e.g. oleo-usado)");
const text = (max: number) => z.string().trim().min(1, "must not be empty").max(max, `must be at most ${max} characters`);

/** Decap's date widget writes `2025-03-14`; a full ISO date-time is cut to its day. */
const postDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString() : typeof value === "string" ? value.slice(0, 10) : value),
  z.string().refine(isCalendarDate, "must be a date written as YYYY-MM-DD"),
);

/** Front matter of `content/posts/<slug>.<lang>.md`. */
export const postFrontMatterSchema = z.object({
  title: text(160),
  date: postDate,
  editoria: slug,
  author: slug,
  cover: z.string().trim().min(1, "must name an image (e.g. covers/my-post.jpg)"),
  coverAlt: z.string().trim().max(200).optional().default(""),
  excerpt: text(300),
});
export type PostFrontMatter = z.infer<typeof postFrontMatterSchema>;

/** `content/editorias/<slug>.<lang>.json`. */
export const editoriaSchema = z.object({
  nome: text(60),
  description: text(300),
  position: z.number().int().min(0),
});
export type EditoriaData = z.infer<typeof editoriaSchema>;

/** `content/authors/<slug>.<lang>.json`. */
export const authorSchema = z.object({
  name: text(80),
  role: text(120),
  bio: text(700),
  portrait: z.string().trim().min(1, "must name an image (e.g. portraits/ana.jpg)"),
  links: z
    .array(z.object({ label: text(40), url: z.string().url("must be a full URL (https://…)") }))
    .optional()
    .default([]),
});
export type AuthorData = z.infer<typeof authorSchema>;

/**
 * `content/settings/site.json`: the footer's download, and the collector's registration that every collection
 * certificate names (read by the ColetaAPI Lambda: amplify/functions/coleta-api/collector.ts).
 */
export const siteSettingsSchema = z.object({
  footerFile: z.string().trim().min(1, "must name a file in content/uploads"),
  collector: z.object({
    legalName: text(160),
    cnpj: text(32),
    anpAuthorization: text(120),
    environmentalLicense: text(160),
  }),
});

/** Post slugs that would collide with the blog's own pages (`/blog/2/`, `/blog/editoria/`). */
export function reservedPostSlug(value: string): boolean {
  return /^\d+$/.test(value) || value === "editoria";
}

export type ContentFileName = { slug: string; language: Language };

/** `o-que-e-oluc.pt.md` → `{ slug: "o-que-e-oluc", language: "pt" }`; a problem message when the name is wrong. */
export function parseContentFileName(base: string, extension: string): ContentFileName | string {
  const match = new RegExp(`^(.+)\\.([a-z]{2})\\.${extension}$`).exec(base);
  if (!match || !isLanguage(match[2])) {
    return `the file name must be <slug>.<language>.${extension}, with language pt, en or es`;
  }
  if (!slugPattern.test(match[1])) return `the slug "${match[1]}" ${"must be lowercase letters, digits and hyphens"}`;
  return { slug: match[1], language: match[2] };
}

/** One line per problem: `field "title": must not be empty`. */
export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const field = issue.path.join(".") || "(file)";
    const message =
      issue.code === "invalid_type" && issue.received === "undefined" ? "is missing" : issue.message;
    return `field "${field}": ${message}`;
  });
}
