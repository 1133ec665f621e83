import { z } from "zod";
import type { Language } from "../domain/language";
import { madeUpMarker } from "./content-schema";
import { perLanguage } from "./per-language";
import { baseIdPattern } from "../domain/base-ids";
import { positionKinds, positionSlugPattern, type PositionKind } from "../domain/candidatura";

/**
 * The open positions (content/vagas/vagas.json, CMS: "Vagas"): each in pt, en and es, with its area, where it is
 * (one of the operating bases, or a city and state), its kind of contract, summary, responsibilities and
 * requirements, and whether it is open (a closing date closes it by itself after that day). The build checks the
 * file and stops naming the field (checkPositions); `/gente/` lists the open ones and each gets
 * `/gente/vagas/<slug>/` in every language. Build code: zod stays out of the pages, which get plain data.
 */
const localizedText = perLanguage(z.string().trim().min(2));
const localizedList = perLanguage(z.array(z.string().trim().min(2)).min(1, "at least one item"));

export const positionSchema = z
  .object({
    slug: z.string().regex(positionSlugPattern, "lowercase letters, digits and hyphens, e.g. operador-de-planta"),
    open: z.boolean(),
    /** The last day applications are taken (YYYY-MM-DD), optional: after it the position shows as closed. */
    closingDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written as YYYY-MM-DD")
      .optional(),
    kind: z.enum(positionKinds),
    /** One of content/bases (id), or a city and its state. */
    location: z.preprocess(
      // The CMS writes the fields left blank as empty strings.
      (value) =>
        value && typeof value === "object"
          ? Object.fromEntries(Object.entries(value).filter(([, inner]) => inner !== "" && inner !== null))
          : value,
      z.union([
      z.object({ base: z.string().regex(baseIdPattern, "a base's id from content/bases") }).strict(),
      z.object({ city: z.string().trim().min(2), uf: z.string().regex(/^[A-Z]{2}$/, "two capital letters, e.g. SP") }).strict(),
      ]),
    ),
    title: localizedText,
    area: localizedText,
    summary: localizedText,
    responsibilities: localizedList,
    requirements: localizedList,
  })
  .strict()
  .superRefine((position, context) => {
    const walk = (value: unknown, path: (string | number)[]) => {
      if (typeof value === "string" && madeUpMarker.test(value))
        context.addIssue({ code: "custom", path, message: "holds placeholder text" });
      else if (value && typeof value === "object")
        for (const [key, inner] of Object.entries(value)) walk(inner, [...path, key]);
    };
    walk(position, []);
  });

export const positionsFileSchema = z
  .object({ positions: z.array(positionSchema) })
  .strict()
  .superRefine(({ positions }, context) => {
    const seen = new Set<string>();
    positions.forEach((position, index) => {
      if (seen.has(position.slug))
        context.addIssue({ code: "custom", path: ["positions", index, "slug"], message: `"${position.slug}" is used twice` });
      seen.add(position.slug);
    });
  });

export type Position = z.infer<typeof positionSchema>;

/** A position as one language's pages show it: plain data in the page's context. */
export type LocalizedPosition = {
  slug: string;
  kind: PositionKind;
  title: string;
  area: string;
  /** "Paulínia (SP)". */
  location: string;
  summary: string;
  responsibilities: string[];
  requirements: string[];
  closingDate?: string;
};

/** Whether `position` takes applications on `today` (YYYY-MM-DD in Brazil): open, and its closing day not past. */
export function isOpen(position: Position, today: string): boolean {
  return position.open && (position.closingDate === undefined || position.closingDate >= today);
}

export function localizePosition(
  position: Position,
  language: Language,
  places: ReadonlyMap<string, { city: string; uf: string }>,
): LocalizedPosition {
  const place = "base" in position.location ? places.get(position.location.base) : position.location;
  return {
    slug: position.slug,
    kind: position.kind,
    title: position.title[language],
    area: position.area[language],
    location: place ? `${place.city} (${place.uf})` : "",
    summary: position.summary[language],
    responsibilities: position.responsibilities[language],
    requirements: position.requirements[language],
    ...(position.closingDate ? { closingDate: position.closingDate } : {}),
  };
}

/** Where a position's page is, unprefixed. */
export function positionPath(slug: string): string {
  return `/gente/vagas/${slug}/`;
}
