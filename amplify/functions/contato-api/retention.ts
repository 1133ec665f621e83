/**
 * An exchange on a contact message keeps it longer (the privacy policy: "two years after the last exchange of
 * messages on the matter"; the period and which topics it moves: src/domain/retention.ts). Every write the staff's
 * inbox makes to a message (a reply, a status, an assignment, a note: equipe-api/inbox.ts applyChange) sets the row's
 * Time to Live (`purgeAt`, amplify/data/tables.ts) in the same update, then the idempotency claim's, which holds a copy
 * of the message. The e-mails the exchange causes take the row's value (notifications.ts: contatoNotices).
 */
import type { ContatoTopic } from "../../../src/domain/contato";
import { exchangePurgeAt } from "../../../src/domain/retention";
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
