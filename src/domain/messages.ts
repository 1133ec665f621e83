import { defaultLanguage, parseLanguage } from "./language";
import { placeholderPattern } from "./interpolate";
import { catalogFor } from "./catalogs";
import { formatNumber } from "./numbers";

/**
 * Every error code validate() can report. Closed set: the API returns these to clients and the forms use
 * them as react-hook-form error types, so renaming one is a breaking change.
 */
export const errorCodes = [
  "required",
  "invalid_type",
  "not_object",
  "too_short",
  "too_long",
  "invalid_email",
  "invalid_uuid",
  "invalid_cnpj",
  "invalid_cep",
  "invalid_phone",
  "invalid_ddd",
  "invalid_uf",
  "invalid_option",
  "not_integer",
  "out_of_range",
  "invalid_date",
  "date_in_past",
  "date_in_future",
  "date_before_request",
  "invalid_number",
  "too_many_decimals",
  "invalid_plate",
  "invalid_time",
  "invalid_time_window",
  "consent_required",
  "invalid_protocol",
  "invalid_format",
  "unknown_field",
  "invalid_value",
  "invalid_json",
  "invalid_characters",
  // Request-level outcomes reported by the API handlers with the same { field, code, message } shape.
  "unauthorized",
  "not_found",
  "in_progress",
  "already_answered",
  "payload_too_large",
  "idempotency_mismatch",
  "unsupported_media_type",
  // The gateway's own refusal of a body that fails its request model, before the function runs
  // (amplify/functions/shared/request-models.ts), with field "".
  "invalid_body",
  "unavailable",
  "forbidden",
  "invalid_transition",
  "base_conflict",
  "not_collected",
  "thread_full",
  // The CV of an application (src/domain/candidatura.ts).
  "invalid_url",
  "file_type",
  "file_too_large",
  "file_empty",
  "file_missing",
  // Data-subject requests (src/domain/titular.ts): the identifier, and the e-mailed confirmation link.
  "invalid_identifier",
  "invalid_link",
  "link_expired",
  // Closing an account ("Meus dados"): Cognito did not accept the password; the account has an authenticator app on and
  // its code is needed (as at sign-in), or was not right (or not six digits).
  "wrong_password",
  "totp_required",
  "wrong_totp",
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && (errorCodes as readonly string[]).includes(value);
}

/** Values for the `{{name}}` placeholders of a message. */
export type MessageVars = Readonly<Record<string, string | number | undefined>>;

/**
 * The message for `code` in `language` ("pt" when the language is not pt/en/es), with `{{name}}`
 * placeholders filled from `vars` (numbers formatted for the language: 1000000 → "1.000.000" in pt).
 * An unknown code gives the `invalid_value` message; a message whose placeholders cannot all be filled
 * falls back to `invalid_value` too, so the result is always a complete, non-empty sentence.
 */
export function messageFor(code: unknown, language?: unknown, vars: MessageVars = {}): string {
  const lang = parseLanguage(language) ?? defaultLanguage;
  const catalog = catalogFor(lang);
  const template = isErrorCode(code) ? catalog[code] : catalog.invalid_value;
  let complete = true;
  const message = template.replace(placeholderPattern, (_match, name: string) => {
    const value = Object.prototype.hasOwnProperty.call(vars, name) ? vars[name] : undefined;
    if (typeof value === "number") return formatNumber(value, lang);
    if (typeof value === "string" && value !== "") return value;
    complete = false;
    return "";
  });
  return complete ? message : catalog.invalid_value;
}
