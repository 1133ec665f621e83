import { z } from "zod";
import { addCodedIssue, language } from "./fields";

/** An authenticator app's code (TOTP, RFC 6238): six digits; spaces typed between them are dropped. */
export const TOTP_CODE = /^\d{6}$/;

/**
 * The body of `POST /meus-dados/encerrar`: the password (checked with Cognito), the authenticator app's code when the
 * account has one on (Cognito asks for it as at sign-in: the first call without it is answered `code`
 * `totp_required`), and the language of the e-mail.
 */
export const closeAccountSchema = z
  .object({
    password: z.string().min(1).max(256),
    code: z
      .string()
      .max(16)
      .transform((value) => value.replace(/\s+/g, ""))
      .superRefine((value, ctx) => {
        // Not a code at all is answered as a wrong one (one message fewer for every page's catalog to carry).
        if (!TOTP_CODE.test(value)) addCodedIssue(ctx, "wrong_totp");
      })
      .optional(),
    language: language().optional(),
  })
  .strict();

export type CloseAccountRequest = z.output<typeof closeAccountSchema>;
