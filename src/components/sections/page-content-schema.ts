import { z } from "zod";
import { iconPaths } from "../ui/icon-paths";

/** Validates a page namespace against content-types.ts (used by the locale tests). */
const text = z.string().trim().min(1);
const internalPath = z.string().regex(/^\/([a-z0-9-]+\/)*(#[a-z0-9-]+)?$/, "an unprefixed internal path like /g2/");
const action = z.object({ label: text, to: internalPath }).strict();
const icon = z.enum(Object.keys(iconPaths) as [string, ...string[]]);

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
]);

export const pageContentSchema = z
  .object({
    meta: z.object({ title: text, description: z.string().min(50).max(170) }).strict(),
    hero: z
      .object({ kicker: text.optional(), title: text, lead: text, primary: action.optional(), secondary: action.optional() })
      .strict(),
    sections: z.array(sectionSchema).min(2),
  })
  .passthrough();
