import { createHash } from "node:crypto";
import { GetCommand, PutCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { TTL_ATTRIBUTE, type TableDef } from "../../data/tables";
import { todayInSaoPaulo } from "../../../src/domain/coleta";
import { db, isConditionFailure, tableName } from "./dynamo";
import { logger } from "./logging";

export type Once<T> =
  | { kind: "created"; target: string; item: T }
  /** The key was seen before with the same content: the first record, nothing new written. */
  | { kind: "replayed"; target: string; item: T }
  /** The key was seen before with other content or from someone else: refused (422), nothing written. */
  | { kind: "mismatch" };

type Options<T extends Record<string, unknown>> = {
  table: TableDef["name"];
  /** The table's partition key attribute ("protocol", "reference"). */
  keyAttribute: string;
  idempotencyKey: string;
  customerId: string | null;
  /** What the request says (see `fingerprint`): the same key with another fingerprint is a mismatch. */
  fingerprint: string;
  /**
   * Takes the next number and builds the item to store under it (the item carries the idempotency key, as
   * `idempotencyKey`: that is how a record is known to be this request's). No write. Called again for the next
   * number when the one it took is already another record's.
   */
  prepare: () => Promise<{ target: string; item: T }>;
};

/** How many numbers one request tries past one that is taken before it gives up (503; the client resends later). */
export const MAX_RENUMBERING = 20;

/**
 * Every number a request tried was already another record's: the counter is behind the table (set back, e.g. by
 * restoring the counter's table from an older backup). Nothing was acknowledged; the claim stays, pointing at the
 * last number tried, so a resend with the same key goes on from there.
 */
export class NumbersTakenError extends Error {
  constructor(
    readonly table: string,
    readonly tried: string[],
  ) {
    super(
      `${table}: ${tried.join(", ")} already belong to other records: the counter is behind the table (restored from an older backup?)`,
    );
    this.name = "NumbersTakenError";
  }
}

/** The claim item: the idempotency key and the whole record it stands for, written together in one put. */
type Claim<T> = { owner: string; fingerprint: string; target: string; item: T };

/**
 * Creates a record exactly once per idempotency key, with one conditional write as the commit point (no
 * transaction: dynalite has none, and none is needed). The claim `IDEM#<key>` is written with the complete
 * record inside it (number included) only if the key is new; the record under its own key (the protocol) is
 * then written from the claim. A crash between the two loses nothing: the next request with the key finds
 * the claim and writes the record from it (a conditional put, so never twice). A crash before the claim
 * leaves at most an unused number. Whoever loses a race for the same key reads the winner's claim and
 * answers with the same record; there is no "in progress" window and no timeout after which a retry could
 * create a second record.
 *
 * A number is never acknowledged for a record that was not stored under it: the record's write is conditional
 * (the number must be free), and when the number turns out to hold another request's record (the counter was set
 * back), the claim moves to the next number and the write is tried there, up to MAX_RENUMBERING times; then
 * NumbersTakenError (the handlers answer 503, the client resends with the same key and goes on from there).
 */
export async function createOnce<T extends Record<string, unknown>>(options: Options<T>): Promise<Once<T>> {
  const owner = options.customerId ?? "anonymous";
  const existing = await readClaim<T>(options);
  if (existing) return settle(options, existing, owner);

  const { target, item } = await prepared(options);
  const claim: Claim<T> = { owner, fingerprint: options.fingerprint, target, item };
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(options.table),
        // The claim has no customerId/createdAt of its own, so no index (byCustomer) ever lists it.
        Item: {
          [options.keyAttribute]: claimId(options),
          kind: "idempotency",
          claimedAt: new Date().toISOString(),
          ...claim,
          // A record that expires (Time to Live, amplify/data/tables.ts) takes its claim, which holds a copy, with it.
          ...(typeof item[TTL_ATTRIBUTE] === "number" ? { [TTL_ATTRIBUTE]: item[TTL_ATTRIBUTE] } : {}),
        },
        ConditionExpression: "attribute_not_exists(#key)",
        ExpressionAttributeNames: { "#key": options.keyAttribute },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // Someone else with the same key got there first (a resend while this one was running): theirs stands.
    const winner = await readClaim<T>(options);
    if (!winner) throw error;
    return settle(options, winner, owner);
  }
  const stored = await materialize(options, claim);
  return { kind: "created", target: stored.target, item: stored.item };
}

async function prepared<T extends Record<string, unknown>>(options: Options<T>): Promise<{ target: string; item: T }> {
  const next = await options.prepare();
  if (next.item.idempotencyKey !== options.idempotencyKey)
    throw new Error(`${options.table}: prepare() must put the idempotency key on the item`);
  return next;
}

