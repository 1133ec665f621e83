/**
 * DynamoDB's Time to Live, which dynalite lacks, done by the local backend on its schedule (dispatcher-loop.ts) by
 * AWS's rule: in every table that declares a TTL attribute (amplify/data/tables.ts), a row whose attribute is a
 * Number of epoch seconds earlier than now is deleted; a row without it, with another type, or with a value more
 * than five years in the past (AWS ignores those) stays. The delete is conditional on the value read, so a row whose
 * expiry was pushed back meanwhile (a request confirmed) is kept, as AWS keeps it. AWS deletes within about two
 * days of the expiry, this within a minute: the product never relies on the deletion (its reads check the row's own
 * expiry), only the privacy policy's promise does.
 *
 * The same schedule does the file bucket's lifecycle, which s3rver lacks (sweepExpiredObjects): under each prefix of
 * amplify/storage/lifecycle.ts, an object whose expiry by S3's rule (its creation time plus the rule's days, rounded to
 * the next midnight UTC) has come is deleted; nothing else.
 */
import { DeleteCommand, ScanCommand } from "@aws-sdk/lib-dynamodb";
import { tables, type TableDef } from "../data/tables";
import { fileExpirations, objectExpiresAt } from "../storage/lifecycle";
import { deleteObjects, listObjects } from "../functions/shared/files";
import { db, isConditionFailure, tableName } from "../functions/shared/dynamo";
import { pages, type StartKey } from "../functions/shared/pages";

/** AWS's TTL skips values older than five years before now. */
const IGNORED_AFTER_SECONDS = 5 * 365 * 24 * 3600;

/** Whether AWS's TTL deletes a row whose TTL attribute holds `value`, at `nowSeconds` (epoch). */
export function isExpired(value: unknown, nowSeconds: number): boolean {
  return (
    typeof value === "number" &&
    Number.isFinite(value) &&
    value < nowSeconds &&
    value >= nowSeconds - IGNORED_AFTER_SECONDS
  );
}

export type ExpiredRow = { table: TableDef["name"]; key: string };

/** Deletes every expired row at `now` (default: the real time) and returns their keys. */
export async function sweepExpired(now: Date = new Date()): Promise<ExpiredRow[]> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const deleted: ExpiredRow[] = [];
  for (const table of tables) {
    const ttl = table.ttl;
    if (!ttl) continue;
    const keyNames = [table.partitionKey.name, ...(table.sortKey ? [table.sortKey.name] : [])];
    const read = (start: StartKey | undefined) =>
      db().send(
        new ScanCommand({
          TableName: tableName(table.name),
          // Number comparisons: a string (or absent) attribute never matches, as in AWS.
          FilterExpression: "#ttl < :now AND #ttl >= :oldest",
          ProjectionExpression: [...keyNames.map((_, i) => `#k${i}`), "#ttl"].join(", "),
          ExpressionAttributeNames: {
            "#ttl": ttl,
            ...Object.fromEntries(keyNames.map((name, i) => [`#k${i}`, name])),
          },
          ExpressionAttributeValues: { ":now": nowSeconds, ":oldest": nowSeconds - IGNORED_AFTER_SECONDS },
          ExclusiveStartKey: start,
        }),
      );
    for await (const rows of pages(read)) {
      for (const row of rows) {
        if (!isExpired(row[ttl], nowSeconds)) continue;
        const key = Object.fromEntries(keyNames.map((name) => [name, row[name]]));
        try {
          await db().send(
            new DeleteCommand({
              TableName: tableName(table.name),
              Key: key,
              ConditionExpression: "#ttl = :seen",
              ExpressionAttributeNames: { "#ttl": ttl },
              ExpressionAttributeValues: { ":seen": row[ttl] },
            }),
          );
          deleted.push({ table: table.name, key: keyNames.map((name) => String(row[name])).join("/") });
        } catch (error) {
          if (!isConditionFailure(error)) throw error; // its expiry changed since the scan: not expired any more
        }
      }
    }
  }
  return deleted;
}

export type ExpiredObject = { prefix: string; key: string };

/** Deletes every object of the file bucket expired at `now` by its lifecycle rule, and returns their keys. */
export async function sweepExpiredObjects(now: Date = new Date()): Promise<ExpiredObject[]> {
  const deleted: ExpiredObject[] = [];
  for (const rule of fileExpirations) {
    const expired = (await listObjects(rule.prefix)).filter(
      (object) => object.lastModified && objectExpiresAt(new Date(object.lastModified), rule.days) <= now,
    );
    await deleteObjects(expired.map((object) => object.key));
    deleted.push(...expired.map((object) => ({ prefix: rule.prefix, key: object.key })));
  }
  return deleted;
}
