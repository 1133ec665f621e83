import { GetCommand, QueryCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import {
  formatProtocol,
  type ColetaRecord,
  type ColetaRequest,
  type CustomerHistoryEntry,
  type StoredColeta,
} from "../../../src/domain/coleta";
import type { HistoryEntry, LifecycleStatus } from "../../../src/domain/lifecycle";
import { assignBase } from "../../../src/domain/bases";
import { normalisedEmail } from "../../../src/domain/fields";
import { bases, baseView } from "../shared/bases";
import { backfillIndexKey } from "../shared/backfill";
import { db, isConditionFailure, tableName } from "../shared/dynamo";
import { allItems, pages, type StartKey } from "../shared/pages";
import { createOnce, fingerprint, yearInBrazil } from "../shared/idempotent";
import { noticesMarker } from "../shared/notices";
import { nextNumber } from "../shared/sequence";

/**
 * The stored record without the row's bookkeeping (`kind`, the creation's `idempotencyKey`, `unlinkedEmail`, the
 * marker of a change not yet announced: shared/notices.ts).
 */
export function storedRecord(item: Record<string, unknown>): StoredColeta {
  const {
    idempotencyKey: _key,
    kind: _kind,
    unlinkedEmail: _unlinked,
    noticesPending: _pending,
    noticesAt: _at,
    openCnpj: _open,
    ...record
  } = item;
  return { customerId: null, ...record } as StoredColeta;
}

/**
 * The key under which a request waits in the byUnlinkedEmail index to be linked to a customer: its contact e-mail
 * in lower case while it has no customer; none once it has one (the attribute is removed when it is linked).
 */
export function unlinkedEmailOf(row: { customerId?: unknown; contact?: { email?: unknown } }): string | undefined {
  if (row.customerId || typeof row.contact?.email !== "string") return undefined;
  return normalisedEmail(row.contact.email) || undefined;
}

/** The statuses in which a request is still open: not yet collected, not cancelled. */
export function isOpen(status: LifecycleStatus): boolean {
  return status === "recebida" || status === "agendada";
}

/**
 * The attribute under which an open request waits in the byOpenCnpj index (sparse, keys only): its company's CNPJ,
 * written at creation and removed by the transition that collects or cancels it (transitions.ts), so one query on the
 * CNPJ lists that company's open requests, however large the table.
 */
export const OPEN_CNPJ = "openCnpj";
export const OPEN_CNPJ_INDEX = "byOpenCnpj";

/** Another open request of the same CNPJ, as the operator's page links it. */
export type OpenRequest = { protocol: string; createdAt: string };

/**
 * The other open requests of `record`'s CNPJ (oldest first, at most 20), when `record` itself is open: three identical
 * requests sent within a minute each list the other two. One query on byOpenCnpj; no scan.
 */
export async function otherOpenRequests(record: StoredColeta): Promise<OpenRequest[]> {
  if (!isOpen(record.status)) return [];
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName("coleta"),
      IndexName: OPEN_CNPJ_INDEX,
      KeyConditionExpression: "#open = :cnpj",
      ExpressionAttributeNames: { "#open": OPEN_CNPJ },
      ExpressionAttributeValues: { ":cnpj": record.company.cnpj },
      Limit: 21,
    }),
  );
  return Items.filter((item) => item.protocol !== record.protocol)
    .slice(0, 20)
    .map((item) => ({ protocol: String(item.protocol), createdAt: String(item.createdAt) }));
}

/**
 * What a customer sees of their request: no operator identity or idempotency data in the history, no moves between
 * bases (the base it is at is `base`), no
 * internal attributes (identity id, the certificate's S3 key), and the certificate only once it is stored.
 */
export function customerView(stored: StoredColeta): ColetaRecord {
  const { identityId: _identity, history, certificate, ...rest } = stored;
  // A move between bases is the operators' business (its reason too): the customer sees the base it is at now.
  const steps: CustomerHistoryEntry[] = (history ?? [])
    .filter((step) => !step.base)
    .map(({ from, to, at, note }) => (note ? { from, to, at, note } : { from, to, at }));
  const view: ColetaRecord = { ...(rest as Omit<ColetaRecord, "history" | "certificate">), history: steps };
  const base = baseView(stored.baseId);
  if (base) view.base = base;
  if (certificate?.sha256)
    view.certificate = { code: certificate.code, issuedAt: certificate.issuedAt, sha256: certificate.sha256 };
  return view;
}

