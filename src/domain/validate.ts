/**
 * validate(): runs a payload schema on an untrusted body and returns either the normalized value or a
 * list of field errors with stable codes and messages in the visitor's language. Shared by the API
 * handlers (which return the errors as JSON) and the form resolver.
 */
import type { z } from "zod";
import { defaultLanguage, parseLanguage, type Language } from "./language";
import { isErrorCode, messageFor, type ErrorCode, type MessageVars } from "./messages";

export { errorCodes, isErrorCode, messageFor, type ErrorCode, type MessageVars } from "./messages";

export type FieldError = {
  /** Dotted path of the field ("company.cnpj"); "" for the body as a whole. */
  field: string;
  code: ErrorCode;
  message: string;
};

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

/**
 * At most this many errors are returned, so a body with thousands of unknown keys cannot make the
 * response explode. Real forms never come close.
 */
export const MAX_ERRORS = 100;

const hasOwn = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

/**
 * The language for messages: the `language` argument when given (pt/en/es, also "en-US"; anything else
 * gives pt); when absent (undefined/null), the body's own `language` field if valid; otherwise pt.
 */
export function resolveLanguage(language: unknown, body?: unknown): Language {
  if (language !== undefined && language !== null) return parseLanguage(language) ?? defaultLanguage;
  try {
    if (body !== null && typeof body === "object" && !Array.isArray(body) && hasOwn(body, "language")) {
      return parseLanguage((body as { language?: unknown }).language) ?? defaultLanguage;
    }
  } catch {
    // A hostile object (getter that throws, revoked proxy): fall through to the default.
  }
  return defaultLanguage;
}

type Mapped = { code: ErrorCode; vars: MessageVars };

const toNumber = (value: unknown): number | undefined =>
  typeof value === "number" ? value : typeof value === "bigint" ? Number(value) : undefined;

/** Our code (and message variables) for one zod issue. Unknown keys are handled by the caller. */
function mapIssue(issue: z.ZodIssue): Mapped {
  switch (issue.code) {
    case "invalid_type":
      if (issue.received === "undefined") return { code: "required", vars: {} };
      if (issue.expected === "object") return { code: "not_object", vars: {} };
      return { code: "invalid_type", vars: {} };
    case "custom": {
      const params: Record<string, unknown> = issue.params ?? {};
      const vars: Record<string, string | number> = {};
      for (const [key, value] of Object.entries(params)) {
        if (key !== "code" && (typeof value === "string" || typeof value === "number")) vars[key] = value;
      }
      return { code: isErrorCode(params.code) ? params.code : "invalid_value", vars };
    }
    case "invalid_enum_value":
    case "invalid_literal":
    case "invalid_union":
    case "invalid_union_discriminator":
      return { code: "invalid_option", vars: {} };
    case "invalid_string":
      if (issue.validation === "email") return { code: "invalid_email", vars: {} };
      if (issue.validation === "uuid") return { code: "invalid_uuid", vars: {} };
      if (issue.validation === "datetime" || issue.validation === "date") return { code: "invalid_date", vars: {} };
      return { code: "invalid_format", vars: {} };
    case "too_small":
      if (issue.type === "string") return { code: "too_short", vars: { min: toNumber(issue.minimum) } };
      if (issue.type === "date") return { code: "invalid_date", vars: {} };
      return { code: "out_of_range", vars: { min: toNumber(issue.minimum) } };
    case "too_big":
      if (issue.type === "string") return { code: "too_long", vars: { max: toNumber(issue.maximum) } };
      if (issue.type === "date") return { code: "invalid_date", vars: {} };
      return { code: "out_of_range", vars: { max: toNumber(issue.maximum) } };
    case "invalid_date":
      return { code: "invalid_date", vars: {} };
    case "not_finite":
      return { code: "invalid_type", vars: {} };
    default:
      return { code: "invalid_value", vars: {} };
  }
}

const pathToField = (path: readonly (string | number)[]) => path.map(String).join(".");

/** Converts zod issues to FieldErrors: one per (field, code), unknown keys one each, at most MAX_ERRORS. */
export function issuesToFieldErrors(issues: readonly z.ZodIssue[], language: Language): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  const push = (field: string, code: ErrorCode, vars: MessageVars) => {
    const key = `${code}\u0000${field}`;
    if (seen.has(key) || errors.length >= MAX_ERRORS) return;
    seen.add(key);
    errors.push({ field, code, message: messageFor(code, language, vars) });
  };
  for (const issue of issues) {
    if (errors.length >= MAX_ERRORS) break;
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) push(pathToField([...issue.path, key]), "unknown_field", {});
    } else {
      const { code, vars } = mapIssue(issue);
      push(pathToField(issue.path), code, vars);
    }
  }
  return errors;
}

/**
 * Validates `body` with `schema`. Never throws and never mutates `body`: on success returns the parsed
 * (trimmed, normalized) value, a new object; on failure at least one FieldError. Messages are in
 * `language` (see resolveLanguage).
 */
export function validate<T>(
  schema: z.ZodType<T, z.ZodTypeDef, unknown>,
  body: unknown,
  language?: unknown,
): ValidationResult<T> {
  const lang = resolveLanguage(language, body);
  try {
    const result = schema.safeParse(body);
    if (result.success) return { ok: true, value: result.data };
    const errors = issuesToFieldErrors(result.error.issues, lang);
    if (errors.length > 0) return { ok: false, errors };
  } catch {
    // Only reachable with exotic non-JSON input (throwing getters, proxies): reported as a whole-body error.
  }
  return { ok: false, errors: [{ field: "", code: "invalid_value", message: messageFor("invalid_value", lang) }] };
}
