/**
 * The dispatcher: sends the messages that are due (shared/messages.ts), exactly once each, and retries the ones
 * that fail. Also the sweep that writes the messages of a change whose handler died before writing them
 * (shared/notices.ts). In AWS a Lambda runs it every minute and whenever a message is written (handler.ts); locally
 * the backend runs it in a loop (amplify/local/dispatcher-loop.ts).
 *
 * Exactly once: a dispatcher first claims a message with a conditional update (still pending, due, and nobody
 * else's: claiming moves `dueAt` to the end of a lease, so nobody else finds it due while it is held), sends it,
 * then marks it sent on the condition that it still holds the lease. Of two dispatchers running at once, only one
 * claims a message. The message id is the delivery's idempotency key: the local outbox refuses a second file under
 * it (the message is then only marked sent). SES takes no key: see shared/notify.ts for the one window in which a
 * message can go out twice there.
 *
 * A failure adds an attempt and makes the message due again after a backoff (2 s, 4 s, 8 s… up to 10 min); after
 * MAX_ATTEMPTS it is a dead letter, kept with its last error until staff resend it.
 */
import { QueryCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { coletaNotices } from "../coleta-api/notifications";
import { contatoNotices } from "../contato-api/notifications";
import { db, isConditionFailure, tableName } from "../shared/dynamo";
import { MAX_ATTEMPTS, retryDelayMs, type Message } from "../shared/messages";
import { sweepNotices, type NoticeSource } from "../shared/notices";
import { transportFromEnv, type Transport } from "../shared/notify";
import { pages, type StartKey } from "../shared/pages";
import { CUSTOM_METRICS, logger, metric } from "../shared/logging";

/**
 * How long a claim holds a message. Longer than the dispatcher Lambda's timeout (amplify/api/notifications.ts), so an
 * invocation never outlives its lease: a message is retried by another only when the one that held it is gone.
 */
export const LEASE_MS = 2 * 60_000;

/** The tables whose records announce their changes, swept in this order. */
export const noticeSources: readonly NoticeSource[] = [coletaNotices, contatoNotices];

/** How long a change may wait for its own handler to write its messages before the sweep writes them. */
export const SWEEP_GRACE_MS = 60_000;

export type DispatchOptions = {
  /** Default: the environment's (shared/notify.ts transportFromEnv); null sends nothing. */
  transport?: Transport | null;
  leaseMs?: number;
  /** Epoch ms after which no new message is claimed (a Lambda stops before its timeout). */
  deadline?: number;
};

export type DispatchReport = {
  /** Handed to the transport now. */
  sent: string[];
  /** Found delivered before (the outbox file existed): marked sent, not sent again. */
  alreadySent: string[];
  /** Failed, due again later. */
  retried: string[];
  /** Failed for the last time: dead letters. */
  dead: string[];
};

let warnedNoTransport = false;

/**
 * Sends every pending message due at `now` (byState: "pending", dueAt up to now; every page), one at a time. Never
 * throws for a message that fails (it is retried later); throws only when the table cannot be read.
 */
export async function dispatchDue(now = new Date(), options: DispatchOptions = {}): Promise<DispatchReport> {
  const report: DispatchReport = { sent: [], alreadySent: [], retried: [], dead: [] };
  const transport = options.transport === undefined ? transportFromEnv() : options.transport;
  if (!transport) {
    if (!warnedNoTransport)
      logger.warn("dispatcher: neither OUTBOX_DIR nor NOTIFY_FROM is set; messages wait, pending");
    warnedNoTransport = true;
    return report;
  }
  // `now` may be ahead of the clock (tests); a long run moves on with the clock.
  const clock = () => new Date(Math.max(now.getTime(), Date.now()));
  const read = (start: StartKey | undefined) =>
    db().send(
      new QueryCommand({
        TableName: tableName("mensagem"),
        IndexName: "byState",
        KeyConditionExpression: "#state = :pending AND dueAt <= :now",
        ExpressionAttributeNames: { "#state": "state" },
        ExpressionAttributeValues: { ":pending": "pending", ":now": now.toISOString() },
        ExclusiveStartKey: start,
      }),
    );
  for await (const items of pages(read)) {
    for (const item of items) {
      if (options.deadline !== undefined && Date.now() > options.deadline) return report;
      // The index is eventually consistent: the claim, on the table, is what decides.
      const message = await claim(String(item.id), clock(), options.leaseMs ?? LEASE_MS);
      if (message) await deliver(message, transport, clock, report);
    }
  }
  return report;
}

/** Takes a due, pending message for this dispatcher until the lease ends; null when it is not (any more) available. */
async function claim(id: string, at: Date, leaseMs: number): Promise<Message | null> {
  const lease = new Date(at.getTime() + leaseMs).toISOString();
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName("mensagem"),
        Key: { id },
        UpdateExpression: "SET dueAt = :lease, leaseUntil = :lease",
        ConditionExpression: "#state = :pending AND dueAt <= :now",
        ExpressionAttributeNames: { "#state": "state" },
        ExpressionAttributeValues: { ":pending": "pending", ":now": at.toISOString(), ":lease": lease },
        ReturnValues: "ALL_NEW",
      }),
    );
    return (Attributes as Message | undefined) ?? null;
  } catch (error) {
    if (isConditionFailure(error)) return null; // sent, taken by another dispatcher, or no longer due
    throw error;
  }
}