/** What an operator sees: the whole stored record (history with who did what), minus idempotency fingerprints. */
export type OperatorRecord = Omit<StoredColeta, "history"> & {
  history: Omit<HistoryEntry, "idempotencyKey">[];
  base?: { id: string; name: string };
  /** The other open requests of the same CNPJ (operatorAnswer), for the operator's warning. */
  duplicates?: OpenRequest[];
};

export function operatorView(stored: StoredColeta): OperatorRecord {
  const history = (stored.history ?? []).map(({ idempotencyKey: _key, fingerprint: _fingerprint, ...entry }) => entry);
  const base = baseView(stored.baseId);
  return { ...stored, history, ...(base ? { base } : {}) };
}

/** What the operators' API answers about one request: its view and the other open requests of its CNPJ. */
export async function operatorAnswer(stored: StoredColeta): Promise<OperatorRecord> {
  return { ...operatorView(stored), duplicates: await otherOpenRequests(stored) };
}

/** Kept for the survey API and older callers: the customer's view of a stored row. */
export function publicRecord(item: Record<string, unknown>): ColetaRecord {
  return customerView(storedRecord(item));
}

/**
 * Stores a validated request exactly once per idempotency key (see createOnce): a new protocol
 * `COL-<year>-<number>` from the year's counter, the base that serves its address, status "recebida" with its first
 * history step, the key kept on
 * the record, and the customer's identity id when known (it names the folder their certificate goes to). The
 * same key again returns the request as it is now; the same key with other content is a mismatch. Throws
 * SequenceExhaustedError when the year has no number left (nothing is written).
 */
export async function createColeta(
  request: ColetaRequest,
  customerId: string | null,
  identityId: string | null = null,
): Promise<{ created: boolean; record: ColetaRecord } | { mismatch: true }> {
  const { idempotencyKey, language: _language, ...fields } = request;
  const result = await createOnce({
    table: "coleta",
    keyAttribute: "protocol",
    idempotencyKey,
    customerId,
    fingerprint: fingerprint(fields),
    prepare: async () => {
      const now = new Date();
      const year = yearInBrazil(now);
      const protocol = formatProtocol(year, await nextNumber(`coleta#${year}`));
      const { idempotencyKey: _key, ...stored } = request;
      const createdAt = now.toISOString();
      // The base that serves the address (src/domain/bases.ts: by municipality, else state, else the nearest).
      const baseId = assignBase(stored.address, bases)?.base.id;
      const record: StoredColeta = {
        ...stored,
        ...(baseId ? { baseId } : {}),
        protocol,
        status: "recebida",
        createdAt,
        customerId,
        identityId: identityId ?? undefined,
        history: [{ from: null, to: "recebida", at: createdAt, by: customerId ?? "customer" }],
      };
      // customerId only when there is one: the byCustomer index then holds customers' requests only, and
      // byUnlinkedEmail only the others.
      const unlinkedEmail = unlinkedEmailOf(record);
      // Written with the record: its arrival is to be announced (a confirmation, an operations alert). The handler
      // turns it into messages right after; the dispatcher's sweep does if the handler dies first.
      const marker = noticesMarker("recebida", createdAt);
      return {
        target: protocol,
        item: {
          ...record,
          customerId: customerId ?? undefined,
          unlinkedEmail,
          [OPEN_CNPJ]: record.company.cnpj,
          kind: "coleta",
          idempotencyKey,
          ...marker,
        },
      };
    },
  });
  if (result.kind === "mismatch") return { mismatch: true };
  if (result.kind === "created") return { created: true, record: publicRecord(result.item) };
  // A resend: the request as it is now (an operator may have moved it on since).
  const current = await getStored(result.target);
  return { created: false, record: current ? customerView(current) : publicRecord(result.item) };
}

/** The stored record under `protocol` (strongly consistent), or null. */
export async function getStored(protocol: string): Promise<StoredColeta | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName("coleta"), Key: { protocol }, ConsistentRead: true }),
  );
  if (!Item || Item.kind !== "coleta") return null;
  return storedRecord(Item);
}

export async function getColeta(protocol: string): Promise<ColetaRecord | null> {
  const stored = await getStored(protocol);
  return stored ? customerView(stored) : null;
}

