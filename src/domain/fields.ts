/**
 * Building blocks for the payload schemas. Every custom rule reports a zod "custom" issue whose
 * `params.code` is one of our ErrorCodes (plus the message variables, e.g. `min`/`max`), so validate()
 * maps it without guessing from zod's English messages.
 */
import { z } from "zod";
import {
  cnpjCharacters,
  isUf,
  isValidCep,
  isValidCnpj,
  normalizePhoneE164,
  onlyDigits,
  phoneProblem,
  type Uf,
} from "./brazil";
import { languages } from "./language";
import type { ErrorCode } from "./messages";
import {
  cleanText,
  hasLoneSurrogate,
  neutralizeFormula,
  startsLikeFormula,
  stripInvisible,
  withoutFormulaGuard,
  type TextOptions,
} from "./text";

export type IssueParams = { code: ErrorCode } & Record<string, string | number>;

/** Adds a custom issue carrying our error code (and message variables). Never fatal: other checks still run. */
export function addCodedIssue(
  ctx: z.RefinementCtx,
  code: ErrorCode,
  vars: Record<string, string | number> = {},
  path?: (string | number)[],
): void {
  const params: IssueParams = { ...vars, code };
  ctx.addIssue({ code: z.ZodIssueCode.custom, params, ...(path ? { path } : {}) });
}

/** The preprocess steps made by checkedFirst(): each returns its input unchanged. */
const inputKeepingSteps = new WeakSet<object>();

/**
 * `schema`, with `check` run first on the value as it arrives: a cross-field rule reported together with the field
 * rules (contato.ts). `check` adds issues and must not modify the value; what it returns is ignored, and the value
 * goes on to `schema` as it came. So the gateway's JSON Schema (amplify/functions/shared/json-schema.ts) reads
 * `schema` behind it (keepsInput).
 */
export function checkedFirst<T extends z.ZodTypeAny>(check: (value: unknown, ctx: z.RefinementCtx) => void, schema: T) {
  const step = (value: unknown, ctx: z.RefinementCtx): unknown => {
    check(value, ctx);
    return value;
  };
  inputKeepingSteps.add(step);
  return z.preprocess(step, schema);
}

/** True for a preprocess step made by checkedFirst(). */
export function keepsInput(step: unknown): boolean {
  return typeof step === "function" && inputKeepingSteps.has(step);
}

/**
 * Free text (a name, a company, an address part, a message, notes) of `min`–`max` characters, made safe by
 * the rules of `text.ts`, the same in the browser and the API: invisible controls (NUL, bidi overrides and
 * isolates) and zero-width characters stripped, line breaks of a single-line field turned into a space, trimmed, a broken character
 * (lone surrogate) refused (invalid_characters), and a leading `= + - @` given an apostrophe so that no
 * spreadsheet an operator exports it to runs it as a formula. Lengths count what the user typed, without
 * that apostrophe (too_short / too_long). `multiline` keeps line breaks (messages, notes, comments).
 */
export function text(min: number, max: number, options: TextOptions = {}) {
  return z.string().transform((raw, ctx) => {
    const value = cleanText(raw, options);
    if (hasLoneSurrogate(value)) {
      addCodedIssue(ctx, "invalid_characters");
      return value;
    }
    const length = withoutFormulaGuard(value).length;
    if (length < min) addCodedIssue(ctx, "too_short", { min });
    else if (length > max) addCodedIssue(ctx, "too_long", { max });
    return neutralizeFormula(value);
  });
}

/** Optional free text up to `max` characters, with the rules of text(). */
export function optionalText(max: number, options: TextOptions = {}) {
  return text(0, max, options).optional();
}

/** A UUID (any version), stored in lower case. */
export function uuid() {
  return z.string().trim().toLowerCase().uuid();
}

const EMAIL_MAX = 254;
// eslint-disable-next-line no-control-regex -- an address's local part may not hold control characters
const EMAIL_LOCAL = /^[^\s@"(),:;<>[\\\]\u0000-\u001f\u007f]+$/u;
const DOMAIN_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;
const TOP_LEVEL = /^(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})$/u;

/**
 * Linear-time email check: one "@", a local part of 1–64 characters without spaces, quotes or control
 * characters, without leading, trailing or doubled dots and not starting with "=", "+" or "-" (a
 * spreadsheet would run it as a formula; no mail provider hands out such addresses), and a domain of
 * dot-separated labels ending in an alphabetic top-level domain. (Deliberately no backtracking-prone
 * all-in-one regex: the API sees hostile input.)
 */
