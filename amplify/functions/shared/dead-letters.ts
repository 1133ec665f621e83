/**
 * Dead letters: the messages the dispatcher gave up on after MAX_ATTEMPTS (shared/messages.ts), and sending one again.
 * Read through the `mensagem` table's byState index (partition "dead", sort key `dueAt`, which the dispatcher sets to
 * the moment a message died: dispatcher/dispatch.ts), never a scan. Used by the dispatcher's tests and by EquipeAPI
 * (`GET /avisos-falhos`, `POST /avisos-falhos/{id}/reenviar`, administrators only).
 *
 * A resend is one conditional update of the message's row (still dead, and the idempotency key not seen on it:
 * `resendKeys`, a string set), which makes it pending and due now with its attempts reset, and appends who resent it
 * and when to `resends`. A retry with the same key finds the key on the row and changes nothing; the dispatcher's
 * claim then sends the message once (dispatch.ts).
 */
import { GetCommand, QueryCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { allItems } from "./pages";
import { db, isConditionFailure, tableName } from "./dynamo";
import type { Message, Resend } from "./messages";

const STATE_INDEX = "byState";

/** Every dead letter, oldest first (the dispatcher's tests). */
export async function listDeadLetters(): Promise<Message[]> {
  const items = await allItems((start) =>
    db().send(
      new QueryCommand({
        TableName: tableName("mensagem"),
        IndexName: STATE_INDEX,
        KeyConditionExpression: "#state = :dead",
        ExpressionAttributeNames: { "#state": "state" },
        ExpressionAttributeValues: { ":dead": "dead" },
        ExclusiveStartKey: start,
      }),
    ),
  );
  return (items as Message[]).sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
}

/** Where a page of dead letters ended: the index's sort key and the table's key of its last item. */
export type DeadLetterCursor = { dueAt: string; id: string };

export function encodeDeadLetterCursor(cursor: DeadLetterCursor): string {
  return Buffer.from(JSON.stringify([cursor.dueAt, cursor.id])).toString("base64url");
}

export function decodeDeadLetterCursor(value: string): DeadLetterCursor | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
    if (
      !Array.isArray(parsed) ||
      parsed.length !== 2 ||
      !parsed.every((part) => typeof part === "string" && part.length > 0 && part.length <= 512)
    )
      return null;
    return { dueAt: parsed[0] as string, id: parsed[1] as string };
  } catch {
    return null;
  }
}

/**
 * Up to `limit` dead letters, the most recently failed first, after `cursor`; and the cursor of the next page (null on
 * the last). One query of the "dead" partition, `limit` + 1 items (the extra one says whether there is a next page).
 */
export async function deadLettersPage(options: {
  limit: number;
  cursor?: DeadLetterCursor;
}): Promise<{ items: Message[]; next: string | null }> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName("mensagem"),
      IndexName: STATE_INDEX,
      KeyConditionExpression: "#state = :dead",
      ExpressionAttributeNames: { "#state": "state" },
      ExpressionAttributeValues: { ":dead": "dead" },
      ScanIndexForward: false,
      Limit: options.limit + 1,
      ...(options.cursor
        ? { ExclusiveStartKey: { state: "dead", dueAt: options.cursor.dueAt, id: options.cursor.id } }
        : {}),
    }),
  );
  const items = (Items as Message[]).slice(0, options.limit);
  const last = items.at(-1);
  return {
    items,
    next: Items.length > options.limit && last ? encodeDeadLetterCursor({ dueAt: last.dueAt, id: last.id }) : null,
  };
}

export type ResendOutcome =
  /** It was dead and is pending now. */
  | "resent"
  /** The key resent it before: nothing changed now. */
  | "replayed"
  /** Pending or sent, and not by this key: a message is never sent again through this. */
  | "not_dead"
  | "not_found";

/**
 * Makes a dead letter pending again, due now, with its attempts reset (its last error stays until it is sent). With
 * `by`, the resend is recorded under its key, once: the same key again is "replayed" and changes nothing.
 */
export async function resendDeadLetter(id: string, now = new Date(), by?: Omit<Resend, "at">): Promise<ResendOutcome> {
  const at = now.toISOString();
  const sets = ["#state = :pending", "attempts = :zero", "dueAt = :now", "resentAt = :now"];
  const values: Record<string, unknown> = { ":pending": "pending", ":dead": "dead", ":zero": 0, ":now": at };
  const conditions = ["#state = :dead"];
  let add = "";
  if (by) {
    const entry: Resend = { ...by, at };
    sets.push("resends = list_append(if_not_exists(resends, :none), :entry)");
    Object.assign(values, { ":none": [], ":entry": [entry], ":keys": new Set([by.key]), ":key": by.key });
    conditions.push("NOT contains(resendKeys, :key)");
    add = " ADD resendKeys :keys";
  }
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await db().send(
        new UpdateCommand({
          TableName: tableName("mensagem"),
          Key: { id },
          UpdateExpression: `SET ${sets.join(", ")} REMOVE failedAt, leaseUntil${add}`,
          ConditionExpression: conditions.join(" AND "),
          ExpressionAttributeNames: { "#state": "state" },
          ExpressionAttributeValues: values,
        }),
      );
      return "resent";
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
    const { Item } = await db().send(
      new GetCommand({
        TableName: tableName("mensagem"),
        Key: { id },
        ConsistentRead: true,
        ProjectionExpression: "id, #state, resendKeys",
        ExpressionAttributeNames: { "#state": "state" },
      }),
    );
    if (!Item || typeof Item.state !== "string") return "not_found";
    if (by && Item.resendKeys instanceof Set && Item.resendKeys.has(by.key)) return "replayed";
    if (Item.state !== "dead") return "not_dead";
    // Dead again between the update and the read (another resend, failed again): try once more.
  }
  return "not_dead";
}

/** `resendDeadLetter` without a record: true when the message was a dead letter and is pending now. */
export async function resend(id: string, now = new Date()): Promise<boolean> {
  return (await resendDeadLetter(id, now)) === "resent";
}
