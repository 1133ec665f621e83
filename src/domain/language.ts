/** The site's languages. Kept here (not imported from src/config) so `src/domain` depends only on zod. */
export const languages = ["pt", "en", "es"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "pt";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/**
 * Reads a language from a loose value: "pt", "EN", "es-AR", "pt_BR" give their base language; anything else
 * (other languages, non-strings, absurdly long strings) gives null.
 */
export function parseLanguage(value: unknown): Language | null {
  if (typeof value !== "string" || value.length > 35) return null;
  const base = value.trim().toLowerCase().split(/[-_]/, 1)[0];
  return isLanguage(base) ? base : null;
}
