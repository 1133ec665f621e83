/**
 * The staff's inbox of contact messages (the `contato` table): the list through the byInbox index (`inbox` =
 * "<topic>#<status>", newest first, one query per pair the caller may and wants to see, merged), one message with
 * its thread, and the thread's writes (status, assignment, internal note, reply), each once per idempotency key.
 *
 * The thread lives on the message's own row (`thread`, oldest first), with the keys it has seen (`threadKeys`, a
 * string set): every write is one conditional update (`NOT contains(threadKeys, :key)`, and the status it was
 * decided on), so a retry writes nothing and two writers never lose each other's entries. A reply also sets the
 * notices marker (shared/notices.ts) and `replyCount`: its e-mail is derived from the stored row under an id made
 * of the key (contato-api/notifications.ts), so it is written to `mensagem`, and sent, once.
 */
import { BatchGetCommand, GetCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { inboxStatuses, type InboxQuery, type InboxStatus } from "../../../src/domain/backoffice";
import { contatoTopics, referencePattern, type ContatoRecord, type ContatoTopic } from "../../../src/domain/contato";
import { topicTeams, type StaffGroup } from "../../../src/domain/staff-groups";
import { contactReplyId } from "../contato-api/notifications";
import { exchangeRetention, keepClaimWith } from "../contato-api/retention";
import { db, isConditionFailure, tableName } from "../shared/dynamo";
import { fingerprint } from "../shared/idempotent";
import { noticesMarker } from "../shared/notices";
import { cursorsBy, dayBounds, firstOfMerged, fold, newestInPartition, type Cursor } from "../shared/newest-first";

export const INBOX_INDEX = "byInbox";

/** `inbox`: the index's partition key. */
export function inboxKey(topic: ContatoTopic, status: InboxStatus): string {
  return `${topic}#${status}`;
}

/** What a message row carries for the inbox, written with the message (contato-api) and by every status change. */
export function inboxFields(topic: ContatoTopic, status: InboxStatus = "nova") {
  return { status, inbox: inboxKey(topic, status) };
}

export type StaffMember = { username: string; email?: string };

type EntryBase = {
  /** The idempotency key of the write (a reply's status step: the key + "#status"). */
  id: string;
  at: string;
  /** The staff member's `sub`, and their e-mail when the token had it. */
  by: string;
  byEmail?: string;
  /** What the write asked for: the same key with another request is refused (422). */
  fingerprint: string;
};

export type ThreadEntry =
  | (EntryBase & { kind: "status"; from: InboxStatus; to: InboxStatus })
  | (EntryBase & { kind: "atribuicao"; assignee: StaffMember | null })
  | (EntryBase & { kind: "nota"; text: string })
  | (EntryBase & { kind: "resposta"; text: string; messageId: string });

/** A stored contact message as the inbox reads it. */
export type InboxRecord = ContatoRecord & {
  status: InboxStatus;
  updatedAt?: string;
  assignee?: StaffMember;
  thread: ThreadEntry[];
  replyCount: number;
};

/** The row's bookkeeping, never shown: the idempotency key, the kind, the index key, the thread's keys, the marker. */
export function inboxRecordOf(item: Record<string, unknown>): InboxRecord {
  const {
    kind: _kind,
    idempotencyKey: _key,
    inbox: _inbox,
    threadKeys: _keys,
    noticesPending: _pending,
    noticesAt: _at,
    thread,
    status,
    replyCount,
    ...record
  } = item;
  return {
    ...(record as ContatoRecord),
    // Rows from before the inbox have no status: they are new.
    status: (inboxStatuses as readonly string[]).includes(String(status)) ? (status as InboxStatus) : "nova",
    thread: Array.isArray(thread) ? (thread as ThreadEntry[]) : [],
    replyCount: typeof replyCount === "number" ? replyCount : 0,
  };
}

/** What the list shows of a message: everything but the thread, with its team and the number of notes and replies. */
export function summaryView(record: InboxRecord) {
  const { thread, replyCount: _count, ...rest } = record;
  return {
    ...rest,
    team: topicTeams[record.topic] as StaffGroup,
    assignee: record.assignee ?? null,
    notes: thread.filter((entry) => entry.kind === "nota").length,
    replies: thread.filter((entry) => entry.kind === "resposta").length,
  };
}

export type Delivery = { state: string; attempts: number; sentAt?: string; lastError?: string };

/** One message for the staff: the summary plus the thread (oldest first); each reply with its e-mail's delivery. */
export async function detailView(record: InboxRecord) {
  const replyIds = record.thread.flatMap((entry) => (entry.kind === "resposta" ? [entry.messageId] : []));
  const deliveries = await deliveriesOf(replyIds);
  return {
    ...summaryView(record),
    thread: record.thread.map((entry) => {
      const { fingerprint: _fingerprint, ...shown } = entry;
      return entry.kind === "resposta" ? { ...shown, delivery: deliveries.get(entry.messageId) ?? null } : shown;
    }),
  };
}

/** The state of each message in `mensagem` (read by key, 100 at a time). */
async function deliveriesOf(ids: string[]): Promise<Map<string, Delivery>> {
  const found = new Map<string, Delivery>();
  const table = tableName("mensagem");
  for (let at = 0; at < ids.length; at += 100) {
    let keys: Record<string, unknown>[] | undefined = ids.slice(at, at + 100).map((id) => ({ id }));
    for (let round = 0; keys && keys.length > 0 && round < 5; round += 1) {
      const result = await db().send(
        new BatchGetCommand({
          RequestItems: {
            [table]: {
              Keys: keys,
              ProjectionExpression: "id, #state, attempts, sentAt, lastError",
              ExpressionAttributeNames: { "#state": "state" },
            },
          },
        }),
      );
      for (const item of result.Responses?.[table] ?? []) {
        found.set(String(item.id), {
          state: String(item.state),
          attempts: Number(item.attempts ?? 0),
          ...(typeof item.sentAt === "string" ? { sentAt: item.sentAt } : {}),
          ...(typeof item.lastError === "string" ? { lastError: item.lastError } : {}),
        });
      }
      keys = result.UnprocessedKeys?.[table]?.Keys as Record<string, unknown>[] | undefined;
    }
  }
  return found;
}

/** The message under a reference, or null (a malformed reference is as unknown as a missing one). */
export async function getInboxRecord(reference: string): Promise<InboxRecord | null> {
  return (await readRow(reference))?.record ?? null;
}

/** The row and its record; `statusStored` is false on a row from before the inbox (its status is read as "nova"). */
async function readRow(reference: string): Promise<{ record: InboxRecord; statusStored: boolean } | null> {
  if (!referencePattern.test(reference)) return null;
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName("contato"), Key: { reference }, ConsistentRead: true }),
  );
  return Item && Item.kind === "contato"
    ? { record: inboxRecordOf(Item), statusStored: typeof Item.status === "string" }
    : null;
}

