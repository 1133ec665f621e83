/**
 * Every date written for people, in one place: the site's pages, the customer area, the Lambdas' e-mails and
 * certificates, and the PDFs of scripts/documents. Intl only (no DOM), so the browser, Node and the Lambdas share it.
 *
 * - A calendar day ("2026-03-10": São Paulo's calendar, no time, no zone) is read at UTC and written at UTC, so
 *   no time zone moves it to the day before.
 * - An instant (an ISO timestamp) is written as São Paulo's clock shows it, unless another zone is asked for.
 */
import type { Language } from "./language";

/** How much a day says: `short` "10/05/2026" · "5/10/26"; `medium`; `long` "10 de maio de 2026" · "May 10, 2026"; `numeric` "10/05/2026" (two-digit day and month). */
export type DayStyle = "short" | "medium" | "long" | "numeric";

/**
 * Whose habits: `site` follows each language's own (US English: "March 14, 2025"); `document` (certificates,
 * e-mails, the PDFs) writes English the British way, day first ("14 March 2025", "14/03/2025").
 */
export type DateConvention = "site" | "document";

export const dateLocales: Readonly<Record<DateConvention, Readonly<Record<Language, string>>>> = {
  site: { pt: "pt-BR", en: "en", es: "es" },
  document: { pt: "pt-BR", en: "en-GB", es: "es-ES" },
};

export const saoPauloTimeZone = "America/Sao_Paulo";

const dayOptions: Readonly<Record<DayStyle, Intl.DateTimeFormatOptions>> = {
  short: { dateStyle: "short" },
  medium: { dateStyle: "medium" },
  long: { dateStyle: "long" },
  numeric: { day: "2-digit", month: "2-digit", year: "numeric" },
};

/**
 * A calendar day written as "YYYY-MM-DD" (a longer ISO string is read by its first ten characters) in `language`.
 * Anything that does not start with such a date is returned as it is.
 */
export function formatDay(
  day: string,
  language: Language,
  style: DayStyle = "long",
  convention: DateConvention = "site",
): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!match) return day;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(dateLocales[convention][language], { ...dayOptions[style], timeZone: "UTC" }).format(
    date,
  );
}

/** A calendar month ("2026-03") as the language names it: "março de 2026", "March 2026", "marzo de 2026". */
export function formatMonth(month: string, language: Language, convention: DateConvention = "site"): string {
  const match = /^(\d{4})-(\d{2})/.exec(month);
  if (!match) return month;
  return new Intl.DateTimeFormat(dateLocales[convention][language], {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 15)));
}

/**
 * An instant (ISO string or Date), short date and time, on São Paulo's clock, or on the visitor's (`"visitor"`:
 * the browser's own zone). An unreadable string is returned as it is.
 */
export function formatInstant(
  instant: string | Date,
  language: Language,
  clock: "sao-paulo" | "visitor" = "sao-paulo",
): string {
  const date = typeof instant === "string" ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return typeof instant === "string" ? instant : "";
  const timeZone = clock === "sao-paulo" ? saoPauloTimeZone : undefined;
  return new Intl.DateTimeFormat(dateLocales.site[language], {
    dateStyle: "short",
    timeStyle: "short",
    timeZone,
  }).format(date);
}
