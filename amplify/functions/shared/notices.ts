/**
 * Messages written together with the change they announce, without a transaction (dynalite has none, and none is
 * needed). The change's own write (the record's creation, a transition's conditional update) also sets a marker on
 * the same item: `noticesPending` names what to announce, `noticesAt` when it was set. Right after the change the
 * handler turns the marker into messages (conditional puts of deterministic ids, shared/messages.ts) and removes
 * it, on the condition that it is still the same marker on the same version of the record. If the handler dies in
 * between, the marker stays and the byNoticesPending index (sparse: it holds only marked records) lists the record;
 * the dispatcher's sweep finishes it after a grace period, deriving the same messages from the stored record. So a
 * stored change is always announced, and announced once.
 */
import { GetCommand, QueryCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { TableDef } from "../../data/tables";
import { db, isConditionFailure, tableName } from "./dynamo";
import { putMessages, type MessageDraft } from "./messages";
import { pages, type StartKey } from "./pages";
import { logger } from "./logging";

export const NOTICES_INDEX = "byNoticesPending";

/** The marker's attributes on a record (both keys of the sparse index). */
export type NoticesMarker = { noticesPending: string; noticesAt: string };

/** The marker a change writes with itself. */
export function noticesMarker(token: string, at: string): NoticesMarker {
  return { noticesPending: token, noticesAt: at };
}

/** A condition added to the marker's removal: the record is still the version its messages were derived from. */
export type Unchanged = { expression: string; names: Record<string, string>; values: Record<string, unknown> };

/** A table whose records announce their changes, and how. */
export type NoticeSource = {
  table: TableDef["name"];
  /** The partition key attribute ("protocol", "reference"). */
  keyAttribute: string;
  /** Every value `noticesPending` can take: the sweep queries the index once per value. */
  tokens: readonly string[];
  /**
   * The messages a marked record announces (a function of the stored item and the token alone, so the handler and
   * the sweep derive the same ones). `complete: false` leaves the marker for later (the record is not ready to be
   * announced yet: a certificate not stored yet).
   */
  derive(item: Record<string, unknown>, token: string): { drafts: MessageDraft[]; complete: boolean };
  /** Null when the record never changes after it is marked. */
  unchanged?(item: Record<string, unknown>): Unchanged | null;
};

export type Settled = "none" | "settled" | "waiting";

/**
 * Turns the record's marker into messages and removes it; "none" when the record carries no marker (nothing to
 * do), "waiting" when the source says it is not ready. A concurrent change (a new transition) between the read and
 * the removal makes the removal fail: the record is read again and its messages derived again (the ones already
 * written are not written twice).
 */
export async function settleNotices(source: NoticeSource, key: string, now = new Date()): Promise<Settled> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const { Item } = await db().send(
      new GetCommand({ TableName: tableName(source.table), Key: { [source.keyAttribute]: key }, ConsistentRead: true }),
    );
    const token = Item?.noticesPending;
    if (!Item || typeof token !== "string") return "none";
    const { drafts, complete } = source.derive(Item, token);
    await putMessages(drafts, now);
    if (!complete) return "waiting";
    const unchanged = source.unchanged?.(Item) ?? null;
    try {
      await db().send(
        new UpdateCommand({
          TableName: tableName(source.table),
          Key: { [source.keyAttribute]: key },
          UpdateExpression: "REMOVE noticesPending, noticesAt",
          ConditionExpression: ["noticesPending = :token", ...(unchanged ? [unchanged.expression] : [])].join(" AND "),
          ExpressionAttributeNames: unchanged && Object.keys(unchanged.names).length ? unchanged.names : undefined,
          ExpressionAttributeValues: { ":token": token, ...(unchanged?.values ?? {}) },
        }),
      );
      return "settled";
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  // Changed under us five times in a row: the latest change's own handler (or the sweep) finishes it.
  return "waiting";
}

/**
 * The sweep: settles every record of `source` whose marker is older than `graceMs` (its handler died, or failed,
 * between the change and its messages). Reads the sparse index, a query per token: no scan. Returns the keys it
 * settled.
 */
export async function sweepNotices(source: NoticeSource, now = new Date(), graceMs = 60_000): Promise<string[]> {
  const cutoff = new Date(now.getTime() - graceMs).toISOString();
  const settled: string[] = [];
  for (const token of source.tokens) {
    const read = (start: StartKey | undefined) =>
      db().send(
        new QueryCommand({
          TableName: tableName(source.table),
          IndexName: NOTICES_INDEX,
          KeyConditionExpression: "noticesPending = :token AND noticesAt <= :cutoff",
          ExpressionAttributeValues: { ":token": token, ":cutoff": cutoff },
          ExclusiveStartKey: start,
        }),
      );
    for await (const items of pages(read)) {
      for (const item of items) {
        const key = String(item[source.keyAttribute]);
        try {
          if ((await settleNotices(source, key, now)) === "settled") settled.push(key);
        } catch (error) {
          logger.error(
            "notices: could not be settled (the next sweep tries again)",
            { table: source.table, key },
            error,
          );
        }
      }
    }
  }
  return settled;
}

/** settleNotices for a handler: a failure is logged, never the request's error (the sweep finishes it). */
export async function settleAfterChange(source: NoticeSource, key: string): Promise<void> {
  try {
    await settleNotices(source, key);
  } catch (error) {
    logger.error(
      "notices: messages not written now; the dispatcher's sweep writes them",
      { table: source.table, key },
      error,
    );
  }
}