// --- The list ----------------------------------------------------------------------------------------------------

const cursors = cursorsBy("reference");
export const { encode: encodeCursor, decode: decodeCursor } = cursors;

/** Reference, name, e-mail, company, CNPJ (with or without punctuation) or any part of the message. */
export function matchesText(record: ContatoRecord, q: string): boolean {
  const folded = fold(q);
  const fields = [record.reference, record.name, record.email, record.company ?? "", record.message];
  if (fields.some((field) => fold(field).includes(folded))) return true;
  const plain = q.replace(/[.\-/\s]/g, "").toUpperCase();
  return plain.length >= 2 && Boolean(record.cnpj?.includes(plain));
}

export type ListFilters = Omit<InboxQuery, "next" | "language" | "q"> & {
  q?: string;
  cursor?: Cursor<"reference">;
  /** The topics the caller may see (the topic filter, when given, is one of them: checked by the handler). */
  topics: readonly ContatoTopic[];
  /** `assignee=me` already turned into the caller's username. */
  assigneeUsername?: string;
};

/** The assignee named by their username, or by their e-mail (any case). */
function isAssignee(assignee: StaffMember | undefined, wanted: string): boolean {
  return Boolean(assignee && (assignee.username === wanted || assignee.email?.toLowerCase() === wanted.toLowerCase()));
}

function passes(record: InboxRecord, filters: ListFilters, upper: string | undefined): boolean {
  if (upper && record.createdAt >= upper) return false;
  if (filters.cursor && cursors.newerFirst(record, filters.cursor) <= 0) return false;
  if (
    filters.assigneeUsername === "none"
      ? record.assignee
      : filters.assigneeUsername && !isAssignee(record.assignee, filters.assigneeUsername)
  )
    return false;
  return !filters.q || matchesText(record, filters.q);
}

