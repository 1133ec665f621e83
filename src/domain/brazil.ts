/**
 * Brazilian identifiers and contact data: CNPJ, CEP, phone numbers and UFs.
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
/** A CNPJ as typed: digits, optionally with the usual punctuation (dots, slash, hyphen) and spaces. */
const CNPJ_CHARS = /^[\d./\-\s]+$/;

function cnpjCheckDigit(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i += 1) sum += Number(digits[i]) * weights[i];
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/**
 * True for a CNPJ with correct check digits, as 14 digits ("11222333000181") or masked
 * ("11.222.333/0001-81"). Rejects the all-same-digit sequences (00000000000000, 11111111111111, …),
 * which pass the arithmetic but are not real registrations.
 */
export function isValidCnpj(value: unknown): boolean {
  if (typeof value !== "string" || value.length > 40) return false;
  const trimmed = value.trim();
  if (!CNPJ_CHARS.test(trimmed)) return false;
  const digits = onlyDigits(trimmed);
  if (digits.length !== 14) return false;
  if (/^(\d)\1{13}$/.test(digits)) return false;
  const first = cnpjCheckDigit(digits, CNPJ_WEIGHTS_1);
  if (first !== Number(digits[12])) return false;
  return cnpjCheckDigit(digits, CNPJ_WEIGHTS_2) === Number(digits[13]);
}

/**
 * Input mask for a CNPJ being typed: keeps up to 14 digits and adds the punctuation reached so far.
 * "11222" → "11.222"; "11222333000181" → "11.222.333/0001-81".
 */
export function formatCnpj(partialInput: unknown): string {
  const d = onlyDigits(partialInput).slice(0, 14);
  let out = d.slice(0, 2);
  if (d.length > 2) out += `.${d.slice(2, 5)}`;
  if (d.length > 5) out += `.${d.slice(5, 8)}`;
  if (d.length > 8) out += `/${d.slice(8, 12)}`;
  if (d.length > 12) out += `-${d.slice(12, 14)}`;
  return out;
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

/** Characters people use when typing a phone number: digits, spaces, "+", parentheses, hyphens and dots. */
const PHONE_CHARS = /^\+?[\d\s().\-]+$/;

/**
 * The national number (DDD + subscriber number, 10 or 11 digits) of a valid Brazilian phone, or null.
 * An optional leading country code 55 is removed when the digits total 12 or 13.
 */
function nationalPhoneDigits(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 40) return null;
  const trimmed = value.trim();
  if (!PHONE_CHARS.test(trimmed)) return null;
  let digits = onlyDigits(trimmed);
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith("55")) digits = digits.slice(2);
  // DDD: two digits, each 1–9 (11–99, no zero: 10, 20, … do not exist).
  if (!/^[1-9][1-9]/.test(digits)) return null;
  const subscriber = digits.slice(2);
  const landline = /^[2-5]\d{7}$/.test(subscriber);
  const mobile = /^9\d{8}$/.test(subscriber);
  return landline || mobile ? digits : null;
}

/**
 * True for a Brazilian phone number with area code (DDD): an 8-digit landline starting with 2–5 or a
 * 9-digit mobile starting with 9, optionally preceded by the country code (+55).
 * "(11) 98765-4321", "11 3456-7890", "+55 11 98765-4321" are valid.
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