export function claimId(options: Pick<Options<never>, "idempotencyKey">): string {
  return `IDEM#${options.idempotencyKey}`;
}

/**
 * Sets the Time to Live of a record's idempotency claim (which holds a copy of the record) to the record's own, when
 * the record's moves (a data-subject request confirmed, an exchange on a contact message). Never recreates a claim
 * that is gone.
 */
export async function keepClaimUntil(
  options: Pick<Options<never>, "table" | "keyAttribute" | "idempotencyKey">,
  purgeAt: number,
): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(options.table),
        Key: { [options.keyAttribute]: claimId(options) },
        UpdateExpression: "SET #ttl = :purgeAt",
        ConditionExpression: "attribute_exists(#key)",
        ExpressionAttributeNames: { "#key": options.keyAttribute, "#ttl": TTL_ATTRIBUTE },
        ExpressionAttributeValues: { ":purgeAt": purgeAt },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

async function readClaim<T>(options: Options<Record<string, unknown>>): Promise<Claim<T> | null> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(options.table),
      Key: { [options.keyAttribute]: claimId(options) },
      ConsistentRead: true,
    }),
  );
  if (!Item) return null;
  if (typeof Item.target !== "string" || !Item.item || typeof Item.fingerprint !== "string") {
    throw new Error(`${claimId(options)}: a claim without its record (written by an older version)`);
  }
  return { owner: String(Item.owner), fingerprint: Item.fingerprint, target: Item.target, item: Item.item as T };
}

async function settle<T extends Record<string, unknown>>(
  options: Options<T>,
  claim: Claim<T>,
  owner: string,
): Promise<Once<T>> {
  if (claim.owner !== owner || claim.fingerprint !== options.fingerprint) return { kind: "mismatch" };
  const stored = await materialize(options, claim);
  return { kind: "replayed", target: stored.target, item: stored.item };
}

/**
 * Writes the claim's record under its number unless the number holds it already (a resend, or a concurrent one,
 * wrote it), and returns the claim as stored: when the number holds another record, the claim is moved to the
 * next number (a conditional update on the number it had, so of concurrent resends one moves it and the others
 * follow) and the write is tried there.
 */
async function materialize<T extends Record<string, unknown>>(options: Options<T>, first: Claim<T>): Promise<Claim<T>> {
  let claim = first;
  const tried: string[] = [];
  for (;;) {
    try {
      await db().send(
        new PutCommand({
          TableName: tableName(options.table),
          Item: { ...claim.item, [options.keyAttribute]: claim.target },
          ConditionExpression: "attribute_not_exists(#key)",
          ExpressionAttributeNames: { "#key": options.keyAttribute },
        }),
      );
      return claim;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
    const { Item: holder } = await db().send(
      new GetCommand({
        TableName: tableName(options.table),
        Key: { [options.keyAttribute]: claim.target },
        ConsistentRead: true,
      }),
    );
    if (holder?.idempotencyKey === options.idempotencyKey) return claim; // this request's own record
    tried.push(claim.target);
    if (tried.length > MAX_RENUMBERING) throw new NumbersTakenError(options.table, tried);
    logger.error("the counter is behind the table: the number already holds another record; taking the next", {
      table: options.table,
      target: claim.target,
    });
    const next = await prepared(options);
    try {
      await db().send(
        new UpdateCommand({
          TableName: tableName(options.table),
          Key: { [options.keyAttribute]: claimId(options) },
          UpdateExpression: "SET #target = :next, #item = :item",
          ConditionExpression: "#target = :taken",
          ExpressionAttributeNames: { "#target": "target", "#item": "item" },
          ExpressionAttributeValues: { ":next": next.target, ":item": next.item, ":taken": claim.target },
        }),
      );
      claim = { ...claim, target: next.target, item: next.item };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      // A concurrent resend moved the claim first: follow it (the number taken here stays unused, a gap).
      const moved = await readClaim<T>(options);
      if (!moved) throw error;
      claim = moved;
    }
  }
}

/**
 * A digest of what a request asks for, independent of key order: the same key with a different digest is
 * another request reusing the key. Leave out what may change between resends of one submission (the
 * language of the page it was resent from).
 */
export function fingerprint(value: unknown): string {
  return createHash("sha256").update(canonicalJson(value)).digest("base64url");
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** The year in Brazil (protocol and reference numbers restart each year), from the domain's São Paulo date. */
export function yearInBrazil(now = new Date()): number {
  return Number(todayInSaoPaulo(now).slice(0, 4));
}
