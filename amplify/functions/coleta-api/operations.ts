/**
 * The operators' list of requests: newest first, filtered by status, state (UF), base, creation date and a text
 * search, in pages of `limit` with an opaque `next` cursor. It reads the `byStatus` index (status + createdAt)
 * of each wanted status, newest first, and merges them; the state, the base and the text are checked here as items come
 * (an index cannot search text), reading on until a page is full. Without those three, each status reads no more
 * than the page needs; a whole protocol as the text is one read of its row.
 */
import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { isUf } from "../../../src/domain/brazil";
import { baseById } from "../../../src/domain/bases";
import { bases } from "../shared/bases";
import { protocolPattern, type StoredColeta } from "../../../src/domain/coleta";
import { lifecycleStatuses, type LifecycleStatus } from "../../../src/domain/lifecycle";
import { isIsoDate } from "../../../src/domain/fields";
import type { ErrorCode } from "../../../src/domain/messages";
import { db, tableName } from "../shared/dynamo";
import { pages, type StartKey } from "../shared/pages";
import { getStored, storedRecord } from "./coleta-store";

export type ListFilters = {
  status?: LifecycleStatus;
  uf?: string;
  /** The ids of the bases whose requests are listed (`?base=guarulhos,anapolis`); every base when absent. */
  bases?: string[];
  /** Creation dates in São Paulo, inclusive ("YYYY-MM-DD"). */
  from?: string;
  to?: string;
  q?: string;
  limit: number;
  cursor?: Cursor;
};

type Cursor = { createdAt: string; protocol: string };

export const DEFAULT_PAGE = 25;
export const MAX_PAGE = 100;

/** The query string → filters, or the first bad parameter (400 with its code). */
export function parseFilters(
  query: Record<string, string | undefined> | null,
): { ok: true; filters: ListFilters } | { ok: false; field: string; code: ErrorCode } {
  const params = query ?? {};
  const filters: ListFilters = { limit: DEFAULT_PAGE };
  if (params.status) {
    if (!(lifecycleStatuses as readonly string[]).includes(params.status))
      return { ok: false, field: "status", code: "invalid_option" };
    filters.status = params.status as LifecycleStatus;
  }
  if (params.uf) {
    const uf = params.uf.toUpperCase();
    if (!isUf(uf)) return { ok: false, field: "uf", code: "invalid_uf" };
    filters.uf = uf;
  }
  if (params.base) {
    const ids = params.base.split(",").map((id) => id.trim());
    if (ids.some((id) => !baseById(bases, id))) return { ok: false, field: "base", code: "invalid_option" };
    filters.bases = [...new Set(ids)];
  }
  for (const field of ["from", "to"] as const) {
    const value = params[field];
    if (value) {
      if (!isIsoDate(value)) return { ok: false, field, code: "invalid_date" };
      filters[field] = value;
    }
  }
  if (params.q) {
    const q = params.q.trim();
    if (q.length > 100) return { ok: false, field: "q", code: "too_long" };
    if (q) filters.q = q;
  }
  if (params.limit) {
    const limit = Number(params.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE)
      return { ok: false, field: "limit", code: "out_of_range" };
    filters.limit = limit;
  }
  if (params.next) {
    const cursor = decodeCursor(params.next);
    if (!cursor) return { ok: false, field: "next", code: "invalid_value" };
    filters.cursor = cursor;
  }
  return { ok: true, filters };
}

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.protocol])).toString("base64url");
}

function decodeCursor(value: string): Cursor | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
    if (!Array.isArray(parsed) || parsed.length !== 2 || !parsed.every((part) => typeof part === "string")) return null;
    return { createdAt: parsed[0] as string, protocol: parsed[1] as string };
  } catch {
    return null;
  }
}

/** Newest first; equal times by protocol, descending. */
function newerFirst(a: Cursor, b: Cursor): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.protocol < b.protocol ? 1 : a.protocol > b.protocol ? -1 : 0;
}

/** Lower case, accents off: "São Paulo" and "sao paulo" meet. */
function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Company name (any part, accents ignored), CNPJ (with or without its punctuation) or protocol. */
export function matchesText(record: Pick<StoredColeta, "company" | "protocol">, q: string): boolean {
  const folded = fold(q);
  if (fold(record.company.name).includes(folded)) return true;
  if (record.protocol.toLowerCase().includes(folded)) return true;
  const plain = q.replace(/[.\-/\s]/g, "").toUpperCase();
  return plain.length >= 2 && record.company.cnpj.includes(plain);
}

