/**
 * The one way the staff's lists are read (the operators' requests, coleta-api/operations.ts; the inbox,
 * equipe-api/inbox.ts): newest first from indexes whose sort key is `createdAt`, one query per partition (a status,
 * a topic#status pair), merged; filtered by São Paulo creation dates and a text; in pages of `limit` behind an
 * opaque cursor made of the last item's time and its key (a protocol, a reference), which breaks ties.
 */
import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { db } from "./dynamo";
import { pages, type StartKey } from "./pages";

/** The last item shown: its time, and its key under `key` (ties on the time are ordered by the key, descending). */
export type Cursor<Key extends string> = { createdAt: string } & { [name in Key]: string };

/** Encoding, decoding and order of the cursors of a list whose items are told apart by `key`. */
export function cursorsBy<Key extends string>(key: Key) {
  type C = Cursor<Key>;
  return {
    encode(cursor: C): string {
      return Buffer.from(JSON.stringify([cursor.createdAt, cursor[key]])).toString("base64url");
    },
    /** null for anything this did not encode (a 400 for the caller). */
    decode(value: string): C | null {
      try {
        const parsed: unknown = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
        if (!Array.isArray(parsed) || parsed.length !== 2 || !parsed.every((part) => typeof part === "string"))
          return null;
        return { createdAt: parsed[0] as string, [key]: parsed[1] as string } as C;
      } catch {
        return null;
      }
    },
    /** Newest first; equal times by the key, descending. */
    newerFirst(a: C, b: C): number {
      if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
      return a[key] < b[key] ? 1 : a[key] > b[key] ? -1 : 0;
    },
  };
}

/** Lower case, accents off: "São Paulo" and "sao paulo" meet. */
export function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * São Paulo's midnight as UTC: Brazil has had no daylight saving time since 2019, so it is always 03:00Z.
 * `to` is inclusive: up to the next day's midnight.
 */
export function dayBounds(filters: { from?: string; to?: string }): { lower?: string; upper?: string } {
  const lower = filters.from ? `${filters.from}T03:00:00.000Z` : undefined;
  let upper: string | undefined;
  if (filters.to) {
    const next = new Date(`${filters.to}T03:00:00.000Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    upper = next.toISOString();
  }
  return { lower, upper };
}

/**
 * One partition of an index, newest first, from the cursor on and within the dates: createdAt ≤ the cursor's time
 * (equal times are sorted out by `passes`, which sees the cursor), ≥ `from`, < the day after `to` (BETWEEN is
 * inclusive at the top: `passes` is also given `upper`). `partition`: the key condition on the partition and its
 * values; `pageSize`: how many items a read asks for (undefined: DynamoDB's 1 MB), for a list that lists nearly
 * every item it reads. Items `toRecord` turns into null are skipped.
 */
export async function* newestInPartition<Row>(query: {
  table: string;
  index: string;
  partition: { condition: string; names?: { [name: string]: string }; values: { [name: string]: string } };
  filters: { from?: string; to?: string; cursor?: { createdAt: string } };
  pageSize: number | undefined;
  toRecord: (item: Record<string, unknown>) => Row | null;
  passes: (record: Row, upper: string | undefined) => boolean;
}): AsyncGenerator<Row> {
  const { filters } = query;
  const { lower, upper } = dayBounds(filters);
  const ceiling = filters.cursor && (!upper || filters.cursor.createdAt < upper) ? filters.cursor.createdAt : upper;
  const inclusiveCeiling = Boolean(filters.cursor && ceiling === filters.cursor.createdAt);
  let condition = query.partition.condition;
  const values: { [name: string]: string } = { ...query.partition.values };
  if (lower && ceiling) {
    condition += " AND createdAt BETWEEN :lower AND :upper";
    values[":lower"] = lower;
    values[":upper"] = ceiling;
  } else if (lower) {
    condition += " AND createdAt >= :lower";
    values[":lower"] = lower;
  } else if (ceiling) {
    condition += inclusiveCeiling ? " AND createdAt <= :upper" : " AND createdAt < :upper";
    values[":upper"] = ceiling;
  }
  const read = (start: StartKey | undefined) =>
    db().send(
      new QueryCommand({
        TableName: query.table,
        IndexName: query.index,
        KeyConditionExpression: condition,
        ...(query.partition.names ? { ExpressionAttributeNames: query.partition.names } : {}),
        ExpressionAttributeValues: values,
        ScanIndexForward: false,
        Limit: query.pageSize,
        ExclusiveStartKey: start,
      }),
    );
  for await (const items of pages(read)) {
    for (const item of items) {
      const record = query.toRecord(item);
      if (record !== null && query.passes(record, upper)) yield record;
    }
  }
}

/**
 * Up to `limit` items of the merged partitions, newest first, and the cursor of the next page (null on the last).
 * Each partition contributes at most `limit` + its ties: enough to fill the merged page in order.
 */
export async function firstOfMerged<Item extends { createdAt: string }>(
  partitions: AsyncIterable<Item>[],
  limit: number,
  newerFirst: (a: Item, b: Item) => number,
  encode: (last: Item) => string,
): Promise<{ items: Item[]; next: string | null }> {
  const perPartition = await Promise.all(
    partitions.map(async (partition) => {
      const taken: Item[] = [];
      for await (const record of partition) {
        // Past `limit` + 1, only items with the same time as the last one may still belong before it.
        if (taken.length > limit && record.createdAt !== taken[taken.length - 1].createdAt) break;
        taken.push(record);
      }
      return taken;
    }),
  );
  const merged = perPartition.flat().sort(newerFirst);
  const items = merged.slice(0, limit);
  const last = items[items.length - 1];
  return { items, next: merged.length > limit && last ? encode(last) : null };
}
