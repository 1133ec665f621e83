/**
 * The staff back-office's payloads (EquipeAPI, amplify/README.md): the inbox of contact messages, the survey
 * results and the staff administration. One zod schema per body and per query string, used by the Lambda (every
 * input is checked on the server) and by the back-office pages alike. Group names come from the one list in
 * src/domain/staff-groups.ts.
 */
import { z } from "zod";
import { userPoolGroups, type StaffGroup } from "./staff-groups";
import { contatoTopics } from "./contato";
import { addCodedIssue, email, isIsoDate, text, uuid } from "./fields";
import { languages } from "./language";
import { baseIdField } from "./base-ids";

/** Where a message stands in the inbox. A new message is "nova"; a reply makes it "respondida". */
export const inboxStatuses = ["nova", "em-andamento", "respondida", "arquivada"] as const;
export type InboxStatus = (typeof inboxStatuses)[number];

/** Longest internal note and reply (characters typed). */
export const NOTE_MAX = 4000;
export const REPLY_MAX = 5000;

/** Pages of the inbox list: 25 by default, 100 at most; an export takes up to EXPORT_MAX_ROWS rows a file. */
export const DEFAULT_PAGE = 25;
export const MAX_PAGE = 100;
export const EXPORT_MAX_ROWS = 5000;

/** A calendar day "YYYY-MM-DD" in a query string (invalid_date). */
function queryDate() {
  return z.string().superRefine((value, ctx) => {
    if (!isIsoDate(value)) addCodedIssue(ctx, "invalid_date");
  });
}

/** A whole number from a query string, `min`–`max` (out_of_range). */
function queryInteger(min: number, max: number) {
  return z.string().transform((value, ctx) => {
    const n = /^\d{1,6}$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(n) || n < min || n > max) addCodedIssue(ctx, "out_of_range", { min, max });
    return n;
  });
}

/** A Cognito username as the staff list gives it (in this pool an id; the e-mail is accepted too by Cognito). */
const usernamePattern = /^[\p{L}\p{M}\p{S}\p{N}\p{P}]{1,128}$/u;

function username() {
  return z.string().superRefine((value, ctx) => {
    if (!usernamePattern.test(value)) addCodedIssue(ctx, "invalid_value");
  });
}

/** `from` ≤ `to` when both are given (reported on `to`). */
function orderedDates(value: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (value.from && value.to && value.from > value.to) addCodedIssue(ctx, "invalid_date", {}, ["to"]);
}

/** Language of the error messages (`?language=en`); any other value falls back to Portuguese. */
const languageParam = z.string().max(10).optional();

/**
 * `GET /mensagens` and `GET /mensagens/exportar`: topic, status, creation dates (São Paulo, inclusive), text,
 * assignee ("me", "none" or a username), page size and the cursor. Unknown parameters are 400 (unknown_field).
 */
export function inboxQuerySchema(maxLimit: number = MAX_PAGE, defaultLimit: number = DEFAULT_PAGE) {
  return z
    .object({
      topic: z.enum(contatoTopics).optional(),
      status: z.enum(inboxStatuses).optional(),
      from: queryDate().optional(),
      to: queryDate().optional(),
      q: text(0, 100).optional(),
      assignee: username().optional(),
      limit: queryInteger(1, maxLimit).default(String(defaultLimit)),
      next: z.string().max(500).optional(),
      language: languageParam,
    })
    .strict()
    .superRefine(orderedDates);
}

export type InboxQuery = z.output<ReturnType<typeof inboxQuerySchema>>;

/** `POST /mensagens/{reference}/status`. */
export const statusChangeSchema = z
  .object({
    idempotencyKey: uuid(),
    status: z.enum(inboxStatuses),
  })
  .strict();

/** `POST /mensagens/{reference}/responsavel`: a staff member's username, or null to leave it unassigned. */
export const assignmentSchema = z
  .object({
    idempotencyKey: uuid(),
    assignee: username().nullable(),
  })
  .strict();

/** `POST /mensagens/{reference}/nota`: an internal note, never sent to anyone. */
export const noteSchema = z
  .object({
    idempotencyKey: uuid(),
    text: text(1, NOTE_MAX, { multiline: true }),
  })
  .strict();

/** `POST /mensagens/{reference}/resposta`: a reply e-mailed to the sender. */
export const replySchema = z
  .object({
    idempotencyKey: uuid(),
    text: text(2, REPLY_MAX, { multiline: true }),
  })
  .strict();

export type StatusChange = z.output<typeof statusChangeSchema>;
export type Assignment = z.output<typeof assignmentSchema>;
export type NoteInput = z.output<typeof noteSchema>;
export type ReplyInput = z.output<typeof replySchema>;

/** The longest range of survey results one call reads: three years of months. */
export const SURVEY_MAX_MONTHS = 36;

/** `GET /pesquisas` and `GET /pesquisas/exportar`: creation dates (São Paulo, inclusive). */
export const surveyQuerySchema = z
  .object({
    from: queryDate().optional(),
    to: queryDate().optional(),
    language: languageParam,
  })
  .strict()
  .superRefine(orderedDates);