/** One pair's messages from the index, newest first, that pass the filters and come after the cursor. */
function itemsOf(inbox: string, filters: ListFilters): AsyncGenerator<InboxRecord> {
  return newestInPartition({
    table: tableName("contato"),
    index: INBOX_INDEX,
    partition: { condition: "inbox = :inbox", values: { ":inbox": inbox } },
    filters,
    // Without a text or assignee to check, nearly every item read is listed: pages the size of the list's page + 1.
    pageSize: filters.q || filters.assigneeUsername ? undefined : filters.limit + 1,
    toRecord: (item) => (item.kind === "contato" ? inboxRecordOf(item) : null),
    passes: (record, upper) => passes(record, filters, upper),
  });
}

/** The (topic, status) pairs a list reads: the caller's topics (or the one asked for) × the statuses asked for. */
export function inboxPairs(filters: Pick<ListFilters, "topic" | "status" | "topics">): string[] {
  const topics = contatoTopics.filter(
    (topic) => filters.topics.includes(topic) && (!filters.topic || filters.topic === topic),
  );
  const statuses = filters.status ? [filters.status] : [...inboxStatuses];
  return topics.flatMap((topic) => statuses.map((status) => inboxKey(topic, status)));
}

/** Up to `limit` messages, newest first, and the cursor of the next page (null on the last). */
export async function listInbox(filters: ListFilters): Promise<{ items: InboxRecord[]; next: string | null }> {
  const reference = filters.q?.toUpperCase();
  if (reference && referencePattern.test(reference)) {
    // A whole reference as the text: that message alone, read by its key, if it passes the other filters.
    const record = await getInboxRecord(reference);
    const { lower, upper } = dayBounds(filters);
    const shown =
      record &&
      inboxPairs(filters).includes(inboxKey(record.topic, record.status)) &&
      (!lower || record.createdAt >= lower) &&
      passes(record, filters, upper);
    return { items: shown ? [record] : [], next: null };
  }
  return firstOfMerged(
    inboxPairs(filters).map((pair) => itemsOf(pair, filters)),
    filters.limit,
    cursors.newerFirst,
    cursors.encode,
  );
}

// --- The thread's writes -----------------------------------------------------------------------------------------

/** The largest a message's row may grow to with its thread (DynamoDB's limit for an item is 400 KB). */
export const MAX_ROW_BYTES = 350_000;

export type Actor = { sub: string; email?: string };

export type Change =
  | { kind: "status"; key: string; status: InboxStatus }
  | { kind: "atribuicao"; key: string; assignee: StaffMember | null }
  | { kind: "nota"; key: string; text: string }
  | { kind: "resposta"; key: string; text: string };

export type ChangeOutcome =
  | { kind: "done"; entries: ThreadEntry[]; record: InboxRecord; replayed: boolean }
  | { kind: "not_found" }
  | { kind: "mismatch" }
  | { kind: "full" };

/** What a write asks for, for the key's fingerprint: the same key again must ask the same. */
function changeFingerprint(change: Change): string {
  const { key: _key, ...asked } = change;
  return fingerprint(asked);
}

function entriesFor(change: Change, record: InboxRecord, actor: Actor, at: string): ThreadEntry[] {
  const base = {
    id: change.key,
    at,
    by: actor.sub,
    ...(actor.email ? { byEmail: actor.email } : {}),
    fingerprint: changeFingerprint(change),
  };
  switch (change.kind) {
    case "status":
      return record.status === change.status
        ? []
        : [{ ...base, kind: "status", from: record.status, to: change.status }];
    case "atribuicao":
      return [{ ...base, kind: "atribuicao", assignee: change.assignee }];
    case "nota":
      return [{ ...base, kind: "nota", text: change.text }];
    case "resposta": {
      const reply: ThreadEntry = {
        ...base,
        kind: "resposta",
        text: change.text,
        messageId: contactReplyId(record.reference, change.key),
      };
      // A reply answers the message: its status becomes "respondida", a step of its own in the thread.
      const step: ThreadEntry[] =
        record.status === "respondida"
          ? []
          : [{ ...base, id: `${change.key}#status`, kind: "status", from: record.status, to: "respondida" }];
      return [reply, ...step];
    }
  }
}

