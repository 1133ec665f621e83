/**
 * Data-subject requests (LGPD art. 18), filed by anyone from the LGPD page, with or without an account: the rights
 * that can be asked for (one list), the request's payload, the e-mailed link that confirms the requester's identity
 * (a random token, stored only as its SHA-256, good for CONFIRMATION_HOURS), and the legal deadline (art. 19:
 * 15 days from the confirmation) with how close it is. Pure rules, used by the form, ContatoAPI and the inbox.
 *
 * A confirmed request becomes a contact message of topic "titular" (src/domain/contato.ts) in the DPO team's inbox;
 * an unconfirmed one is kept apart (never listed for staff), expires, and is deleted (unconfirmedPurgeAt).
 */
import { z } from "zod";
import { isValidCnpj, onlyDigits } from "./brazil";
import { addCodedIssue, consent, email, language, text, todayInSaoPaulo, uuid } from "./fields";
import { yearsLater } from "./retention";

/** The rights of LGPD art. 18 a person may ask for through the form, in the order the form lists them. */
export const dataSubjectRights = [
  "confirmacao",
  "acesso",
  "correcao",
  "eliminacao",
  "portabilidade",
  "compartilhamento",
  "revogacao",
] as const;
export type DataSubjectRight = (typeof dataSubjectRights)[number];

/** Days the company has to answer, counted from the confirmation (LGPD art. 19, II). */
export const LEGAL_DEADLINE_DAYS = 15;
/** From this many days before the deadline a request is "due soon" in the inbox. */
export const DUE_SOON_DAYS = 3;
/** How long the e-mailed confirmation link works. */
export const CONFIRMATION_HOURS = 48;

/** True for a CPF with valid check digits (11 digits, punctuation ignored; all-equal digits refused). */
export function isValidCpf(value: unknown): boolean {
  const digits = onlyDigits(value);
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false;
  const check = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i += 1) sum += Number(digits[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === Number(digits[9]) && check(10) === Number(digits[10]);
}

/** A collection protocol or a contact reference ("COL-2026-000042", "CTT-2026-000042"). */
const customerReference = /^[A-Z]{3}-\d{4}-\d{6,9}$/;

/**
 * Who the requester is, optionally: a CPF, a CNPJ or a customer reference (a protocol), trimmed and in upper case
 * (invalid_identifier otherwise). An empty field is absent.
 */
export function subjectIdentifier() {
  return z
    .string()
    .trim()
    .toUpperCase()
    .max(40)
    .superRefine((value, ctx) => {
      if (value === "") return;
      if (!(isValidCpf(value) || isValidCnpj(value) || customerReference.test(value)))
        addCodedIssue(ctx, "invalid_identifier");
    })
    .transform((value) => (value === "" ? undefined : value));
}

export const titularSchema = z
  .object({
    idempotencyKey: uuid(),
    right: z.enum(dataSubjectRights),
    name: text(2, 120),
    email: email(),
    identifier: subjectIdentifier().optional(),
    message: text(10, 2000, { multiline: true }),
    language: language(),
    consent: consent(),
  })
  .strict();

export type TitularInput = z.input<typeof titularSchema>;
export type TitularRequest = z.output<typeof titularSchema>;

/** The link's token: 43 URL-safe base64 characters (32 random bytes). */
export const confirmationTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** POST /contato/titular/confirmar: the token from the e-mailed link (invalid_link when malformed). */
export const titularConfirmSchema = z
  .object({
    token: z
      .string()
      .trim()
      .superRefine((value, ctx) => {
        if (!confirmationTokenPattern.test(value)) addCodedIssue(ctx, "invalid_link");
      }),
    language: language().optional(),
  })
  .strict();

/** The answer to a confirmation: the reference and the deadline ("YYYY-MM-DD"). */
export type TitularConfirmed = { reference: string; deadline: string };

/**
 * Hours an unconfirmed request is kept after its link stops working, before DynamoDB's Time to Live deletes it (in
 * AWS within about two more days). Not zero: someone who opens the link the morning after it lapsed is told it
 * expired and to file again (410) rather than that the link is unknown; a confirmation begun in the link's last
 * second never meets a row being deleted; and the whole stays within the days the privacy policy states
 * (UNCONFIRMED_DELETED_WITHIN_DAYS). The expiry itself never depends on the deletion: `expiresAt` decides.
 */
export const UNCONFIRMED_MARGIN_HOURS = 24;
/**
 * Days after filing by which an unconfirmed request is deleted, as the privacy policy states it: the link's 48 hours,
 * the margin, and the two days AWS's Time to Live typically takes (72 h + 48 h = 5 days).
 */
export const UNCONFIRMED_DELETED_WITHIN_DAYS = 5;
/**
 * Years a confirmed request is kept, from its confirmation: proof of what was asked and answered (LGPD art. 37's record
 * of processing; five years is the limitation period of a claim over it, as for the record of an account's closing).
 */
export const CONFIRMED_RECORD_YEARS = 5;

/** Epoch seconds: DynamoDB's Time to Live attribute. */
const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** When an unconfirmed request filed at `createdAt` is deleted (Time to Live, epoch seconds). */
export function unconfirmedPurgeAt(createdAt: Date): number {
  return epochSeconds(createdAt) + (CONFIRMATION_HOURS + UNCONFIRMED_MARGIN_HOURS) * 3600;
}

/** When a request confirmed at `confirmedAt` is deleted: CONFIRMED_RECORD_YEARS later (epoch seconds). */
export function confirmedPurgeAt(confirmedAt: Date): number {
  return yearsLater(confirmedAt, CONFIRMED_RECORD_YEARS);
}

/** When a link made at `createdAt` stops working (ISO instant). */
export function confirmationExpiresAt(createdAt: Date): string {
  return new Date(createdAt.getTime() + CONFIRMATION_HOURS * 3600_000).toISOString();
}

/** What a pending request needs to know to decide on a confirmation. */
export type PendingState = { expiresAt: string; confirmedReference?: string };

/**
 * What opening the link does: confirms the request once ("confirm"); once confirmed, the same link gives back the
 * same reference and deadline, nothing new created ("replay"); an unconfirmed request past its expiry is refused
 * ("expired"). A confirmed request stays confirmed after the link's expiry.
 */
export function confirmationOutcome(pending: PendingState, now: Date): "confirm" | "replay" | "expired" {
  if (pending.confirmedReference) return "replay";
  return now.getTime() >= new Date(pending.expiresAt).getTime() ? "expired" : "confirm";
}

/** Adds `days` to a calendar day "YYYY-MM-DD". */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The legal deadline of a request confirmed at `confirmedAt`: the calendar day, in São Paulo, LEGAL_DEADLINE_DAYS
 * after the day of the confirmation ("YYYY-MM-DD"). The one place it is computed.
 */
export function legalDeadline(confirmedAt: Date): string {
  return addDays(todayInSaoPaulo(confirmedAt), LEGAL_DEADLINE_DAYS);
}

export type DeadlineState = "overdue" | "due-soon" | "on-time";

/**
 * How a deadline stands on `today` (São Paulo): overdue the day after it, due soon from DUE_SOON_DAYS before it to
 * the day itself, otherwise on time.
 */
export function deadlineState(deadline: string, today: string = todayInSaoPaulo()): DeadlineState {
  if (today > deadline) return "overdue";
  if (addDays(today, DUE_SOON_DAYS) >= deadline) return "due-soon";
  return "on-time";
}
