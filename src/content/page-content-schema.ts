import { z } from "zod";
import { documentCategories } from "./documents";
import { iconPaths, type IconName } from "../styles/icon-paths";
import type { Base } from "../domain/bases";

/**
 * The one definition of a page's namespace (locales/<lang>/<ns>.json): a hero plus a list of typed sections.
 * The build and the locale tests validate content with it, the TypeScript types below are inferred from it,
 * `sections.tsx` maps each `type` to its component (exhaustively), and `src/cms/__tests__/page-collection.test.ts`
 * checks the CMS's fields (`src/cms/page-collection.ts`) against it.
 */
const text = z.string().trim().min(1);
const internalPath = z.string().regex(/^\/([a-z0-9-]+\/)*(#[a-z0-9-]+)?$/, "an unprefixed internal path like /g2/");
/** Phones and e-mails are links too (`tel:+551155550100`, `mailto:contato@…`). */
const contactHref = z.string().regex(/^(tel:\+\d{8,15}|mailto:[^\s@]+@[^\s@]+\.[a-z]{2,})$/, "tel:+<digits> or mailto:<address>");
export const actionSchema = z.object({ label: text, to: z.union([internalPath, contactHref]) }).strict();
const icon = z.enum(Object.keys(iconPaths) as [IconName, ...IconName[]]);
/** A file the CMS uploaded, by its path under content/uploads (the build checks it exists). */
const upload = (extensions: string) =>
  z.string().regex(new RegExp(`^[a-z0-9-]+(/[a-z0-9._-]+)*\\.(${extensions})$`), `a file under content/uploads ending in .${extensions.split("|").join(", .")}`);
/**
 * An image from the CMS's uploads: `src` is its path under content/uploads (e.g. `paginas/frota.jpg`, the same in
 * every language), `alt` its description in the page's language. The build makes its sizes (page query `PageAssets`).
 */
export const imageSchema = z.object({ src: upload("jpg|jpeg|png|webp"), alt: text }).strict();

export const sectionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("text"), kicker: text.optional(), heading: text, paragraphs: z.array(text).min(1) }).strict(),
  z
    .object({
      type: z.literal("features"),
      kicker: text.optional(),
      heading: text,
      intro: text.optional(),
      items: z.array(z.object({ icon, title: text, text, link: actionSchema.optional() }).strict()).min(2),
    })
    .strict(),
  z
    .object({
      type: z.literal("stats"),
      heading: text,
      intro: text.optional(),
      /** `source`: of when and from where the figure is (usually the key figures' tokens: year and report). */
      items: z.array(z.object({ value: text, label: text, source: text.optional() }).strict()).min(2),
    })
    .strict(),
  z
    .object({
      type: z.literal("steps"),
      kicker: text.optional(),
      heading: text,
      items: z.array(z.object({ title: text, text }).strict()).min(2),
    })
    .strict(),
  z
    .object({ type: z.literal("cta"), heading: text, text, primary: actionSchema, secondary: actionSchema.optional() })
    .strict(),
  /** Image and text side by side; `imageSide` says where the image goes on wide screens (default right). */
  z
    .object({
      type: z.literal("imageText"),
      kicker: text.optional(),
      heading: text,
      paragraphs: z.array(text).min(1),
      image: imageSchema,
      imageSide: z.enum(["left", "right"]).optional(),
      link: actionSchema.optional(),
    })
    .strict(),
  /** A customer's words about a case: the quote, who said it, and an optional portrait or scene. */
  z
    .object({
      type: z.literal("testimonial"),
      kicker: text.optional(),
      heading: text,
      quote: text,
      name: text,
      role: text,
      result: text.optional(),
      image: imageSchema.optional(),
    })
    .strict(),
  /** A process drawn as connected stages, each an icon, a title and a line of text. */
  z
    .object({
      type: z.literal("process"),
      kicker: text.optional(),
      heading: text,
      intro: text.optional(),
      items: z.array(z.object({ icon, title: text, text }).strict()).min(3).max(6),
    })
    .strict(),
  /**
   * The map of Brazil with the operating bases: the page writes its texts; the bases come from content/bases (the
   * build adds them: src/gatsby/page-content.ts), so every map shows the same ones.
   */
  z
    .object({
      type: z.literal("map"),
      kicker: text.optional(),
      heading: text,
      intro: text.optional(),
      legend: z.object({ plant: text, base: text, office: text }).strict(),
    })
    .strict(),
  /** The certifications of site settings as a strip of seals (the section holds only its heading). */
  z.object({ type: z.literal("certifications"), heading: text, intro: text.optional() }).strict(),
  /** A technical table (product grades) with an optional data-sheet download (a PDF under content/uploads). */
  z
    .object({
      type: z.literal("dataTable"),
      kicker: text.optional(),
      heading: text,
      intro: text.optional(),
      caption: text,
      columns: z.array(text).min(2),
      rows: z.array(z.object({ cells: z.array(text).min(2) }).strict()).min(1),
      notes: text.optional(),
      download: z.object({ label: text, file: upload("pdf") }).strict().optional(),
    })
    .strict(),
  /** The documents of one category (content/investor-documents, edited in the CMS), newest first, in the page's language. */
  z
    .object({
      type: z.literal("documents"),
      kicker: text.optional(),
      heading: text,
      intro: text.optional(),
      category: z.enum(documentCategories),
    })
    .strict(),
]);

