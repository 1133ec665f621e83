import { unmetPasswordRules } from "../../../domain/password-policy";
import { isValidBrazilianPhone, normalizePhoneE164, onlyDigits } from "../../../domain/brazil";
import { isValidEmail } from "../../../domain/fields";

export type AccountFields = { name: string; email: string; phone: string; password: string };

/** A number from outside Brazil: written with "+" and a country code other than 55. */
function isForeign(phone: string): boolean {
  return phone.trim().startsWith("+") && !onlyDigits(phone).startsWith("55");
}

/**
 * Checks the account fields the browser can check before Cognito does; returns an error key (under
 * `conta:errors.`) per field. Email and Brazilian phones follow the domain's rules (src/domain), as the
 * collection request does; a foreign number is written with "+" and its country code.
 */
export function fieldErrors(
  values: AccountFields,
  fields: (keyof AccountFields)[],
): Partial<Record<keyof AccountFields, string>> {
  const errors: Partial<Record<keyof AccountFields, string>> = {};
  if (fields.includes("name") && values.name.trim().length < 2) errors.name = "nameRequired";
  if (fields.includes("email")) {
    if (!values.email.trim()) errors.email = "emptyEmail";
    else if (!isValidEmail(values.email.trim())) errors.email = "invalidEmail";
  }
  if (fields.includes("phone") && values.phone.trim()) {
    const digits = onlyDigits(values.phone);
    const valid = isForeign(values.phone)
      ? digits.length >= 8 && digits.length <= 15
      : isValidBrazilianPhone(values.phone);
    if (!valid) errors.phone = "invalidPhone";
  }
  if (fields.includes("password")) {
    if (!values.password) errors.password = "emptyPassword";
    else if (unmetPasswordRules(values.password).length) errors.password = "weakPassword";
  }
  return errors;
}

/** The error keys of fieldErrors as messages (`t` of the `conta` namespace). */
export function translated<K extends string>(
  t: (key: string) => string,
  problems: Partial<Record<K, string>>,
): Partial<Record<K, string>> {
  const messages: Partial<Record<K, string>> = {};
  for (const field of Object.keys(problems) as K[]) messages[field] = t(`errors.${problems[field]}`);
  return messages;
}

/** "(11) 98765-4321" → "+5511987654321": Cognito wants E.164 (call after fieldErrors accepted the phone). */
export function normalizePhone(phone: string): string {
  return (isForeign(phone) ? null : normalizePhoneE164(phone)) ?? `+${onlyDigits(phone)}`;
}
