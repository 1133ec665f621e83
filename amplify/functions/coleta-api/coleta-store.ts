import { GetCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { formatProtocol, type ColetaRecord, type ColetaRequest } from "../../../src/domain/coleta";
import { db, tableName } from "../shared/dynamo";
import { createOnce, fingerprint, yearInBrazil } from "../shared/idempotent";
import { nextNumber } from "../shared/sequence";

/** What the API answers about a stored request (never its internal attributes). */
export function publicRecord(item: Record<string, unknown>): ColetaRecord {
  const { idempotencyKey: _key, kind: _kind, ...record } = item;
  return record as ColetaRecord;
}

/**
 * Stores a validated request exactly once per idempotency key (see createOnce): a new protocol
 * `COL-<year>-<number>` from the year's counter, status "recebida", the key kept on the record. The same key
 * again returns the request as it is now; the same key with other content is a mismatch. Throws
 * SequenceExhaustedError when the year has no number left (nothing is written).
 */
export async function createColeta(
  request: ColetaRequest,
  customerId: string | null,
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
      const record: ColetaRecord = { ...stored, protocol, status: "recebida", createdAt: now.toISOString(), customerId };
      // customerId only when there is one: the byCustomer index then holds customers' requests only.
      return { target: protocol, item: { ...record, customerId: customerId ?? undefined, kind: "coleta", idempotencyKey } };
    },
  });
  if (result.kind === "mismatch") return { mismatch: true };
  if (result.kind === "created") return { created: true, record: publicRecord({ ...result.item, customerId: result.item.customerId ?? null }) };
  // A resend: the request as it is now (an operator may have moved it on since).
  const current = await getColeta(result.target);
  return { created: false, record: current ?? publicRecord({ ...result.item, customerId: result.item.customerId ?? null }) };
}

export async function getColeta(protocol: string): Promise<ColetaRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName("coleta"), Key: { protocol }, ConsistentRead: true }));
  if (!Item || Item.kind !== "coleta") return null;
  return publicRecord({ customerId: null, ...Item });
}

/** A customer's requests, newest first. */
export async function listColetas(customerId: string): Promise<ColetaRecord[]> {
  const items: ColetaRecord[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName("coleta"),
        IndexName: "byCustomer",
        KeyConditionExpression: "customerId = :customer",
        ExpressionAttributeValues: { ":customer": customerId },
        ScanIndexForward: false,
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) items.push(publicRecord(item));
    start = page.LastEvaluatedKey;
  } while (start && items.length < 1000);
  return items;
}
