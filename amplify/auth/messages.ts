import { site } from "../../src/config/site";

/**
 * What Cognito writes to customers. Cognito sends each message in one language; the customers are Brazilian, so
 * the texts are Portuguese. `code()` / `username()` are the placeholders defineAuth turns into Cognito's
 * `{####}` / `{username}`; the SMS verification text is written on the user pool directly, so it carries `{####}`.
 * No defineAuth here: tests import these texts without declaring a second auth resource.
 */
export const messages = {
  verificationEmailSubject: `${site.name}: confirme seu e-mail`,
  verificationEmailBody: (code: () => string) =>
    `Olá! Use o código ${code()} para confirmar seu e-mail na área do cliente ${site.name}. ` +
    "Se você não pediu este código, ignore esta mensagem.",
  invitationEmailSubject: `${site.name}: seu acesso à área do cliente`,
  invitationEmailBody: (username: () => string, code: () => string) =>
    `Seu acesso à área do cliente ${site.name} foi criado. Usuário: ${username()}. ` +
    `Senha temporária: ${code()} (troque-a no primeiro acesso).`,
  mfaSms: (code: () => string) => `${site.name}: seu código de acesso é ${code()}.`,
  /** Verifies a phone number (needed for SMS MFA); defineAuth only customises it when phone is a login method. */
  smsVerification: `${site.name}: seu código de verificação é {####}.`,
} as const;
