import { z } from "zod";
import { language } from "./fields";

/** The body of `POST /meus-dados/encerrar`: the password (checked with Cognito) and the language of the e-mail. */
export const closeAccountSchema = z
  .object({
    password: z.string().min(1).max(256),
    language: language().optional(),
  })
  .strict();

export type CloseAccountRequest = z.output<typeof closeAccountSchema>;