/**
 * São Paulo's midnight as UTC: Brazil has had no daylight saving time since 2019, so it is always 03:00Z.
 * `to` is inclusive: up to the next day's midnight.
 */
function bounds(filters: ListFilters): { lower?: string; upper?: string } {
  const lower = filters.from ? `${filters.from}T03:00:00.000Z` : undefined;
  let upper: string | undefined;
  if (filters.to) {
    const next = new Date(`${filters.to}T03:00:00.000Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    upper = next.toISOString();
  }
  return { lower, upper };
}

/** One status's items from the index, newest first, that pass the filters and come after the cursor. */
async function* itemsOf(status: LifecycleStatus, filters: ListFilters): AsyncGenerator<StoredColeta> {
  const { lower, upper } = bounds(filters);
  // createdAt ≤ cursor (then equal times are sorted out here), ≥ from, < day after `to`.
  const ceiling = filters.cursor && (!upper || filters.cursor.createdAt < upper) ? filters.cursor.createdAt : upper;
  const inclusiveCeiling = Boolean(filters.cursor && ceiling === filters.cursor.createdAt);
  let condition = "#status = :status";
  const values: Record<string, string> = { ":status": status };
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
  // Without a state, base or text to check, nearly every item read is listed: read pages the size of the list's page
  // (plus the one that tells whether there is a next), not DynamoDB's 1 MB.
  const pageSize = filters.uf || filters.bases || filters.q ? undefined : filters.limit + 1;
  const read = (start: StartKey | undefined) =>
    db().send(
      new QueryCommand({
        TableName: tableName("coleta"),
        IndexName: "byStatus",
        KeyConditionExpression: condition,
        ExpressionAttributeNames: { "#status": "status" },
        ExpressionAttributeValues: values,
        ScanIndexForward: false,
        Limit: pageSize,
        ExclusiveStartKey: start,
      }),
    );
  for await (const items of pages(read)) {
    for (const item of items) {
      if (item.kind !== "coleta") continue;
      const record = storedRecord(item);
      if (passes(record, filters, upper)) yield record;
    }
  }
}

/** Whether a record read from a status's range belongs on the list: before `upper`, after the cursor, state, text. */
function passes(record: StoredColeta, filters: ListFilters, upper: string | undefined): boolean {
  if (upper && record.createdAt >= upper) return false; // BETWEEN is inclusive at the top
  if (filters.cursor && newerFirst(record, filters.cursor) <= 0) return false;
  if (filters.uf && record.address.state !== filters.uf) return false;
  if (filters.bases && !filters.bases.includes(record.baseId ?? "")) return false;
  return !filters.q || matchesText(record, filters.q);
}

/**
 * A whole protocol as the text ("col-2026-000042" too): that request alone, read by its key, if it passes the other
 * filters (no other request's protocol, company name or CNPJ holds a whole protocol).
 */
async function byProtocol(protocol: string, filters: ListFilters): Promise<{ items: StoredColeta[]; next: null }> {
  const record = await getStored(protocol);
  if (!record || (filters.status && record.status !== filters.status)) return { items: [], next: null };
  const { lower, upper } = bounds(filters);
  if (lower && record.createdAt < lower) return { items: [], next: null };
  return { items: passes(record, filters, upper) ? [record] : [], next: null };
}

/**
 * Up to `limit` records and the cursor of the next page (null on the last). Each status contributes at most
 * `limit` + its ties: enough to fill the merged page in order.
 */
export async function listForOperators(filters: ListFilters): Promise<{ items: StoredColeta[]; next: string | null }> {
  const protocol = filters.q?.toUpperCase();
  if (protocol && protocolPattern.test(protocol)) return byProtocol(protocol, filters);
  const statuses = filters.status ? [filters.status] : [...lifecycleStatuses];
  const perStatus = await Promise.all(
    statuses.map(async (status) => {
      const taken: StoredColeta[] = [];
      for await (const record of itemsOf(status, filters)) {
        // Past `limit` + 1, only items with the same time as the last one may still belong before it.
        if (taken.length > filters.limit && record.createdAt !== taken[taken.length - 1].createdAt) break;
        taken.push(record);
      }
      return taken;
    }),
  );
  const merged = perStatus.flat().sort(newerFirst);
  const items = merged.slice(0, filters.limit);
  const last = items[items.length - 1];
  const next = merged.length > filters.limit && last ? encodeCursor(last) : null;
  return { items, next };
}
