import { GetCommand, PutCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { formatProtocol, type ColetaRecord, type ColetaRequest } from "../../../src/domain/coleta";
import { db, tableName } from "../shared/dynamo";
import { createOnce, yearInBrazil } from "../shared/idempotent";
import { nextNumber } from "../shared/sequence";

/** What the API answers about a stored request (never its internal attributes). */
export function publicRecord(item: Record<string, unknown>): ColetaRecord {
  const { idempotencyKey: _key, kind: _kind, ...record } = item;
  return record as ColetaRecord;
}

/**
 * Stores a validated request once per idempotency key: a new protocol `COL-<year>-<6 digits>` from the year's
 * counter, status "recebida". The same key again returns the first request, unchanged.
 */
export async function createColeta(
  request: ColetaRequest,
  customerId: string | null,
): Promise<{ created: boolean; record: ColetaRecord } | { conflict: true }> {
  const result = await createOnce({
    table: "coleta",
    keyAttribute: "protocol",
    idempotencyKey: request.idempotencyKey,
    customerId,
    create: async () => {
      const now = new Date();
      const year = yearInBrazil(now);
      const protocol = formatProtocol(year, await nextNumber(`coleta#${year}`));
      const { idempotencyKey: _key, ...fields } = request;
      const record: ColetaRecord = { ...fields, protocol, status: "recebida", createdAt: now.toISOString(), customerId };
      await db().send(
        new PutCommand({
          TableName: tableName("coleta"),
          // customerId only when there is one: the byCustomer index then holds customers' requests only.
          Item: { ...record, customerId: customerId ?? undefined, kind: "coleta" },
          ConditionExpression: "attribute_not_exists(#protocol)",
          ExpressionAttributeNames: { "#protocol": "protocol" },
        }),
      );
      return { target: protocol, value: record };
    },
  });
  if (result.kind === "conflict") return { conflict: true };
  if (result.kind === "created") return { created: true, record: result.value };
  const item = await getColeta(result.target);
  if (!item) return { conflict: true };
  return { created: false, record: item };
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
