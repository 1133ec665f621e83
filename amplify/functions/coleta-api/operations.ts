/**
 * The operators' list of requests: newest first, filtered by status, state (UF), base, creation date and a text
 * search, in pages of `limit` with an opaque `next` cursor. It reads the `byStatus` index (status + createdAt)
 * of each wanted status, newest first, and merges them; the state, the base and the text are checked here as items come
 * (an index cannot search text), reading on until a page is full. Without those three, each status reads no more
 * than the page needs; a whole protocol as the text is one read of its row.
 */
import { isUf } from "../../../src/domain/brazil";
import { baseById } from "../../../src/domain/bases";
import { bases } from "../shared/bases";
import { protocolPattern, type StoredColeta } from "../../../src/domain/coleta";
import { lifecycleStatuses, type LifecycleStatus } from "../../../src/domain/lifecycle";
import { isIsoDate } from "../../../src/domain/fields";
import type { ErrorCode } from "../../../src/domain/messages";
import { tableName } from "../shared/dynamo";
import { cursorsBy, dayBounds, firstOfMerged, fold, newestInPartition, type Cursor } from "../shared/newest-first";
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
  cursor?: Cursor<"protocol">;
};

const cursors = cursorsBy("protocol");

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
    const cursor = cursors.decode(params.next);
    if (!cursor) return { ok: false, field: "next", code: "invalid_value" };
    filters.cursor = cursor;
  }
  return { ok: true, filters };
}

/** Company name (any part, accents ignored), CNPJ (with or without its punctuation) or protocol. */
export function matchesText(record: Pick<StoredColeta, "company" | "protocol">, q: string): boolean {
  const folded = fold(q);
  if (fold(record.company.name).includes(folded)) return true;
  if (record.protocol.toLowerCase().includes(folded)) return true;
  const plain = q.replace(/[.\-/\s]/g, "").toUpperCase();
  return plain.length >= 2 && record.company.cnpj.includes(plain);
}

/** One status's items from the index, newest first, that pass the filters and come after the cursor. */
function itemsOf(status: LifecycleStatus, filters: ListFilters): AsyncGenerator<StoredColeta> {
  return newestInPartition({
    table: tableName("coleta"),
    index: "byStatus",
    partition: { condition: "#status = :status", names: { "#status": "status" }, values: { ":status": status } },
    filters,
    // Without a state, base or text to check, nearly every item read is listed: read pages the size of the list's
    // page (plus the one that tells whether there is a next), not DynamoDB's 1 MB.
    pageSize: filters.uf || filters.bases || filters.q ? undefined : filters.limit + 1,
    toRecord: (item) => (item.kind === "coleta" ? storedRecord(item) : null),
    passes: (record, upper) => passes(record, filters, upper),
  });
}

/** Whether a record read from a status's range belongs on the list: before `upper`, after the cursor, state, text. */
function passes(record: StoredColeta, filters: ListFilters, upper: string | undefined): boolean {
  if (upper && record.createdAt >= upper) return false; // BETWEEN is inclusive at the top
  if (filters.cursor && cursors.newerFirst(record, filters.cursor) <= 0) return false;
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
  const { lower, upper } = dayBounds(filters);
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
  return firstOfMerged(
    statuses.map((status) => itemsOf(status, filters)),
    filters.limit,
    cursors.newerFirst,
    cursors.encode,
  );
}