export function isValidEmail(value: string): boolean {
  if (value.length > EMAIL_MAX || startsLikeFormula(value)) return false;
  const at = value.indexOf("@");
  if (at < 1 || at !== value.lastIndexOf("@")) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > 64 || !EMAIL_LOCAL.test(local)) return false;
  if (local.startsWith(".") || local.endsWith(".") || local.includes("..")) return false;
  const labels = domain.split(".");
  if (labels.length < 2) return false;
  if (!labels.every((label) => DOMAIN_LABEL.test(label))) return false;
  return TOP_LEVEL.test(labels[labels.length - 1]);
}

/**
 * An e-mail address as the tables key it (coleta's `unlinkedEmail`, mensagem's `person`) and as the schemas store it:
 * invisible controls stripped (text.ts), trimmed, in lower case.
 */
export function normalisedEmail(value: string): string {
  return stripInvisible(value).trim().toLowerCase();
}

/**
 * An email address, normalised (normalisedEmail), at most 254 characters (too_long / invalid_email).
 */
export function email() {
  return z
    .string()
    .transform(normalisedEmail)
    .superRefine((value, ctx) => {
      if (value.length > EMAIL_MAX) addCodedIssue(ctx, "too_long", { max: EMAIL_MAX });
      else if (!isValidEmail(value)) addCodedIssue(ctx, "invalid_email");
    });
}

/**
 * A CNPJ, numeric or alphanumeric, masked or not, invisible controls stripped (a pasted value may carry
 * bidi marks); stored as its 14 characters, letters in upper case ("12ABC34501DE35") (invalid_cnpj).
 */
export function cnpj() {
  return z
    .string()
    .transform(stripInvisible)
    .superRefine((value, ctx) => {
      if (!isValidCnpj(value)) addCodedIssue(ctx, "invalid_cnpj");
    })
    .transform((value) => cnpjCharacters(value));
}

/** A CEP, with or without hyphen, invisible controls stripped; stored as its 8 digits (invalid_cep). */
export function cep() {
  return z
    .string()
    .transform(stripInvisible)
    .superRefine((value, ctx) => {
      if (!isValidCep(value)) addCodedIssue(ctx, "invalid_cep");
    })
    .transform((value) => onlyDigits(value));
}

/**
 * A Brazilian phone number with an existing DDD, invisible controls stripped (numbers copied from a phone's
 * contacts often come wrapped in bidi marks); stored in E.164, "+5511987654321" (invalid_phone, or
 * invalid_ddd with the area code when only that is wrong).
 */
export function phone() {
  return z
    .string()
    .transform(stripInvisible)
    .superRefine((value, ctx) => {
      const problem = phoneProblem(value);
      if (problem?.code === "invalid_ddd") addCodedIssue(ctx, "invalid_ddd", { ddd: problem.ddd });
      else if (problem) addCodedIssue(ctx, problem.code);
    })
    .transform((value) => normalizePhoneE164(value) ?? value);
}

/** A UF ("SP"); lower case and surrounding spaces are accepted and normalized (invalid_uf). */
export function uf() {
  return z
    .string()
    .trim()
    .toUpperCase()
    .superRefine((value, ctx) => {
      if (!isUf(value)) addCodedIssue(ctx, "invalid_uf");
    })
    .transform((value) => value as Uf);
}

/** An integer number (not a numeric string) from `min` to `max` (invalid_type / not_integer / out_of_range). */
export function integer(min: number, max: number) {
  return z.number().superRefine((value, ctx) => {
    if (!Number.isInteger(value)) addCodedIssue(ctx, "not_integer");
    else if (value < min || value > max) addCodedIssue(ctx, "out_of_range", { min, max });
  });
}

/**
 * A number (not a numeric string) from `min` to `max` with at most `places` decimals, such as collected litres
 * (invalid_type / out_of_range / too_many_decimals; invalid_number for an infinite one: what a form gives for text
 * that is not a number, since the form kit reads NaN as an empty field). A form turns the text its language writes
 * into the number first (numbers.ts: parseDecimal).
 */
export function decimal(min: number, max: number, places: number) {
  return z.number().superRefine((value, ctx) => {
    if (!Number.isFinite(value)) addCodedIssue(ctx, "invalid_number");
    else if (value < min || value > max) addCodedIssue(ctx, "out_of_range", { min, max });
    else if (Math.abs(Math.round(value * 10 ** places) - value * 10 ** places) > 1e-6)
      addCodedIssue(ctx, "too_many_decimals", { places });
  });
}

/** One of the site's languages (invalid_option). */
export function language() {
  return z.enum(languages);
}

/**
 * The privacy-policy consent checkbox: only `true` is accepted (consent_required, also when missing).
 * The input type is boolean so a form can start with `false`; the output type is the literal `true`.
 */