async function deliver(
  message: Message,
  transport: Transport,
  clock: () => Date,
  report: DispatchReport,
): Promise<void> {
  let outcome: "sent" | "already-sent";
  try {
    outcome = (await transport.send(message)).outcome;
  } catch (error) {
    await failed(message, error, clock(), report);
    return;
  }
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName("mensagem"),
        Key: { id: message.id },
        UpdateExpression: "SET #state = :sent, sentAt = :at, via = :via REMOVE leaseUntil",
        ConditionExpression: "#state = :pending AND leaseUntil = :lease",
        ExpressionAttributeNames: { "#state": "state" },
        ExpressionAttributeValues: {
          ":sent": "sent",
          ":pending": "pending",
          ":at": clock().toISOString(),
          ":via": transport.name,
          ":lease": message.leaseUntil,
        },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // The lease ran out while sending (a clock far off, a send slower than the lease): another dispatcher has it now.
    logger.error("dispatcher: sent after its lease ran out", { messageId: message.id });
  }
  (outcome === "sent" ? report.sent : report.alreadySent).push(message.id);
}

async function failed(message: Message, error: unknown, at: Date, report: DispatchReport): Promise<void> {
  const attempts = (message.attempts ?? 0) + 1;
  const lastError = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 1000);
  const dead = attempts >= MAX_ATTEMPTS;
  logger.error(
    dead ? "dispatcher: failed for the last time, now a dead letter" : "dispatcher: failed, retried later",
    { messageId: message.id, attempt: attempts, maxAttempts: MAX_ATTEMPTS, topic: message.topic },
    lastError,
  );
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName("mensagem"),
        Key: { id: message.id },
        UpdateExpression: dead
          ? // dueAt (the byState index's sort key) becomes the moment it died: the staff's list is newest first by it.
            "SET #state = :dead, attempts = :attempts, lastError = :error, failedAt = :at, dueAt = :at REMOVE leaseUntil"
          : "SET attempts = :attempts, lastError = :error, dueAt = :due REMOVE leaseUntil",
        ConditionExpression: "#state = :pending AND leaseUntil = :lease",
        ExpressionAttributeNames: { "#state": "state" },
        ExpressionAttributeValues: {
          ":pending": "pending",
          ":attempts": attempts,
          ":error": lastError,
          ":lease": message.leaseUntil,
          ...(dead
            ? { ":dead": "dead", ":at": at.toISOString() }
            : { ":due": new Date(at.getTime() + retryDelayMs(attempts)).toISOString() }),
        },
      }),
    );
  } catch (updateError) {
    if (!isConditionFailure(updateError)) throw updateError;
    logger.error("dispatcher: failed after its lease ran out", { messageId: message.id });
    return;
  }
  if (dead) {
    // The dead-letter alarm (amplify/api/monitoring.ts) watches this metric.
    metric(CUSTOM_METRICS.deadLetters, 1, { messageId: message.id, topic: message.topic });
    report.dead.push(message.id);
  } else report.retried.push(message.id);
}

/** Dead letters and resending them (staff tools: EquipeAPI `/avisos-falhos`) live in shared/dead-letters.ts. */
export { listDeadLetters, resend } from "../shared/dead-letters";

/** The sweep over every table that announces its changes; returns the keys whose messages it wrote. */
export async function sweep(now = new Date(), graceMs = SWEEP_GRACE_MS): Promise<string[]> {
  const settled: string[] = [];
  for (const source of noticeSources) settled.push(...(await sweepNotices(source, now, graceMs)));
  return settled;
}
