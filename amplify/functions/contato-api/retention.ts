/**
 * An exchange on a contact message keeps it longer (the privacy policy: "two years after the last exchange of
 * messages on the matter"; the period and which topics it moves: src/domain/retention.ts). Every write the staff's
 * inbox makes to a message (a reply, a status, an assignment, a note: equipe-api/inbox.ts applyChange) sets the row's
 * Time to Live (`purgeAt`, amplify/data/tables.ts) in the same update, then the idempotency claim's, which holds a copy
 * of the message. The e-mails the exchange causes take the row's value (notifications.ts: contatoNotices).
 *
 * Rows written before this (issue 29) carry no `purgeAt` and would stay: backfillRetention gives them one, through the
 * one backfill mechanism (shared/backfill.ts). The local backend runs it at every start; in AWS,
 * scripts/backfill-retention.mts once after the deployment.
 */
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { TTL_ATTRIBUTE } from "../../data/tables";
import type { ContatoTopic } from "../../../src/domain/contato";
import { contactPurgeAt, exchangePurgeAt } from "../../../src/domain/retention";
import { backfillIndexKey, type Row } from "../shared/backfill";
import { db, tableName } from "../shared/dynamo";
import { keepClaimUntil } from "../shared/idempotent";

export type ExchangeRetention = { set: string; values: Record<string, unknown>; purgeAt: number };

/** What an exchange on a message of `topic` at `at` adds to its update, or null when it moves nothing. */
export function exchangeRetention(topic: ContatoTopic, at: Date): ExchangeRetention | null {
  const purgeAt = exchangePurgeAt(topic, at);
  return purgeAt === null ? null : { set: "purgeAt = :purgeAt", values: { ":purgeAt": purgeAt }, purgeAt };
}

/** After the update: the message's claim (found by the row's idempotency key) takes the row's new `purgeAt`. */
export async function keepClaimWith(row: Record<string, unknown>, retention: ExchangeRetention): Promise<void> {
  if (typeof row.idempotencyKey !== "string") return;
  await keepClaimUntil(
    { table: "contato", keyAttribute: "reference", idempotencyKey: row.idempotencyKey },
    retention.purgeAt,
  );
}

/**
 * The `purgeAt` a message stored before it existed gets: two years after its last exchange (`updatedAt`, which every
 * write of the inbox sets; else its sending), or after its sending for an application; none for a data-subject request
 * (one confirmed before its own `purgeAt` existed keeps none, as titular.ts says).
 */
export function legacyPurgeAt(row: Row): number | null {
  const topic = row.topic as ContatoTopic;
  if (typeof row.createdAt !== "string") return null;
  const updatedAt = typeof row.updatedAt === "string" ? row.updatedAt : row.createdAt;
  const exchange = exchangePurgeAt(topic, new Date(updatedAt > row.createdAt ? updatedAt : row.createdAt));
  return exchange ?? contactPurgeAt(topic, new Date(row.createdAt)) ?? null;
}

/**
 * Gives every message, claim and e-mail of the contact forms stored without `purgeAt` its Time to Live: first the
 * messages (legacyPurgeAt), then their claims and e-mails, which take their message's (read by its reference; a claim
 * or an e-mail whose message has none keeps none). Each is a conditional update on the row still lacking it: safe to
 * run again, or while the site is live. Returns how many of each it updated.
 */
export async function backfillRetention(): Promise<{ messages: number; claims: number; emails: number }> {
  const names = { "#ttl": TTL_ATTRIBUTE, "#kind": "kind" };
  const messages = await backfillIndexKey({
    table: "contato",
    key: "reference",
    lacking: "attribute_not_exists(#ttl) AND #kind = :contato",
    names,
    values: { ":contato": "contato" },
    reads: ["topic", "createdAt", "updatedAt"],
    set: (row) => {
      const purgeAt = legacyPurgeAt(row);
      return purgeAt === null ? null : { [TTL_ATTRIBUTE]: purgeAt };
    },
  });
  // The messages' own `purgeAt`, each read once.
  const known = new Map<string, Promise<Row | null>>();
  const messagePurgeAt = (reference: unknown): Promise<Row | null> => {
    if (typeof reference !== "string") return Promise.resolve(null);
    let found = known.get(reference);
    if (!found) {
      found = db()
        .send(new GetCommand({ TableName: tableName("contato"), Key: { reference }, ConsistentRead: true }))
        .then(({ Item }) =>
          Item?.kind === "contato" && typeof Item[TTL_ATTRIBUTE] === "number"
            ? { [TTL_ATTRIBUTE]: Item[TTL_ATTRIBUTE] }
            : null,
        );
      known.set(reference, found);
    }
    return found;
  };
  const claims = await backfillIndexKey({
    table: "contato",
    key: "reference",
    lacking: "attribute_not_exists(#ttl) AND #kind = :idempotency",
    names,
    values: { ":idempotency": "idempotency" },
    reads: ["target"],
    set: (row) => messagePurgeAt(row.target),
  });
  const emails = await backfillIndexKey({
    table: "mensagem",
    key: "id",
    lacking: "attribute_not_exists(#ttl) AND begins_with(#topic, :contato)",
    names: { "#ttl": TTL_ATTRIBUTE, "#topic": "topic" },
    values: { ":contato": "contato." },
    reads: ["ref"],
    set: (row) => messagePurgeAt(row.ref),
  });
  return { messages, claims, emails };
}
