import { formatCep, formatPhone } from "../../../domain/brazil";
import type { Language } from "../../../domain/language";

/**
 * A phone as Cognito and the API keep it (E.164) written for people: a Brazilian number as Brazilians write it,
 * "+5511987654321" → "(11) 98765-4321"; another country's stays in its international form ("+14155550123").
 */
export function displayPhone(e164: string): string {
  const trimmed = e164.trim();
  return /^\+55\d{10,11}$/.test(trimmed) ? formatPhone(trimmed.slice(3)) : trimmed;
}

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

type Address = {
  street: string;
  number: string;
  complement?: string;
  district: string;
  city: string;
  state: string;
  cep: string;
};

/** "Rua X, 100, Galpão 2 · Centro · Campinas/SP · 13010-000": an address on one line. */
export function addressLine(address: Address): string {
  const street = [address.street, address.number, address.complement].filter(Boolean).join(", ");
  return `${street} · ${address.district} · ${address.city}/${address.state} · ${formatCep(address.cep)}`;
}

/**
 * OpenStreetMap's search for an address (a link the crew opens; no map script on the page): street and number,
 * district, city, state, CEP, Brazil. The complement (a shed, a gate) is left out: no map knows it.
 */
export function mapSearchUrl(address: Address): string {
  const query = [
    `${address.street}, ${address.number}`,
    address.district,
    `${address.city} - ${address.state}`,
    formatCep(address.cep),
    "Brasil",
  ].join(", ");
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}
