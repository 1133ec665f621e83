import { z } from "zod";
import { isLanguage, type Language } from "../config/languages";
import { isIsoDate } from "../domain/fields";
import { perLanguage } from "./per-language";

/** Slugs are lowercase words joined by hyphens; they are URLs. */
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slug = z.string().regex(slugPattern, "must be lowercase letters, digits and hyphens (e.g. oleo-usado)");
const text = (max: number) => z.string().trim().min(1, "must not be empty").max(max, `must be at most ${max} characters`);

/** Decap's date widget writes `2025-03-14`; a full ISO date-time is cut to its day. */
const postDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString() : typeof value === "string" ? value.slice(0, 10) : value),
  z.string().refine(isIsoDate, "must be a date written as YYYY-MM-DD"),
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

const phone = z.string().trim().regex(/^\+\d{2} \d{2} \d{4,5}-\d{4}$/, "must be written like +55 11 5555-0100");
const email = z.string().trim().email("must be an e-mail address");
const url = z.string().trim().url("must be a full URL (https://…)").startsWith("https://", "must start with https://");

/**
 * Words that say a value is not real ("(placeholder)", "fictício", "lorem ipsum"): no setting may carry them, since
 * every setting reaches visitors. Made-up values are marked by the settings' `demonstrationData` state instead.
 */
export const madeUpMarker = /\bplaceholder\b|fict[ií]ci[oa]s?\b|fictitious|lorem ipsum/i;
const noMarker = (value: string) => !madeUpMarker.test(value);
const markerMessage = 'must be the real value: a made-up one is marked by "demonstrationData", not by words like "(placeholder)"';
const settingText = (max: number) => text(max).refine(noMarker, markerMessage);
/** A registration a block shows only when it is filled (the footer's line, the certificate's): may be empty. */
const optionalSettingText = (max: number) =>
  z.string().trim().max(max, `must be at most ${max} characters`).refine(noMarker, markerMessage);

/**
 * The company as the site names it (CMS: Configurações do site → Empresa): footer, contact page, JSON-LD, the
 * privacy policy and page texts (`{{company.legalName}}`, src/content/settings-tokens.ts), and every collection
 * certificate (read by the ColetaAPI Lambda: amplify/functions/coleta-api/collector.ts).
 */
export const companySchema = z.object({
  legalName: settingText(160),
  cnpj: z.string().trim().regex(/^[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}$/, "must be written like 12.345.678/0001-95"),
  address: z.object({ street: settingText(120), city: settingText(80), region: z.string().regex(/^[A-Z]{2}$/, "must be a state code like SP"), postalCode: z.string().regex(/^\d{5}-\d{3}$/, "must be written like 04001-000") }),
  phone,
  whatsapp: phone,
  /** `operations`: where the site's alerts go (a new collection request); not shown on any page. */
  emails: z.object({ contact: email, privacy: email, investors: email, suppliers: email, operations: email, people: email }),
  dpo: z.object({ name: settingText(120), email }),
  social: z.object({ instagram: url, facebook: url, linkedin: url, youtube: url }),
  /** Empty: the footer and the certificate leave the registration out (the launch check refuses it). */
  anpAuthorization: optionalSettingText(120),
  environmentalLicense: optionalSettingText(160),
  /**
   * Who signs the collection certificates: name, role (in each language: a certificate is in its request's) and
   * professional registration (e.g. "CRQ-IV 04123456"). Empty: the certificate leaves the signature block out (a
   * role empty in one language, that language's certificates); the launch check refuses it.
   */
  signatory: z.object({
    // The longest the certificate's signature block holds, wrapped, above its footer (certificate-layout.ts).
    name: optionalSettingText(80),
    role: perLanguage(optionalSettingText(120)),
    registration: optionalSettingText(60),
  }),
  /** Empty: no certification seals anywhere (the launch check refuses it). */
  certifications: z.array(z.object({ name: settingText(60), body: settingText(120), number: settingText(60) })),
});
export type Company = z.infer<typeof companySchema>;

/**
 * `content/settings/site.json`: whether the site runs with demonstration data, the sustainability report linked in
 * the footer (one file per language) and the company. While `demonstrationData` is true the footer says so once and
 * every generated document carries a "demonstration" watermark; `npm run launch:check` (and `LAUNCH=1 npm run
 * build`) refuses it (src/content/launch-check.ts).
 */
export const siteSettingsSchema = z.object({
  demonstrationData: z.boolean({ invalid_type_error: "must be true or false", required_error: "is missing" }),
  footerFiles: z.object({
    pt: z.string().trim().min(1, "must name a file in content/uploads"),
    en: z.string().trim().min(1, "must name a file in content/uploads"),
    es: z.string().trim().min(1, "must name a file in content/uploads"),
  }),
  company: companySchema,
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

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
