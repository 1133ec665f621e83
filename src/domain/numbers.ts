/**
 * Numbers written for people, in one place: the site's pages, the customer area and the Lambdas' e-mails and
 * certificates. Intl only, and nothing else imported: every page's footer uses it (a file's size).
 */
import type { Language } from "./language";

const numberLocales: Readonly<Record<Language, string>> = { pt: "pt-BR", en: "en-US", es: "es-ES" };
const numberFormats = new Map<Language, Intl.NumberFormat>();

const byteUnits = ["byte", "kilobyte", "megabyte", "gigabyte"] as const;

/** A file's size in decimal units, as `language` writes it: 25600 → "25,6 kB" in pt and es, "25.6 kB" in en. */
export function formatFileSize(bytes: number, language: Language): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "";
  const exponent = bytes < 1000 ? 0 : Math.min(Math.floor(Math.log10(bytes) / 3), byteUnits.length - 1);
  return new Intl.NumberFormat(numberLocales[language], {
    style: "unit",
    unit: byteUnits[exponent],
    unitDisplay: "short",
    maximumSignificantDigits: 3,
  }).format(bytes / 1000 ** exponent);
}

/** A number as `language` writes it (1000000 → "1.000.000" in pt, "1,000,000" in en, 1234.5 → "1.234,5" in pt). */
export function formatNumber(n: number, language: Language): string {
  if (!Number.isFinite(n)) return String(n);
  try {
    let format = numberFormats.get(language);
    if (!format) {
      format = new Intl.NumberFormat(numberLocales[language], { maximumFractionDigits: 20 });
      numberFormats.set(language, format);
    }
    return format.format(n);
  } catch {
    return String(n);
  }
}

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