/** The entries a key wrote before, or null when it wrote none. */
function writtenBy(record: InboxRecord, key: string): ThreadEntry[] | null {
  const entries = record.thread.filter((entry) => entry.id === key || entry.id === `${key}#status`);
  return entries.length ? entries : null;
}

/**
 * Applies one change to the message's row, once per key: the entries, the status and `inbox` (status changes and
 * replies, conditional on the status they were decided on), the assignee, and for a reply the notices marker and
 * `replyCount`. A status already in place writes nothing (and remembers no key: the same request again is the same
 * no-op). Retried on a concurrent change, up to 5 times.
 */
export async function applyChange(
  reference: string,
  change: Change,
  actor: Actor,
  now = new Date(),
): Promise<ChangeOutcome> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const row = await readRow(reference);
    if (!row) return { kind: "not_found" };
    const { record, statusStored } = row;
    const previous = writtenBy(record, change.key);
    if (previous) {
      return previous[0].fingerprint === changeFingerprint(change)
        ? { kind: "done", entries: previous, record, replayed: true }
        : { kind: "mismatch" };
    }
    const at = now.toISOString();
    const entries = entriesFor(change, record, actor, at);
    if (entries.length === 0) return { kind: "done", entries, record, replayed: false };
    if (Buffer.byteLength(JSON.stringify(record)) + Buffer.byteLength(JSON.stringify(entries)) > MAX_ROW_BYTES)
      return { kind: "full" };

    const sets = ["thread = list_append(if_not_exists(thread, :empty), :entries)", "updatedAt = :at"];
    const removes: string[] = [];
    const adds = ["threadKeys :keys"];
    const names: Record<string, string> = { "#kind": "kind" };
    const values: Record<string, unknown> = {
      ":empty": [],
      ":entries": entries,
      ":at": at,
      ":keys": new Set([change.key]),
      ":key": change.key,
      ":contato": "contato",
    };
    const conditions = ["#kind = :contato", "NOT contains(threadKeys, :key)"];
    const newStatus = change.kind === "status" ? change.status : change.kind === "resposta" ? "respondida" : null;
    if (newStatus) {
      const fields = inboxFields(record.topic, newStatus);
      sets.push("#status = :status", "inbox = :inbox");
      names["#status"] = "status";
      values[":status"] = fields.status;
      values[":inbox"] = fields.inbox;
      // Decided on the status read: a concurrent change of it makes this one read again.
      if (!statusStored) conditions.push("attribute_not_exists(#status)");
      else {
        conditions.push("#status = :current");
        values[":current"] = record.status;
      }
    }
    // An exchange on the message: its retention starts again (contato-api/retention.ts).
    const retention = exchangeRetention(record.topic, now);
    if (retention) {
      sets.push(retention.set);
      Object.assign(values, retention.values);
    }
    if (change.kind === "atribuicao") {
      if (change.assignee) {
        sets.push("assignee = :assignee");
        values[":assignee"] = change.assignee;
      } else removes.push("assignee");
    }
    if (change.kind === "resposta") {
      // The marker (set unless one is waiting already: it names the oldest change not announced) and the count the
      // marker's removal is conditional on (contato-api/notifications.ts).
      const marker = noticesMarker("resposta", at);
      sets.push(
        "noticesPending = if_not_exists(noticesPending, :token)",
        "noticesAt = if_not_exists(noticesAt, :noticesAt)",
      );
      values[":token"] = marker.noticesPending;
      values[":noticesAt"] = marker.noticesAt;
      adds.push("replyCount :one");
      values[":one"] = 1;
    }
    try {
      const { Attributes } = await db().send(
        new UpdateCommand({
          TableName: tableName("contato"),
          Key: { reference },
          UpdateExpression: [
            `SET ${sets.join(", ")}`,
            ...(removes.length ? [`REMOVE ${removes.join(", ")}`] : []),
            `ADD ${adds.join(", ")}`,
          ].join(" "),
          ConditionExpression: conditions.join(" AND "),
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
          ReturnValues: "ALL_NEW",
        }),
      );
      if (retention) await keepClaimWith(Attributes ?? {}, retention);
      return { kind: "done", entries, record: inboxRecordOf(Attributes ?? {}), replayed: false };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      // Someone else wrote this key, or changed the status, meanwhile: read again.
    }
  }
  throw new Error(`contato ${reference}: changed under this write five times in a row`);
}