export type SurveyQuery = z.output<typeof surveyQuerySchema>;

/** Net Promoter Score of a set of answers (`GET /pesquisas`: per month and in total). */
export type NpsSummary = {
  answers: number;
  promoters: number;
  passives: number;
  detractors: number;
  /** −100…100, null without answers. */
  nps: number | null;
  /** How many answered 0, 1, … 10 (11 counts). */
  distribution: number[];
};

/** A list of staff groups from src/domain/staff-groups.ts, each at most once (invalid_option, invalid_value). */
function groupList(min: number) {
  return z
    .array(z.enum(userPoolGroups))
    .min(min)
    .max(userPoolGroups.length)
    .superRefine((groups, ctx) => {
      if (new Set(groups).size !== groups.length) addCodedIssue(ctx, "invalid_value");
    });
}

/** `POST /equipe`: invite a staff member (Cognito sends the invitation with a temporary password). */
export const inviteSchema = z
  .object({
    email: email(),
    name: text(2, 120).optional(),
    groups: groupList(1),
    language: languageParam,
  })
  .strict();

/** `PUT /equipe/{username}/grupos`: the member's staff groups, exactly (an empty list takes them out of the staff). */
export const setGroupsSchema = z
  .object({
    groups: groupList(0),
    language: languageParam,
  })
  .strict();

/**
 * `PUT /equipe/{username}/bases`: the operating bases the member works for, exactly (src/domain/bases.ts: their
 * operations list opens on these; none: on every request).
 */
export const setBasesSchema = z
  .object({
    bases: z
      .array(baseIdField())
      .max(50)
      .superRefine((bases, ctx) => {
        if (new Set(bases).size !== bases.length) addCodedIssue(ctx, "invalid_value");
      }),
    language: languageParam,
  })
  .strict();

export type InviteInput = z.output<typeof inviteSchema>;

/** A staff member as `GET /equipe` lists them (and the invitation and group and base changes answer). */
export type StaffMemberView = {
  username: string;
  sub: string | null;
  email: string | null;
  name: string | null;
  /** Cognito's: FORCE_CHANGE_PASSWORD until an invited member signs in and chooses a password, then CONFIRMED. */
  status: string | null;
  enabled: boolean;
  createdAt: string | null;
  groups: StaffGroup[];
  /** The operating bases they work for (`custom:bases`: ids of content/bases). */
  bases: string[];
};
export type SetGroupsInput = z.output<typeof setGroupsSchema>;

// --- Dead letters: the e-mails the dispatcher gave up on (administrators only) ------------------------------------

/** `GET /avisos-falhos`: page size (1–100, default 25) and the cursor of the previous page. */
export const deadLetterQuerySchema = z
  .object({
    limit: queryInteger(1, MAX_PAGE).default(String(DEFAULT_PAGE)),
    next: z.string().max(500).optional(),
    language: languageParam,
  })
  .strict();

export type DeadLetterQuery = z.output<typeof deadLetterQuerySchema>;

/**
 * A message id in a path (`POST /avisos-falhos/{id}/reenviar`): parts of letters, digits and hyphens joined by "#"
 * (amplify/functions/shared/messages.ts messageId), at most 512 characters. Anything else is as unknown as a
 * missing id (404).
 */
export const messageIdSchema = z
  .string()
  .max(512)
  .regex(/^[A-Za-z0-9]+(-[A-Za-z0-9]+)*(#[A-Za-z0-9]+(-[A-Za-z0-9]+)*)*$/);

/** `POST /avisos-falhos/{id}/reenviar`: the key the page makes once per click (a retry with it resends nothing more). */
export const resendSchema = z
  .object({
    idempotencyKey: uuid(),
  })
  .strict();

export type ResendInput = z.output<typeof resendSchema>;

/**
 * One dead letter as the staff see it: never its text. `kind` is the message's topic ("coleta.agendada",
 * "contato.reply"…), `to` its recipient, `attempts` the failed attempts, `lastError` the last one's error,
 * `createdAt` when it was first written, `updatedAt` when it became a dead letter (the list's order).
 */
export const deadLetterSchema = z
  .object({
    id: z.string(),
    kind: z.string(),
    to: z.string(),
    subject: z.string(),
    language: z.enum(languages),
    attempts: z.number().int().nonnegative(),
    lastError: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .strict();

/** `GET /avisos-falhos`: newest dead letter first; `next` (null on the last page) is passed back unchanged. */
export const deadLettersPageSchema = z
  .object({
    items: z.array(deadLetterSchema),
    next: z.string().nullable(),
  })
  .strict();

/** `POST /avisos-falhos/{id}/reenviar`: the message is pending again (the same answer for a retry with the key). */
export const resendResultSchema = z
  .object({
    id: z.string(),
    state: z.literal("pending"),
  })
  .strict();

export type DeadLetter = z.output<typeof deadLetterSchema>;
export type DeadLettersPage = z.output<typeof deadLettersPageSchema>;
export type ResendResult = z.output<typeof resendResultSchema>;