export function consent() {
  return z
    .custom<boolean>((value) => value === true, { params: { code: "consent_required" }, fatal: false })
    .transform((): true => true);
}

/**
 * A string that must match `pattern` (after trimming and upper-casing, or lower-casing for ids written in lower case
 * such as a base's); reports `code` otherwise.
 */
export function patterned(pattern: RegExp, code: ErrorCode, letters: "upper" | "lower" = "upper") {
  const trimmed = z.string().trim();
  return (letters === "upper" ? trimmed.toUpperCase() : trimmed.toLowerCase()).superRefine((value, ctx) => {
    if (value.length > 100 || !pattern.test(value)) addCodedIssue(ctx, code);
  });
}

/** A timestamp in ISO 8601 ("2026-03-01T12:00:00.000Z", offsets allowed) (invalid_date). */
const dateTimeCheck = z.string().max(64).datetime({ offset: true });

export function isoDateTime() {
  return z.string().superRefine((value, ctx) => {
    if (!dateTimeCheck.safeParse(value).success) addCodedIssue(ctx, "invalid_date");
  });
}

// ---------------------------------------------------------------------------------------------------
// Calendar dates
// ---------------------------------------------------------------------------------------------------

/** True for "YYYY-MM-DD" naming a real calendar date (2026-02-29 is not; 2028-02-29 is). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** São Paulo's offset from UTC: −3 hours all year (Brazil has had no daylight saving time since 2019). */
const SAO_PAULO_OFFSET_MS = -3 * 60 * 60 * 1000;

/**
 * Today's date in São Paulo as "YYYY-MM-DD" (the business day the company works by; the Lambda runs in
 * UTC, browsers in any zone). Pass `now` in tests. Plain arithmetic on the fixed offset, not
 * `Intl.DateTimeFormat` with a `timeZone`: building that loads the browser's time-zone data, a task of
 * 110 ms on Lighthouse's phone on the collection form's first render, for the same answer.
 */
export function todayInSaoPaulo(now: Date = new Date()): string {
  const instant = Number.isNaN(now.getTime()) ? new Date() : now;
  return new Date(instant.getTime() + SAO_PAULO_OFFSET_MS).toISOString().slice(0, 10);
}

/** Where "today" comes from: a fixed "YYYY-MM-DD" (tests) or a function read at every validation. */
export type TodaySource = string | (() => string);

/**
 * A calendar date "YYYY-MM-DD" (invalid_date). With `today`, dates before it are refused (date_in_past);
 * without it any real date is accepted (stored records).
 */
export function isoDate(today?: TodaySource) {
  return z.string().superRefine((value, ctx) => {
    if (!isIsoDate(value)) {
      addCodedIssue(ctx, "invalid_date");
      return;
    }
    if (today === undefined) return;
    const reference = typeof today === "function" ? today() : today;
    if (value < reference) addCodedIssue(ctx, "date_in_past", { today: reference });
  });
}

/**
 * A calendar date "YYYY-MM-DD" that has already come: after `today` it is refused (date_in_future). The day
 * something was done (a collection).
 */
export function pastDate(today: TodaySource = () => todayInSaoPaulo()) {
  return z.string().superRefine((value, ctx) => {
    if (!isIsoDate(value)) {
      addCodedIssue(ctx, "invalid_date");
      return;
    }
    const reference = typeof today === "function" ? today() : today;
    if (value > reference) addCodedIssue(ctx, "date_in_future", { today: reference });
  });
}

/**
 * The largest number of a yearly sequence: six digits, zero-padded, then up to nine (a billion requests a year
 * before the API answers 503, far beyond any real year; the six-digit form stays the usual one).
 */
export const maxSequenceNumber = 999_999_999;

/** `^<prefix>-<year>-<6 to 9 digits>$`, leading zeros only in the six-digit form. */
export function sequencePattern(prefix: string): RegExp {
  return new RegExp(`^${prefix}-\\d{4}-(?:\\d{6}|[1-9]\\d{6,8})$`);
}

/** "PREFIX-YYYY-NNNNNN" (protocols and references). Throws RangeError outside year 0–9999 / n 0–maxSequenceNumber. */
export function formatSequence(prefix: string, year: number, n: number): string {
  if (!Number.isInteger(year) || year < 0 || year > 9999) throw new RangeError(`Invalid year: ${year}`);
  if (!Number.isInteger(n) || n < 0 || n > maxSequenceNumber) throw new RangeError(`Invalid sequence number: ${n}`);
  return `${prefix}-${String(year).padStart(4, "0")}-${String(n).padStart(6, "0")}`;
}
