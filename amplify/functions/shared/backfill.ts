/**
 * A one-off backfill for an index added after its table held rows (amplify/README.md, Scale): rows written before it
 * lack the index's key, so no query finds them; or for an attribute added after (the Time to Live of contact messages,
 * contato-api/retention.ts). It reads the table once (a scan: the only kind the handlers have,
 * never on a customer's or staff member's path; index-reads.test holds who calls it) and sets the key on each row with
 * an update conditional on the row still lacking it, so running it again, or while the site is live, changes nothing
 * twice. The local backend runs each when it rebuilds an older table; in AWS, the `scripts/backfill-*.mts` after the
 * deployment that adds the index.
 */
import { ScanCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { TableDef } from "../../data/tables";
import { db, isConditionFailure, tableName } from "./dynamo";
import { pages, type StartKey } from "./pages";

export type Row = Record<string, unknown>;

export type Backfill = {
  table: TableDef["name"];
  /** The table's partition key (each row's update is keyed by it). */
  key: string;
  /**
   * Which rows lack the key: the scan's filter and each update's condition, with `#name` and `:value` placeholders
   * from `names` and `values`.
   */
  lacking: string;
  names: Record<string, string>;
  values?: Record<string, unknown>;
  /** The attributes the scan reads, besides the key. */
  reads: readonly string[];
  /** The attributes to set on a row (name → value), or null to leave it; may read another row for them. */
  set: (row: Row) => Row | null | Promise<Row | null>;
};

/** Only the placeholders an expression uses: DynamoDB refuses unused ones. */
const used = <T>(map: Record<string, T> | undefined, expression: string): Record<string, T> | undefined => {
  const entries = Object.entries(map ?? {}).filter(([placeholder]) =>
    new RegExp(`${placeholder}(?![\\w])`).test(expression),
  );
  return entries.length ? Object.fromEntries(entries) : undefined;
};

/** Runs `backfill` over its table; returns how many rows it updated. */
export async function backfillIndexKey(backfill: Backfill): Promise<number> {
  const { table, key, lacking, names, values, reads, set } = backfill;
  const readNames = Object.fromEntries([key, ...reads].map((name, index) => [`#read${index}`, name]));
  const projection = Object.keys(readNames).join(", ");
  const read = (start: StartKey | undefined) =>
    db().send(
      new ScanCommand({
        TableName: tableName(table),
        FilterExpression: lacking,
        ExpressionAttributeNames: { ...used(names, lacking), ...readNames },
        ExpressionAttributeValues: used(values, lacking),
        ProjectionExpression: projection,
        ExclusiveStartKey: start,
      }),
    );
  let updated = 0;
  for await (const rows of pages(read)) {
    for (const row of rows) {
      const fields = await set(row);
      if (!fields) continue;
      const assignments = Object.keys(fields).map((name, index) => [`#set${index}`, `:set${index}`, name] as const);
      const update = `SET ${assignments.map(([name, value]) => `${name} = ${value}`).join(", ")}`;
      try {
        await db().send(
          new UpdateCommand({
            TableName: tableName(table),
            Key: { [key]: row[key] },
            UpdateExpression: update,
            ConditionExpression: lacking,
            ExpressionAttributeNames: {
              ...used(names, lacking),
              ...Object.fromEntries(assignments.map(([name, , attribute]) => [name, attribute])),
            },
            ExpressionAttributeValues: {
              ...used(values, lacking),
              ...Object.fromEntries(assignments.map(([, value, attribute]) => [value, fields[attribute]])),
            },
          }),
        );
        updated += 1;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    }
  }
  return updated;
}
