import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "./dynamo";

/**
 * The next number of a counter ("coleta#2026"): an atomic ADD on one item, so concurrent requests get distinct,
 * consecutive numbers and a number is never handed out twice (no transactions needed; dynalite has none).
 */
export async function nextNumber(counter: string): Promise<number> {
  const result = await db().send(
    new UpdateCommand({
      TableName: tableName("sequence"),
      Key: { name: counter },
      UpdateExpression: "ADD #value :one",
      ExpressionAttributeNames: { "#value": "value" },
      ExpressionAttributeValues: { ":one": 1 },
      ReturnValues: "UPDATED_NEW",
    }),
  );
  return Number(result.Attributes?.value);
}
