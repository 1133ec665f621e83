import type { Language } from "../../../config/languages";
import { formatPhone } from "../../../domain/brazil";

/**
 * A phone as Cognito and the API keep it (E.164) written for people: a Brazilian number as Brazilians write it,
 * "+5511987654321" → "(11) 98765-4321"; another country's stays in its international form ("+14155550123").
 */
export function displayPhone(e164: string): string {
  const trimmed = e164.trim();
  return /^\+55\d{10,11}$/.test(trimmed) ? formatPhone(trimmed.slice(3)) : trimmed;
}

/**
 * A calendar date kept as "YYYY-MM-DD" (no time, no zone) in the language's own order: pt "10/05/2026",
 * en "5/10/26", es "10/5/26". Read in UTC so that no time zone moves it to the day before. Anything else is
 * returned as it is.
 */
export function formatIsoDate(iso: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(language, { dateStyle: "short", timeZone: "UTC" }).format(date);
}
