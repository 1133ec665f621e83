/**
 * Numbers written for people, in one place: the site's pages, the customer area and the Lambdas' e-mails and
 * certificates. Intl only, and nothing else imported: every page's footer uses it (a file's size).
 */
import type { Language } from "./language";

/** The locale each language writes numbers in (one definition: the pages, the build's figures, the Lambdas). */
export const numberLocales: Readonly<Record<Language, string>> = { pt: "pt-BR", en: "en-US", es: "es-ES" };
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
