import { unmetPasswordRules } from "../../../../amplify/auth/password-policy";

export type AccountFields = { name: string; email: string; phone: string; password: string };

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Checks the account fields the browser can check before Cognito does; returns an error key (under
 * `conta:errors.`) per field. A Brazilian phone has 10 or 11 digits after the area code's country (+55);
 * another country's number must start with "+".
 */
export function fieldErrors(values: AccountFields, fields: (keyof AccountFields)[]): Partial<Record<keyof AccountFields, string>> {
  const errors: Partial<Record<keyof AccountFields, string>> = {};
  if (fields.includes("name") && values.name.trim().length < 2) errors.name = "nameRequired";
  if (fields.includes("email")) {
    if (!values.email.trim()) errors.email = "emptyEmail";
    else if (!emailPattern.test(values.email.trim())) errors.email = "invalidEmail";
  }
  if (fields.includes("phone") && values.phone.trim()) {
    const digits = values.phone.replace(/\D/g, "");
    const international = values.phone.trim().startsWith("+");
    const valid = international ? digits.length >= 8 && digits.length <= 15 : digits.length === 10 || digits.length === 11;
    if (!valid) errors.phone = "invalidPhone";
  }
  if (fields.includes("password")) {
    if (!values.password) errors.password = "emptyPassword";
    else if (unmetPasswordRules(values.password).length) errors.password = "weakPassword";
  }
  return errors;
}

/** "(11) 98765-4321" → "+5511987654321": Cognito wants E.164; without "+", the number is Brazilian. */
export function normalizePhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (phone.trim().startsWith("+")) return `+${digits}`;
  return `+55${digits}`;
}
