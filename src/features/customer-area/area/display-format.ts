import { formatPhone } from "../../../domain/brazil";

/**
 * A phone as Cognito and the API keep it (E.164) written for people: a Brazilian number as Brazilians write it,
 * "+5511987654321" → "(11) 98765-4321"; another country's stays in its international form ("+14155550123").
 */
export function displayPhone(e164: string): string {
  const trimmed = e164.trim();
  return /^\+55\d{10,11}$/.test(trimmed) ? formatPhone(trimmed.slice(3)) : trimmed;
}
