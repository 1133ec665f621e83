/**
 * A request's contact and address as the request pages show them (the operator's and the customer's): apart from
 * display-format.ts, which the profile loads, so the profile carries none of it. The address line itself is the
 * domain's (src/domain/address.ts addressLine).
 */
import type { AddressParts as Address } from "../../../domain/address";
import { formatCep } from "../../../domain/brazil";
import { formatDay, type DayStyle } from "../../../domain/dates";
import type { Language } from "../../../domain/language";
import { displayPhone } from "./display-format";

/**
 * A stored phone (E.164) for a page in `language`: as Brazilians write it on Portuguese pages, "(11) 98765-4321";
 * with the country code on English and Spanish ones, "+55 (11) 98765-4321" (a reader abroad dials it as written).
 */
export function displayPhoneFor(e164: string, language: Language): string {
  const shown = displayPhone(e164);
  return language !== "pt" && shown !== e164.trim() ? `+55 ${shown}` : shown;
}

/** The `tel:` link of a stored phone: its E.164 form, nothing else ("tel:+5511987654321"). */
export function telHref(e164: string): string {
  return `tel:${e164.replace(/[^\d+]/g, "")}`;
}

/**
 * OpenStreetMap's search for an address (a link the crew opens; no map script on the page): street and number,
 * district, city, state, CEP, Brazil. The complement (a shed, a gate) is left out: no map knows it.
 */
export function mapSearchUrl(address: Address): string {
  const query = [
    [address.street, address.number].filter(Boolean).join(", "),
    address.district,
    `${address.city} - ${address.state}`,
    formatCep(address.cep),
    "Brasil",
  ]
    .filter(Boolean)
    .join(", ");
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}

/**
 * The day of an instant on São Paulo's clock, written as dates.ts formatDay writes days: one format for every date
 * of a page, whether it was a day ("2026-03-10") or an instant ("2026-03-10T02:30:00Z" is the 9th in São Paulo).
 * Here, not in dates.ts, which public pages load.
 */
export function formatInstantDay(instant: string, language: Language, style: DayStyle = "medium"): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  // São Paulo is UTC−3 all year (no daylight saving time since 2019): the same rule as fields.ts todayInSaoPaulo,
  // which brings zod with it.
  const day = new Date(date.getTime() - 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return formatDay(day, language, style);
}
