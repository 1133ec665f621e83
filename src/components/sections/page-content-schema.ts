import { z } from "zod";
import { documentCategories } from "../../content/documents";
import { iconPaths } from "../ui/icon-paths";

/** Validates a page namespace against content-types.ts (used by the locale tests). */
const text = z.string().trim().min(1);
const internalPath = z.string().regex(/^\/([a-z0-9-]+\/)*(#[a-z0-9-]+)?$/, "an unprefixed internal path like /g2/");
/** Phones and e-mails are links too (`tel:+551155550100`, `mailto:contato@…`). */
const contactHref = z.string().regex(/^(tel:\+\d{8,15}|mailto:[^\s@]+@[^\s@]+\.[a-z]{2,})$/, "tel:+<digits> or mailto:<address>");
const action = z.object({ label: text, to: z.union([internalPath, contactHref]) }).strict();
const icon = z.enum(Object.keys(iconPaths) as [string, ...string[]]);
/** A file the CMS uploaded, by its path under content/uploads (the build checks it exists). */
const upload = (extensions: string) =>
  z.string().regex(new RegExp(`^[a-z0-9-]+(/[a-z0-9._-]+)*\\.(${extensions})$`), `a file under content/uploads ending in .${extensions.split("|").join(", .")}`);
const image = z.object({ src: upload("jpg|jpeg|png|webp"), alt: text }).strict();
const uf = z.string().regex(/^[A-Z]{2}$/, "a state code like SP");

export const sectionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("text"), kicker: text.optional(), heading: text, paragraphs: z.array(text).min(1) }).strict(),
  z
    .object({
      type: z.literal("features"),
      kicker: text.optional(),
      heading: text,
      intro: text.optional(),
      items: z.array(z.object({ icon, title: text, text, link: action.optional() }).strict()).min(2),
    })
    .strict(),
  z
    .object({
      type: z.literal("stats"),
      heading: text,
      intro: text.optional(),
      items: z.array(z.object({ value: text, label: text }).strict()).min(2),
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
    .object({ type: z.literal("cta"), heading: text, text, primary: action, secondary: action.optional() })
    .strict(),
  z
    .object({
      type: z.literal("imageText"),
      kicker: text.optional(),
      heading: text,
      paragraphs: z.array(text).min(1),
      image,
      imageSide: z.enum(["left", "right"]).optional(),
      link: action.optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal("testimonial"),
      kicker: text.optional(),
      heading: text,
      quote: text,
      name: text,
      role: text,
      result: text.optional(),
      image: image.optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal("process"),
      kicker: text.optional(),
      heading: text,
      intro: text.optional(),
      items: z.array(z.object({ icon, title: text, text }).strict()).min(3).max(6),
    })
    .strict(),
  z
    .object({
      type: z.literal("map"),
      kicker: text.optional(),
      heading: text,
      intro: text.optional(),
      legend: z.object({ plant: text, base: text, office: text }).strict(),
      bases: z.array(z.object({ city: text, uf, kind: z.enum(["plant", "base", "office"]) }).strict()).min(1),
    })
    .strict(),
  z.object({ type: z.literal("certifications"), heading: text, intro: text.optional() }).strict(),
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

export const pageContentSchema = z
  .object({
    meta: z.object({ title: text, description: z.string().min(50).max(170) }).strict(),
    hero: z
      .object({
        kicker: text.optional(),
        title: text,
        lead: text,
        primary: action.optional(),
        secondary: action.optional(),
        image: image.optional(),
      })
      .strict(),
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
