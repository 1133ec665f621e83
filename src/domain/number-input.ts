/**
 * Numbers as people type them into a form, in each language's way. Apart from numbers.ts (which every page's footer
 * loads) so that only the forms that read typed decimals carry it.
 */
import type { Language } from "./language";

/** Each language's decimal mark and thousands separator, as people type them. */
const numberMarks: Readonly<Record<Language, { decimal: string; group: string }>> = {
  pt: { decimal: ",", group: "." },
  en: { decimal: ".", group: "," },
  es: { decimal: ",", group: "." },
};

/**
 * A number typed the way `language` writes it: "1.234,5" or "1234,5" → 1234.5 in pt and es, "1,234.5" or "1234.5" in
 * en; thousands separators only between groups of three. Empty text → undefined (nothing typed); anything else that is
 * not such a number → NaN (a schema then says "invalid_number": "380.5" in pt is refused, not read as 3805).
 */
export function parseDecimal(text: string, language: Language): number | undefined {
  const typed = text.replace(/[\s\u00a0\u202f]/g, "");
  if (!typed) return undefined;
  const { decimal, group } = numberMarks[language];
  const esc = (mark: string) => `\\${mark}`;
  const shape = new RegExp(`^-?(?:\\d{1,3}(?:${esc(group)}\\d{3})+|\\d+)(?:${esc(decimal)}\\d+)?$`);
  if (!shape.test(typed)) return Number.NaN;
  return Number(typed.split(group).join("").replace(decimal, "."));
}
