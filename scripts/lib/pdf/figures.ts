/** The figures and dates of the PDFs, as each language writes them in a statement. */
import { formatDay } from "../../../src/domain/dates";
import { languages, type Language } from "../../../src/domain/language";

export type Lang = Language;
export const langs: readonly Lang[] = languages;
export type Localized = Record<Lang, string>;

const groupSep: Record<Lang, string> = { pt: ".", en: ",", es: "." };
const decimalSep: Record<Lang, string> = { pt: ",", en: ".", es: "," };

/** 1234.5 → "1.234,5" (pt, es) or "1,234.5" (en); negative numbers in parentheses when `accounting`. */
export function num(value: number, lang: Lang, decimals = 1, accounting = false): string {
  const negative = value < 0;
  const [int, frac] = Math.abs(value).toFixed(decimals).split(".");
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, groupSep[lang]);
  const body = frac ? `${grouped}${decimalSep[lang]}${frac}` : grouped;
  if (!negative || Number(body.replace(/\D/g, "")) === 0) return body;
  return accounting ? `(${body})` : `-${body}`;
}

export const pct = (value: number, lang: Lang, decimals = 1) => `${num(value, lang, decimals)}%`;

/** "2025-06-15" → "15 de junho de 2025" / "15 June 2025" / "15 de junio de 2025". */
export const longDate = (iso: string, lang: Lang): string => formatDay(iso, lang, "long", "document");
