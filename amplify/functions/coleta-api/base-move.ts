/**
 * An operator moves a request to another base (src/domain/bases.ts: baseMoveSchema): one conditional update on the
 * base the request is at when read, so of two concurrent moves exactly one is written and the other is refused
 * (409); the move goes into `history` (who, when, the reason, both bases) with the action's idempotency key and a
 * digest of its body: the same key again answers as the first time (200), with another body it is refused (422).
 * The status does not change and nothing is announced to the customer.
 */
import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { baseById } from "../../../src/domain/bases";
import { type BaseMoveRequest } from "../../../src/domain/base-ids";
import type { StoredColeta } from "../../../src/domain/coleta";
import type { HistoryEntry } from "../../../src/domain/lifecycle";
import { bases } from "../shared/bases";
import { db, isConditionFailure, tableName } from "../shared/dynamo";
import { fingerprint } from "../shared/idempotent";
import { getStored, storedRecord } from "./coleta-store";
import { operatorStep, type Operator } from "./transitions";

export type MoveOutcome =
  | { kind: "done"; entry: HistoryEntry; record: StoredColeta }
  | { kind: "not_found" }
  | { kind: "unknown_base" }
  /** Already at that base, or moved by someone else since it was read: where it is now. */
  | { kind: "conflict"; baseId: string | null }
  | { kind: "mismatch" };

function bodyFingerprint(request: BaseMoveRequest): string {
  const { idempotencyKey: _key, ...body } = request;
  return fingerprint({ move: body });
}

/** The earlier answer for this key, if the record has a move with it. */
function replayOf(record: StoredColeta, request: BaseMoveRequest, digest: string): MoveOutcome | null {
  const step = record.history?.find((entry) => entry.idempotencyKey === request.idempotencyKey);
  if (!step) return null;
  if (!step.base || step.fingerprint !== digest) return { kind: "mismatch" };
  return { kind: "done", entry: step, record };
}

export async function moveToBase(protocol: string, request: BaseMoveRequest, operator: Operator): Promise<MoveOutcome> {
  if (baseById(bases, request.baseId)?.kind !== "base") return { kind: "unknown_base" };
  const current = await getStored(protocol);
  if (!current) return { kind: "not_found" };
  const digest = bodyFingerprint(request);
  const earlier = replayOf(current, request, digest);
  if (earlier) return earlier;
  if (current.baseId === request.baseId) return { kind: "conflict", baseId: current.baseId };

  const at = new Date().toISOString();
  const entry = operatorStep(operator, {
    from: current.status,
    to: current.status,
    at,
    note: request.reason,
    idempotencyKey: request.idempotencyKey,
    fingerprint: digest,
    base: { from: current.baseId ?? null, to: request.baseId },
  });
  try {
    const result = await db().send(
      new UpdateCommand({
        TableName: tableName("coleta"),
        Key: { protocol },
        UpdateExpression:
          "SET baseId = :to, updatedAt = :at, history = list_append(if_not_exists(history, :empty), :entry)",
        // Where it was when read: a move in between (by someone else) wins, this one is refused.
        ConditionExpression: current.baseId
          ? "#kind = :coleta AND baseId = :from"
          : "#kind = :coleta AND attribute_not_exists(baseId)",
        ExpressionAttributeNames: { "#kind": "kind" },
        ExpressionAttributeValues: {
          ":to": request.baseId,
          ":at": at,
          ":entry": [entry],
          ":empty": [],
          ":coleta": "coleta",
          ...(current.baseId ? { ":from": current.baseId } : {}),
        },
        ReturnValues: "ALL_NEW",
      }),
    );
    return { kind: "done", entry, record: result.Attributes ? storedRecord(result.Attributes) : current };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const now = await getStored(protocol);
    const replay = now ? replayOf(now, request, digest) : null;
    if (replay) return replay;
    return { kind: "conflict", baseId: now?.baseId ?? null };
  }
}
