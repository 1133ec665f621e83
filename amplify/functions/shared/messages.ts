/**
 * Messages: every e-mail the backend sends is first a row of the `mensagem` table, then the dispatcher
 * (amplify/functions/dispatcher/dispatch.ts) sends it and records that it did. A message's id is derived from the
 * change it announces (`coleta#COL-2026-000001#customer#agendada`), so whoever writes it first writes it and
 * everyone after changes nothing: the handler that made the change and the sweep that finishes a crashed one
 * produce the same rows. The id is also the delivery's idempotency key (the local outbox's file name).
 *
 *   pending ──sent──▶ sent
 *      │ ▲
 *      │ └── a failed attempt: attempts + 1, due again after a backoff
 *      └── the last attempt failed ──▶ dead ──resend (shared/dead-letters.ts)──▶ pending
 */
import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { normalisedEmail } from "../../../src/domain/fields";
import type { Language } from "../../../src/domain/language";
import { db, isConditionFailure, tableName } from "./dynamo";

/** What a change announces: who gets which text. Everything else of a message is the dispatcher's bookkeeping. */
export type MessageDraft = {
  /** Deterministic, from the change (see messageId). */
  id: string;
  /** What kind of message it is: "coleta.agendada", "coleta.recebida.alert", "contato.confirmation"… */
  topic: string;
  /** The protocol or reference it is about. */
  ref: string;
  to: string;
  /** Where a reply goes (a staff alert: the person who wrote). */
  replyTo?: string;
  /**
   * The person outside the company the message is about when it is not `to` (a staff alert: who wrote, its
   * `replyTo`): stored as the message's `person` (personOf), not as a field of its own.
   */
  about?: string;
  subject: string;
  text: string;
  language: Language;
  /**
   * For a message about something that expires (a data-subject request's link; any e-mail about a contact message,
   * which takes the message's: contato-api/notifications.ts): when the row is deleted, epoch seconds (the mensagem
   * table's Time to Live, amplify/data/tables.ts). Other messages stay, as the record of what went out.
   */
  purgeAt?: number;
};

export type MessageState = "pending" | "sent" | "dead";

export type Message = Omit<MessageDraft, "about"> & {
  /**
   * The key of the table's byPerson index (personOf): the normalised address of the person the message is to or
   * about. Removed when a closing account erases the message.
   */
  person?: string;
  channel: "email";
  /** ISO 8601: when the message was first written. */
  createdAt: string;
  state: MessageState;
  /** Failed attempts so far. */
  attempts: number;
  /** When the dispatcher may (next) take it; while a dispatcher holds it, the end of its lease. */
  dueAt: string;
  lastError?: string;
  sentAt?: string;
  /** The transport that delivered it ("outbox", "ses"). */
  via?: string;
  /** When it became a dead letter; when staff last sent it again. */
  failedAt?: string;
  resentAt?: string;
  /** Set while a dispatcher is sending it: the lease it claimed (its own updates are conditional on it). */
  leaseUntil?: string;
  /** Staff who sent it again, once per idempotency key (shared/dead-letters.ts), and the keys seen. */
  resends?: Resend[];
  resendKeys?: Set<string>;
};

/** A staff member's resend of a dead letter: the action's idempotency key, when, and who (`sub`, e-mail). */
export type Resend = { key: string; at: string; by: string; byEmail?: string };

/** After this many failed attempts a message is a dead letter (waits for staff: resend). */
export const MAX_ATTEMPTS = 12;
/** The first retry's delay; each next one doubles, up to MAX_RETRY_DELAY_MS. */
export const FIRST_RETRY_DELAY_MS = 2_000;
export const MAX_RETRY_DELAY_MS = 10 * 60_000;

/**
 * How long to wait after the `attempts`-th failure: 2 s, 4 s, 8 s… up to 10 min (from the 10th failure on). The 12
 * attempts span about 37 minutes before a message is a dead letter.
 */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}

/** A part of a message id: letters, digits and single inner hyphens (a protocol, a reference, a fixed word). */
const idPart = /^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$/;

/** `messageId("coleta", "COL-2026-000001", "customer", "agendada")` → "coleta#COL-2026-000001#customer#agendada". */
export function messageId(...parts: string[]): string {
  for (const part of parts) if (!idPart.test(part)) throw new Error(`Not a message id part: ${JSON.stringify(part)}`);
  return parts.join("#");
}

/** `2026-03-10T12:00:00.123Z` → `20260310T120000123Z`: sorts by time, safe in any file system. */
export function timeStamp(iso: string): string {
  return iso.replace(/[-:.]/g, "");
}

/**
 * The message's file in the local outbox: `<createdAt stamp>-<id, "#" as "--">.json`, e.g.
 * `20260310T120000123Z-coleta--COL-2026-000001--customer--agendada.json`. A function of the stored message alone
 * (its id and the time it was first written), so every delivery attempt of one message names the same file; one
 * file per id (id parts never hold "--", so the name reads back as the id), and `ls` lists them oldest first.
 */
export function messageFileName(message: Pick<Message, "id" | "createdAt">): string {
  return `${timeStamp(message.createdAt)}-${message.id.replace(/#/g, "--")}.json`;
}

/**
 * Whose address a message carries, as byPerson keys it (normalised): the draft's `about` when it names one (a staff
 * alert), else its recipient. A row written before the index (no `about` kept) counts as a staff alert when its topic
 * ends in ".alert" ("coleta.recebida.alert", "contato.alert"), the only ones with the person in `replyTo`.
 */
export function personOf(message: Pick<MessageDraft, "to" | "about" | "replyTo" | "topic">): string {
  const legacyAlert = message.about === undefined && message.topic.endsWith(".alert") && message.replyTo;
  return normalisedEmail(message.about ?? (legacyAlert ? (message.replyTo ?? "") : message.to));
}

/** The row a draft becomes when first written: pending, due at once, keyed by its person (byPerson). */
export function newMessage(draft: MessageDraft, now: Date): Message {
  const createdAt = now.toISOString();
  const { about: _about, ...fields } = draft;
  const person = personOf(draft);
  return {
    ...fields,
    ...(person ? { person } : {}),
    channel: "email",
    createdAt,
    state: "pending",
    attempts: 0,
    dueAt: createdAt,
  };
}

/**
 * Writes each draft as a pending message unless a message with its id exists (a conditional put: writing the same
 * drafts again, or concurrently, writes nothing new). Returns the ids written now.
 */
export async function putMessages(drafts: readonly MessageDraft[], now = new Date()): Promise<string[]> {
  const written: string[] = [];
  for (const draft of drafts) {
    try {
      await db().send(
        new PutCommand({
          TableName: tableName("mensagem"),
          Item: newMessage(draft, now),
          ConditionExpression: "attribute_not_exists(id)",
        }),
      );
      written.push(draft.id);
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  return written;
}
