/**
 * Brazilian identifiers and contact data: CNPJ (numeric and alphanumeric), CEP, phone numbers (with the DDDs
 * in use) and UFs.
 *
 * Pure functions, no dependencies: shared by the browser forms and the API handlers. Every function
 * accepts `unknown` where it makes sense and never throws for bad input (it returns `false`/`null`).
 */

/** Keeps only the ASCII digits 0–9 of `s` ("12.345-6" → "123456"). Non-strings give "". */
export function onlyDigits(s: unknown): string {
  return typeof s === "string" ? s.replace(/\D+/g, "") : "";
}

// ---------------------------------------------------------------------------------------------------
// CNPJ
// ---------------------------------------------------------------------------------------------------

const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;
/** A CNPJ as typed: ASCII letters and digits, optionally with the usual punctuation (dots, slash, hyphen) and spaces. */
const CNPJ_CHARS = /^[\dA-Za-z./\-\s]+$/;
/** A CNPJ without punctuation: 12 letters (A–Z) or digits, then 2 numeric check digits. */
const CNPJ_PLAIN = /^[\dA-Z]{12}\d{2}$/;
const CNPJ_BASE_CHAR = /^[\dA-Za-z]$/;

/**
 * A CNPJ's characters as stored: its ASCII letters (upper case) and digits, punctuation and spaces removed
 * ("12.abc.345/01de-35" → "12ABC34501DE35"). Non-strings give "".
 */
export function cnpjCharacters(s: unknown): string {
  return typeof s === "string" ? s.replace(/[^\dA-Za-z]+/g, "").toUpperCase() : "";
}

/** A character's value in the check-digit sum: its ASCII code minus 48 ("0"–"9" → 0–9, "A"–"Z" → 17–42). */
function cnpjCharValue(char: string): number {
  return char.charCodeAt(0) - 48;
}

function cnpjCheckDigit(chars: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i += 1) sum += cnpjCharValue(chars[i]) * weights[i];
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/**
 * The two check digits of a CNPJ base (its first 12 characters, letters A–Z or digits; lower case is read as
 * upper case), or null when `base12` is not such a base. computeCnpjCheckDigits("112223330001") → "81";
 * computeCnpjCheckDigits("12ABC34501DE") → "35".
 */
export function computeCnpjCheckDigits(base12: unknown): string | null {
  if (typeof base12 !== "string" || !/^[\dA-Za-z]{12}$/.test(base12)) return null;
  const base = base12.toUpperCase();
  const first = cnpjCheckDigit(base, CNPJ_WEIGHTS_1);
  const second = cnpjCheckDigit(`${base}${first}`, CNPJ_WEIGHTS_2);
  return `${first}${second}`;
}

/**
 * True for a CNPJ with correct check digits, numeric ("11222333000181", "11.222.333/0001-81") or alphanumeric
 * as issued since July 2026 ("12ABC34501DE35", "12.ABC.345/01DE-35"; lower case is read as upper case): 12
 * letters or digits, then two numeric check digits computed from the characters' ASCII codes minus 48 with
 * the usual weights and mod-11 rule. Rejects the all-same-digit sequences (00000000000000, …), which pass
 * the arithmetic but are not real registrations.
 */
export function isValidCnpj(value: unknown): boolean {
  if (typeof value !== "string" || value.length > 40) return false;
  const trimmed = value.trim();
  if (!CNPJ_CHARS.test(trimmed)) return false;
  const chars = cnpjCharacters(trimmed);
  if (!CNPJ_PLAIN.test(chars)) return false;
  if (/^(\d)\1{13}$/.test(chars)) return false;
  return computeCnpjCheckDigits(chars.slice(0, 12)) === chars.slice(12);
}

/**
 * Input mask for a CNPJ being typed: keeps up to 12 letters or digits (letters in upper case), then up to 2
 * digits (the check digits are never letters), and adds the punctuation reached so far.
 * "11222" → "11.222"; "11222333000181" → "11.222.333/0001-81"; "12abc34501de35" → "12.ABC.345/01DE-35".
 */
