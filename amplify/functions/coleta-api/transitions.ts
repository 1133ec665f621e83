/**
 * Operators move a request through its life (src/domain/lifecycle.ts). Each transition is one conditional
 * update on the request's current status: of two concurrent transitions from the same status exactly one is
 * written, the other finds the status changed and is refused (409). The step goes into `history` with who, when
 * and the note, and carries the request's idempotency key and a digest of its body: the same key again answers
 * as the first time (200), the same key with another body is refused (422).
 *
 * The update also marks the change as not yet announced (`noticesPending`, shared/notices.ts) in the same write; right
 * after it the e-mail to the contact is written to the messages table and the mark removed (the dispatcher sends it;
 * its sweep writes it if this function dies in between). Push notices are still sent from here, at most once.
 *
 * `certificada` also makes the certificate. Its code and issue time are written with the status (the commit
 * point); the PDF, a function of the record alone, is then stored in S3 and its SHA-256 written to the record.
 * If the function dies in between, the record is `certificada` without a hash (the certificate is not offered
 * yet) and the operator's retry with the same key finishes it, writing the same bytes.
 */
import { PutCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { site } from "../../../src/config/site";
import type { StoredColeta } from "../../../src/domain/coleta";
import {
  canMove,
  collectedBeforeRequest,
  detailsOf,
  noteOf,
  type HistoryEntry,
  type LifecycleStatus,
  type TransitionRequest,
} from "../../../src/domain/lifecycle";
import { db, isConditionFailure, tableName } from "../shared/dynamo";
import { putPdf } from "../shared/files";
import { fingerprint } from "../shared/idempotent";
import { settleAfterChange } from "../shared/notices";
import { pushToCustomer } from "../shared/push";
import { certificateKey, certificatePdf, newVerificationCode, sha256Hex } from "./certificate";
import { getStored, isOpen, OPEN_CNPJ, storedRecord } from "./coleta-store";
import { collector } from "./collector";
import { coletaNotices, pushMessageFor } from "./notifications";

export type Operator = { sub: string; email?: string };

export type TransitionOutcome =
  | { kind: "done"; entry: HistoryEntry; record: StoredColeta; replayed: boolean }
  | { kind: "not_found" }
  | { kind: "invalid"; status: LifecycleStatus }
  /** A body the schema accepts but the record refuses (a collection dated before the request: 400 on that field). */
  | { kind: "refused"; field: string; code: "date_before_request" }
  | { kind: "mismatch" };

/** The pointer from a verification code to its request (`CERT#<code>` in the coleta table). */
export function certificatePointer(code: string): string {
  return `CERT#${code}`;
}

/**
 * An operator's step of a request's history: who (their `sub` and e-mail) and when, the action's key and the digest
 * of its body (a transition here, a move to another base in base-move.ts).
 */
export function operatorStep(
  operator: Operator,
  step: Omit<HistoryEntry, "by" | "byEmail" | "idempotencyKey"> & { idempotencyKey: string; fingerprint: string },
): HistoryEntry & { fingerprint: string } {
  const { note, ...rest } = step;
  return {
    ...rest,
    by: operator.sub,
    ...(operator.email ? { byEmail: operator.email } : {}),
    ...(note ? { note } : {}),
  };
}

function bodyFingerprint(request: TransitionRequest): string {
  const { idempotencyKey: _key, ...body } = request;
  return fingerprint(body);
}

export async function applyTransition(
  protocol: string,
  request: TransitionRequest,
  operator: Operator,
): Promise<TransitionOutcome> {
  const current = await getStored(protocol);
  if (!current) return { kind: "not_found" };
  const digest = bodyFingerprint(request);
  const earlier = replayOf(current, request, digest);
  if (earlier) return finishReplay(earlier);
  if (!canMove(current.status, request.to)) return { kind: "invalid", status: current.status };
  if (request.to === "coletada" && collectedBeforeRequest(request.collectedOn, current.createdAt))
    return { kind: "refused", field: "collectedOn", code: "date_before_request" };

  const at = new Date().toISOString();
  const note = noteOf(request);
  const entry = operatorStep(operator, {
    from: current.status,
    to: request.to,
    at,
    note,
    idempotencyKey: request.idempotencyKey,
    fingerprint: digest,
  });
  const details: Record<string, unknown> = { ...detailsOf(request) };
  if (request.to === "certificada") {
    const code = await reserveCode(protocol);
    details.certificate = { code, issuedAt: at, key: certificateKey(protocol, current.identityId) };
  }

  const names: Record<string, string> = { "#status": "status", "#kind": "kind" };
  const values: Record<string, unknown> = {
    ":from": current.status,
    ":to": request.to,
    ":at": at,
    ":entry": [entry],
    ":empty": [],
    ":coleta": "coleta",
  };
  // The marker keeps an older step not announced yet: announcing goes on from the oldest (notifications.ts: coletaNotices).
  const sets = [
    "#status = :to",
    "updatedAt = :at",
    "history = list_append(if_not_exists(history, :empty), :entry)",
    "noticesPending = if_not_exists(noticesPending, :to)",
    "noticesAt = if_not_exists(noticesAt, :at)",
  ];
  for (const [name, value] of Object.entries(details)) {
    names[`#${name}`] = name;
    values[`:${name}`] = value;
    sets.push(`#${name} = :${name}`);
  }
  // A request collected or cancelled is no longer open: out of the byOpenCnpj index (coleta-store.ts: openCnpjOf).
  const removes = isOpen(request.to) ? [] : [OPEN_CNPJ];
  let updated: StoredColeta;
  try {
    const result = await db().send(
      new UpdateCommand({
        TableName: tableName("coleta"),
        Key: { protocol },
        UpdateExpression: `SET ${sets.join(", ")}${removes.length ? ` REMOVE ${removes.join(", ")}` : ""}`,
        ConditionExpression: "#kind = :coleta AND #status = :from",
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: "ALL_NEW",
      }),
    );
    updated = result.Attributes ? storedRecord(result.Attributes) : current;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // Someone moved it first. If that was this very request (the same key, sent twice at once), answer as it.
    const now = await getStored(protocol);
    const replay = now ? replayOf(now, request, digest) : null;
    if (replay) return finishReplay(replay);
    return { kind: "invalid", status: now?.status ?? current.status };
  }

  if (request.to === "certificada") {
    const finished = await finishCertificate(updated);
    updated = finished.record;
    if (finished.wrote) await announce(updated, request.to);
  } else {
    await announce(updated, request.to);
  }
  return { kind: "done", entry, record: updated, replayed: false };
}

/** The earlier answer for this idempotency key, if the record has a step with it (finishing a certificate left halfway). */
function replayOf(record: StoredColeta, request: TransitionRequest, digest: string): TransitionOutcome | null {
  const step = record.history?.find((entry) => entry.idempotencyKey === request.idempotencyKey);
  if (!step) return null;
  if (step.base || step.fingerprint !== digest || step.to !== request.to) return { kind: "mismatch" };
  return { kind: "done", entry: step, record, replayed: true };
}

/**
 * Completes a replayed certification whose PDF was never stored (and announces it then, as the first call would have).
 * Any other replay writes the messages the first call may have died before writing (nothing, when it did not).
 */
async function finishReplay(outcome: TransitionOutcome): Promise<TransitionOutcome> {
  if (outcome.kind !== "done") return outcome;
  if (outcome.entry.to !== "certificada" || outcome.record.certificate?.sha256) {
    await settleAfterChange(coletaNotices, outcome.record.protocol);
    return outcome;
  }
  const finished = await finishCertificate(outcome.record);
  if (finished.wrote) await announce(finished.record, "certificada");
  else await settleAfterChange(coletaNotices, outcome.record.protocol);
  return { ...outcome, record: finished.record };
}

/** A fresh verification code with its pointer written (a clash, 1 in 2^60, draws again). */
async function reserveCode(protocol: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = newVerificationCode();
    try {
      await db().send(
        new PutCommand({
          TableName: tableName("coleta"),
          // No status, customerId or createdAt: no index lists it. An unused pointer (a lost race) leads nowhere:
          // verification also checks the request's own code.
          Item: { protocol: certificatePointer(code), kind: "certificate", target: protocol },
          ConditionExpression: "attribute_not_exists(protocol)",
        }),
      );
      return code;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  throw new Error("No free verification code after 5 draws");
}

/** Renders and stores the PDF of a certified record, then writes its SHA-256 (once: the first writer wins). */
async function finishCertificate(record: StoredColeta): Promise<{ record: StoredColeta; wrote: boolean }> {
  const certificate = record.certificate;
  if (!certificate || certificate.sha256) return { record, wrote: false };
  const pdf = certificatePdf(record, collector, site.url);
  await putPdf(certificate.key, pdf);
  const sha256 = sha256Hex(pdf);
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName("coleta"),
        Key: { protocol: record.protocol },
        UpdateExpression: "SET certificate.sha256 = :sha",
        ConditionExpression: "certificate.code = :code AND attribute_not_exists(certificate.sha256)",
        ExpressionAttributeValues: { ":sha": sha256, ":code": certificate.code },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // A concurrent retry stored the same bytes first.
    return { record: (await getStored(record.protocol)) ?? record, wrote: false };
  }
  return { record: { ...record, certificate: { ...certificate, sha256 } }, wrote: true };
}

/**
 * One e-mail to the request's contact (a message, sent by the dispatcher) and one push to each browser of its
 * customer (if any) per status change.
 */
async function announce(record: StoredColeta, status: LifecycleStatus): Promise<void> {
  const customerId = record.customerId;
  await Promise.all([
    settleAfterChange(coletaNotices, record.protocol),
    customerId && status !== "recebida"
      ? pushToCustomer(customerId, (language) => pushMessageFor(record, status, language))
      : undefined,
  ]);
}
