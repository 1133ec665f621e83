/**
 * Run by time-zones.test.ts in a child process per TZ: prints, as JSON, what the site's date functions answer
 * in that process's time zone, and the zone itself so the test can check it really ran there.
 */
import { yearInBrazil } from "../../amplify/functions/shared/idempotent";
import { rfc822 } from "../content/rss";
import { coletaSchema, todayInSaoPaulo } from "../domain/coleta";
import { formatDay } from "../domain/dates";
import { isIsoDate } from "../domain/fields";
import { validate } from "../domain/validate";
import { validColetaBody } from "../domain/__tests__/fixtures";

/** Instants around São Paulo's midnight and New Year, where a local-time mistake shows. */
export const instants = [
  "2026-03-10T02:59:59Z",
  "2026-03-10T03:00:00Z",
  "2026-03-10T12:00:00Z",
  "2026-03-10T20:00:00Z",
  "2026-12-31T23:00:00Z",
  "2027-01-01T02:59:59Z",
  "2027-01-01T03:00:00Z",
];
const postDates = ["2024-01-01", "2024-02-29", "2025-12-31", "2024-01-01T00:00:00.000Z"];

const morningInUtc = new Date("2026-03-10T02:30:00Z"); // São Paulo: 9 March, 23:30
const preferredFrom = (today: string) =>
  ["2026-03-08", "2026-03-09", "2026-03-10"].map(
    (preferredDate) => validate(coletaSchema(today), { ...validColetaBody(), preferredDate }).ok,
  );

const result = {
  zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  offsetMinutes: new Date("2026-01-15T12:00:00Z").getTimezoneOffset(),
  localDayOfMorningInUtc: morningInUtc.getDate(),
  today: instants.map((instant) => todayInSaoPaulo(new Date(instant))),
  year: instants.map((instant) => yearInBrazil(new Date(instant))),
  postDates: postDates.map((date) => [formatDay(date, "pt"), formatDay(date, "en"), formatDay(date, "es")]),
  rss: postDates.map(rfc822),
  calendar: ["2024-02-29", "2025-02-29", "2025-12-31", "2026-03-10"].map(isIsoDate),
  preferredDate: preferredFrom(todayInSaoPaulo(morningInUtc)),
};
process.stdout.write(JSON.stringify(result));
