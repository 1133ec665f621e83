import { GetCommand, PutCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { TableDef } from "../../data/tables";
import { todayInSaoPaulo } from "../../../src/domain/coleta";
import { db, isConditionFailure, tableName } from "./dynamo";

/** A claim older than this whose request never finished (a crashed invocation) may be taken over. */
const staleAfterMs = 60_000;

export type Once<T> =
  | { kind: "created"; value: T }
  | { kind: "replayed"; target: string }
  /** The same key is being handled right now, or belongs to someone else: nothing was written. */
  | { kind: "conflict" };

type Options<T> = {
  table: TableDef["name"];
  /** The table's partition key attribute ("protocol", "reference"). */
  keyAttribute: string;
  idempotencyKey: string;
  customerId: string | null;
  /** Creates the record and returns it with the key it was stored under. */
  create: () => Promise<{ target: string; value: T }>;
};

/**
 * Runs `create` at most once per idempotency key, without transactions (dynalite has none): a conditional put
 * claims `IDEM#<key>` in the record's own table, the record is written, then the claim points at it. The same
 * key again gets the first record's key back ("replayed"), whatever the body says.
 */
export async function createOnce<T>(options: Options<T>): Promise<Once<T>> {
  const TableName = tableName(options.table);
  const Key = { [options.keyAttribute]: `IDEM#${options.idempotencyKey}` };
  const now = Date.now();
  try {
    await db().send(
      new PutCommand({
        TableName,
        Item: { ...Key, kind: "idempotency", status: "pending", owner: options.customerId ?? "anonymous", claimedAt: now },
        ConditionExpression: "attribute_not_exists(#key)",
        ExpressionAttributeNames: { "#key": options.keyAttribute },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const existing = (await db().send(new GetCommand({ TableName, Key, ConsistentRead: true }))).Item;
    if (!existing || existing.owner !== (options.customerId ?? "anonymous")) return { kind: "conflict" };
    if (typeof existing.target === "string") return { kind: "replayed", target: existing.target };
    if (now - Number(existing.claimedAt) < staleAfterMs) return { kind: "conflict" };
    try {
      await db().send(
        new UpdateCommand({
          TableName,
          Key,
          UpdateExpression: "SET claimedAt = :now",
          ConditionExpression: "claimedAt = :then AND attribute_not_exists(target)",
          ExpressionAttributeValues: { ":now": now, ":then": existing.claimedAt },
        }),
      );
    } catch (takeover) {
      if (isConditionFailure(takeover)) return { kind: "conflict" };
      throw takeover;
    }
  }
  const created = await options.create();
  await db().send(
    new UpdateCommand({
      TableName,
      Key,
      UpdateExpression: "SET target = :target, #status = :done",
      ExpressionAttributeNames: { "#status": "status" },
      ExpressionAttributeValues: { ":target": created.target, ":done": "done" },
    }),
  );
  return { kind: "created", value: created.value };
}

/** The year in Brazil (protocol and reference numbers restart each year), from the domain's São Paulo date. */
export function yearInBrazil(now = new Date()): number {
  return Number(todayInSaoPaulo(now).slice(0, 4));
}
