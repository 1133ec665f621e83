import { languageTags, type Language } from "../config/languages";

/** `2025-03-14` → "14 de março de 2025" / "March 14, 2025" / "14 de marzo de 2025". Dates are calendar days (UTC). */
export function formatPostDate(isoDate: string, language: Language): string {
  return new Intl.DateTimeFormat(languageTags[language].htmlLang, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${isoDate.slice(0, 10)}T00:00:00Z`),
  );
}

/** A real calendar date written as YYYY-MM-DD (no 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