/** One page of a customer's rows in the byCustomer index, newest first, from `start` (for pages/allItems). */
export function customerRowsPage(customerId: string) {
  return (start: StartKey | undefined) =>
    db().send(
      new QueryCommand({
        TableName: tableName("coleta"),
        IndexName: "byCustomer",
        KeyConditionExpression: "customerId = :customer",
        ExpressionAttributeValues: { ":customer": customerId },
        ScanIndexForward: false,
        ExclusiveStartKey: start,
      }),
    );
}

/** A customer's requests, newest first. */
export async function listColetas(customerId: string): Promise<ColetaRecord[]> {
  const items: ColetaRecord[] = [];
  for await (const page of pages(customerRowsPage(customerId))) {
    for (const item of page) items.push(publicRecord(item));
    if (items.length >= 1000) break;
  }
  return items;
}

/**
 * Links every anonymous request whose contact e-mail is `email` to the customer `customerId` (and their
 * identity id, when known): the byUnlinkedEmail index names them (it holds only requests without a customer),
 * then one conditional update each, which sets the customer and takes the request out of the index, so a request
 * already linked (to anyone) stays as it is and calling this again links nothing new. Returns the protocols linked
 * now, in order.
 */
export async function linkAnonymous(email: string, customerId: string, identityId: string | null): Promise<string[]> {
  const wanted = normalisedEmail(email);
  const found = await allItems((start) =>
    db().send(
      new QueryCommand({
        TableName: tableName("coleta"),
        IndexName: "byUnlinkedEmail",
        KeyConditionExpression: "unlinkedEmail = :email",
        ExpressionAttributeValues: { ":email": wanted },
        ExclusiveStartKey: start,
      }),
    ),
  );
  const candidates = found.map((item) => String(item.protocol));
  const linked: string[] = [];
  for (const protocol of candidates.sort()) {
    try {
      await db().send(
        new UpdateCommand({
          TableName: tableName("coleta"),
          Key: { protocol },
          UpdateExpression: `SET customerId = :customer${identityId ? ", identityId = :identity" : ""} REMOVE unlinkedEmail`,
          ConditionExpression: "#kind = :coleta AND attribute_not_exists(customerId) AND unlinkedEmail = :email",
          ExpressionAttributeNames: { "#kind": "kind" },
          ExpressionAttributeValues: {
            ":customer": customerId,
            ":coleta": "coleta",
            ":email": wanted,
            ...(identityId ? { ":identity": identityId } : {}),
          },
        }),
      );
      linked.push(protocol);
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  return linked;
}

/**
 * Gives the requests stored before the byUnlinkedEmail index existed their `unlinkedEmail` (anonymous ones only;
 * each a conditional update, so running it again, or beside linking, changes nothing twice). A migration, once per
 * table: a scan, never on a customer's or operator's path. Run by the local backend when it rebuilds an older table
 * and, in AWS, by `scripts/backfill-unlinked-email.mts` after the deployment that adds the index. Returns how many
 * rows it updated.
 */
export function backfillUnlinkedEmails(): Promise<number> {
  return backfillIndexKey({
    table: "coleta",
    key: "protocol",
    lacking: "#kind = :coleta AND attribute_not_exists(customerId) AND attribute_not_exists(unlinkedEmail)",
    names: { "#kind": "kind" },
    values: { ":coleta": "coleta" },
    reads: ["contact"],
    set: (row) => {
      const unlinkedEmail = unlinkedEmailOf(row);
      return unlinkedEmail ? { unlinkedEmail } : null;
    },
  });
}

/**
 * Gives the open requests stored before the byOpenCnpj index existed their `openCnpj` (a conditional update each, so
 * running it again changes nothing twice). A migration, once per table, like backfillUnlinkedEmails: a scan, never on
 * an operator's path. Returns how many rows it updated.
 */
export function backfillOpenCnpj(): Promise<number> {
  return backfillIndexKey({
    table: "coleta",
    key: "protocol",
    lacking: "#kind = :coleta AND #status IN (:r, :a) AND attribute_not_exists(#open)",
    names: { "#kind": "kind", "#status": "status", "#open": OPEN_CNPJ },
    values: { ":coleta": "coleta", ":r": "recebida", ":a": "agendada" },
    reads: ["company"],
    set: (row) => {
      const cnpj = (row.company as { cnpj?: unknown } | undefined)?.cnpj;
      return typeof cnpj === "string" ? { [OPEN_CNPJ]: cnpj } : null;
    },
  });
}
