import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { maxSequenceNumber } from "../../../src/domain/fields";
import { db, isConditionFailure, tableName } from "./dynamo";

/** The year's counter reached the largest number a protocol can hold: the API answers 503, nothing is written. */
export class SequenceExhaustedError extends Error {
  constructor(counter: string) {
    super(`Counter ${counter} reached ${maxSequenceNumber}`);
    this.name = "SequenceExhaustedError";
  }
}

/**
 * The next number of a counter ("coleta#2026"): an atomic ADD on one item, so concurrent requests get distinct
 * numbers and a number is never handed out twice (no transactions needed; dynalite has none). The condition
 * keeps the counter at `max` once it gets there, so an exhausted year stays exhausted instead of overflowing.
 */
export async function nextNumber(counter: string, max = maxSequenceNumber): Promise<number> {
  try {
    const result = await db().send(
      new UpdateCommand({
        TableName: tableName("sequence"),
        Key: { name: counter },
        UpdateExpression: "ADD #value :one",
        ConditionExpression: "attribute_not_exists(#value) OR #value < :max",
        ExpressionAttributeNames: { "#value": "value" },
        ExpressionAttributeValues: { ":one": 1, ":max": max },
        ReturnValues: "UPDATED_NEW",
      }),
    );
    return Number(result.Attributes?.value);
  } catch (error) {
    if (isConditionFailure(error)) throw new SequenceExhaustedError(counter);
    throw error;
  }
}