export const metaSchema = z.object({ title: text, description: z.string().min(50).max(170) }).strict();

export const heroSchema = z
  .object({
    kicker: text.optional(),
    title: text,
    lead: text,
    primary: actionSchema.optional(),
    secondary: actionSchema.optional(),
    image: imageSchema.optional(),
  })
  .strict();

export const pageContentSchema = z
  .object({
    meta: metaSchema,
    hero: heroSchema,
    sections: z.array(sectionSchema).min(2),
  })
  .passthrough()
  .superRefine((page, context) => {
    page.sections.forEach((section, index) => {
      if (section.type !== "dataTable") return;
      section.rows.forEach((row, rowIndex) => {
        if (row.cells.length === section.columns.length) return;
        context.addIssue({
          code: z.ZodIssueCode.custom,
          path: ["sections", index, "rows", rowIndex, "cells"],
          message: `has ${row.cells.length} cells; the table has ${section.columns.length} columns`,
        });
      });
    });
  });

export type Action = z.infer<typeof actionSchema>;
export type ImageContent = z.infer<typeof imageSchema>;
export type PageMeta = z.infer<typeof metaSchema>;
export type HeroContent = z.infer<typeof heroSchema>;
export type SectionContent = z.infer<typeof sectionSchema>;
/** Every kind of section, the discriminant `type` of `SectionContent`. */
export type SectionKind = SectionContent["type"];
/** The content of one kind of section. */
export type SectionOf<Kind extends SectionKind> = Extract<SectionContent, { type: Kind }>;

export type TextSectionContent = SectionOf<"text">;
export type FeaturesSectionContent = SectionOf<"features">;
export type StatsSectionContent = SectionOf<"stats">;
export type StepsSectionContent = SectionOf<"steps">;
export type CtaSectionContent = SectionOf<"cta">;
export type ImageTextSectionContent = SectionOf<"imageText">;
export type TestimonialSectionContent = SectionOf<"testimonial">;
export type ProcessSectionContent = SectionOf<"process">;
/** A base as a map draws and lists it (from content/bases/bases.json, without its internal fields). */
export type MapBase = Pick<Base, "name" | "city" | "uf" | "kind">;
/** A map section as a page renders it: its texts and, added at build, the bases. */
export type MapSectionContent = SectionOf<"map"> & { bases?: MapBase[] };

/** What a map draws and lists of each base (nothing internal: no phone, no e-mail). */
export function mapBases(bases: readonly Base[]): MapBase[] {
  return bases.map(({ name, city, uf, kind }) => ({ name, city, uf, kind }));
}

/** A page's sections with the bases added to each map section (the build's pages and the CMS's previews). */
export function withMapBases<S extends { type?: unknown }>(sections: readonly S[], bases: readonly Base[]): S[] {
  return sections.map((section) => (section.type === "map" ? { ...section, bases: mapBases(bases) } : section));
}
export type CertificationsSectionContent = SectionOf<"certifications">;
export type DataTableSectionContent = SectionOf<"dataTable">;
export type DocumentsSectionContent = SectionOf<"documents">;