export function formatCnpj(partialInput: unknown): string {
  if (typeof partialInput !== "string") return "";
  let d = "";
  for (const char of partialInput) {
    if (d.length < 12 ? CNPJ_BASE_CHAR.test(char) : /^\d$/.test(char)) d += char.toUpperCase();
    if (d.length === 14) break;
  }
  let out = d.slice(0, 2);
  if (d.length > 2) out += `.${d.slice(2, 5)}`;
  if (d.length > 5) out += `.${d.slice(5, 8)}`;
  if (d.length > 8) out += `/${d.slice(8, 12)}`;
  if (d.length > 12) out += `-${d.slice(12, 14)}`;
  return out;
}

/**
 * A CNPJ with its middle hidden, as the public certificate check shows it: the first five characters and the check
 * digits stay, so whoever holds the paper can match it, and no one can read the whole number off the page.
 * "12.345.678/0001-95" (or its 14 characters) keeps "12.345." and "-95", stars in between; anything else → "".
 */
export function maskCnpj(value: unknown): string {
  const formatted = formatCnpj(value);
  return formatted.length === 18 ? `${formatted.slice(0, 7)}***/****-${formatted.slice(16)}` : "";
}

// ---------------------------------------------------------------------------------------------------
// CEP
// ---------------------------------------------------------------------------------------------------

/** True for a CEP of 8 digits, with or without the hyphen ("01310-100", "01310100"). "00000-000" is not a CEP. */
export function isValidCep(value: unknown): boolean {
  if (typeof value !== "string" || value.length > 20) return false;
  const trimmed = value.trim();
  if (!/^\d{5}-?\d{3}$/.test(trimmed)) return false;
  return onlyDigits(trimmed) !== "00000000";
}

/** Input mask for a CEP being typed: "01310" → "01310"; "013101" → "01310-1"; "01310100" → "01310-100". */
export function formatCep(partial: unknown): string {
  const d = onlyDigits(partial).slice(0, 8);
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
}

// ---------------------------------------------------------------------------------------------------
// Phone
// ---------------------------------------------------------------------------------------------------

/**
 * The 67 area codes (DDD) in use in Brazil, as Anatel lists them. Every other pair of digits (10, 20, 23, 25,
 * 26, 29, 30, 36, 39, 40, 50, 52, 56–60, 70, 72, 76, 78, 80, 90 and any with a zero) is no area code.
 */
export const ddds = [
  // SP
  "11",
  "12",
  "13",
  "14",
  "15",
  "16",
  "17",
  "18",
  "19",
  // RJ, ES
  "21",
  "22",
  "24",
  "27",
  "28",
  // MG
  "31",
  "32",
  "33",
  "34",
  "35",
  "37",
  "38",
  // PR, SC
  "41",
  "42",
  "43",
  "44",
  "45",
  "46",
  "47",
  "48",
  "49",
  // RS
  "51",
  "53",
  "54",
  "55",
  // DF, GO, TO, MT, MS, AC, RO
  "61",
  "62",
  "63",
  "64",
  "65",
  "66",
  "67",
  "68",
  "69",
  // BA, SE
  "71",
  "73",
  "74",
  "75",
  "77",
  "79",
  // PE, AL, PB, RN, CE, PI
  "81",
  "82",
  "83",
  "84",
  "85",
  "86",
  "87",
  "88",
  "89",
  // PA, AM, RR, AP, MA
  "91",
  "92",
  "93",
  "94",
  "95",
  "96",
  "97",
  "98",
  "99",
] as const;

const dddSet: ReadonlySet<string> = new Set(ddds);

/** True when `value` is one of the 67 DDDs in use ("11", "99"; not "20", "10"). */
export function isValidDdd(value: unknown): boolean {
  return typeof value === "string" && dddSet.has(value);
}

