import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { tables, type TableDef } from "../../data/tables";
import { clientFor } from "./client-cache";

/** One document client per Lambda container (locally AWS_ENDPOINT_URL_DYNAMODB points it at dynalite). */
export const db: () => DynamoDBDocumentClient = clientFor("AWS_ENDPOINT_URL_DYNAMODB", () =>
  DynamoDBDocumentClient.from(new DynamoDBClient({}), { marshallOptions: { removeUndefinedValues: true } }),
);

/** The real name of a table, from the environment variable amplify/data/tables.ts declares for it. */
export function tableName(name: TableDef["name"]): string {
  const env = tables.find((table) => table.name === name)?.env ?? "";
  const value = process.env[env];
  if (!value) throw new Error(`${env} is not set`);
  return value;
}

export function isConditionFailure(error: unknown): boolean {
  return (error as { name?: string } | null)?.name === "ConditionalCheckFailedException";
}