/** Characters people use when typing a phone number: digits, spaces, "+", parentheses, hyphens and dots. */
const PHONE_CHARS = /^\+?[\d\s().-]+$/;

/**
 * The national number (DDD + subscriber number, 10 or 11 digits) of a phone shaped like a Brazilian one,
 * whether its DDD exists or not, or null. An optional leading country code 55 is removed when the digits
 * total 12 or 13.
 */
function nationalPhoneShape(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 40) return null;
  const trimmed = value.trim();
  if (!PHONE_CHARS.test(trimmed)) return null;
  let digits = onlyDigits(trimmed);
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith("55")) digits = digits.slice(2);
  if (!/^\d\d/.test(digits)) return null;
  const subscriber = digits.slice(2);
  const landline = /^[2-5]\d{7}$/.test(subscriber);
  const mobile = /^9\d{8}$/.test(subscriber);
  return landline || mobile ? digits : null;
}

/** The national number of a valid Brazilian phone (shape and an existing DDD), or null. */
function nationalPhoneDigits(value: unknown): string | null {
  const national = nationalPhoneShape(value);
  return national !== null && dddSet.has(national.slice(0, 2)) ? national : null;
}

/**
 * What is wrong with a phone number, for the error message: null when it is a valid Brazilian phone;
 * `invalid_ddd` (with the DDD) when it has the shape of one but its area code does not exist; otherwise
 * `invalid_phone`.
 */
export function phoneProblem(value: unknown): null | { code: "invalid_phone" } | { code: "invalid_ddd"; ddd: string } {
  const national = nationalPhoneShape(value);
  if (national === null) return { code: "invalid_phone" };
  const ddd = national.slice(0, 2);
  return dddSet.has(ddd) ? null : { code: "invalid_ddd", ddd };
}

/**
 * True for a Brazilian phone number with an existing area code (DDD): an 8-digit landline starting with
 * 2–5 or a 9-digit mobile starting with 9, optionally preceded by the country code (+55).
 * "(11) 98765-4321", "11 3456-7890", "+55 11 98765-4321" are valid; "(20) 98765-4321" is not (no DDD 20).
 */
export function isValidBrazilianPhone(value: unknown): boolean {
  return nationalPhoneDigits(value) !== null;
}

/** The phone in E.164 ("+5511987654321"), or null when it is not a valid Brazilian phone. */
export function normalizePhoneE164(value: unknown): string | null {
  const national = nationalPhoneDigits(value);
  return national === null ? null : `+55${national}`;
}

/**
 * Input mask for a Brazilian phone being typed (national format, without +55):
 * "11987654321" → "(11) 98765-4321"; "1134567890" → "(11) 3456-7890".
 */
export function formatPhone(partial: unknown): string {
  const d = onlyDigits(partial).slice(0, 11);
  if (d.length === 0) return "";
  if (d.length <= 2) return `(${d}`;
  const ddd = d.slice(0, 2);
  const rest = d.slice(2);
  const split = rest.length > 8 ? 5 : 4;
  return rest.length > split ? `(${ddd}) ${rest.slice(0, split)}-${rest.slice(split)}` : `(${ddd}) ${rest}`;
}

// ---------------------------------------------------------------------------------------------------
// UF
// ---------------------------------------------------------------------------------------------------

/** The 26 states and the Federal District, by their official two-letter abbreviations. */
export const ufs = [
  "AC",
  "AL",
  "AP",
  "AM",
  "BA",
  "CE",
  "DF",
  "ES",
  "GO",
  "MA",
  "MT",
  "MS",
  "MG",
  "PA",
  "PB",
  "PR",
  "PE",
  "PI",
  "RJ",
  "RN",
  "RS",
  "RO",
  "RR",
  "SC",
  "SP",
  "SE",
  "TO",
] as const;

export type Uf = (typeof ufs)[number];

/** True when `value` is exactly one of the 27 UFs (upper case). */
export function isUf(value: unknown): value is Uf {
  return typeof value === "string" && (ufs as readonly string[]).includes(value);
}
