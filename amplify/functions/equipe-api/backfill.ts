/**
 * One-off backfills for the indexes the back-office added (amplify/README.md, Scale): rows written before them lack
 * the index's key, so no list finds them. Each reads the table once (the only scans besides coleta's linking
 * backfill) and sets the key with a conditional update (safe to run again, and while the site is live). The local
 * backend runs them when it rebuilds an older table; in AWS, scripts/backfill-backoffice.mts after the deployment.
 */
import { ScanCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { contatoTopics, type ContatoTopic } from "../../../src/domain/contato";
import { db, isConditionFailure, tableName } from "../shared/dynamo";
import { pages, type StartKey } from "../shared/pages";
import { inboxFields } from "./inbox";
import { surveyMonth } from "./surveys";

/** Contact messages without `inbox`: new ("nova") in their topic's inbox. Returns how many were updated. */
export async function backfillInbox(): Promise<number> {
  let updated = 0;
  const read = (start: StartKey | undefined) =>
    db().send(
      new ScanCommand({
        TableName: tableName("contato"),
        FilterExpression: "#kind = :contato AND attribute_not_exists(inbox)",
        ExpressionAttributeNames: { "#kind": "kind", "#reference": "reference", "#topic": "topic" },
        ExpressionAttributeValues: { ":contato": "contato" },
        ProjectionExpression: "#reference, #topic",
        ExclusiveStartKey: start,
      }),
    );
  for await (const items of pages(read)) {
    for (const item of items) {
      if (!(contatoTopics as readonly unknown[]).includes(item.topic)) continue;
      const fields = inboxFields(item.topic as ContatoTopic);
      try {
        await db().send(
          new UpdateCommand({
            TableName: tableName("contato"),
            Key: { reference: item.reference },
            UpdateExpression: "SET #status = :status, inbox = :inbox",
            ConditionExpression: "#kind = :contato AND attribute_not_exists(inbox) AND attribute_not_exists(#status)",
            ExpressionAttributeNames: { "#kind": "kind", "#status": "status" },
            ExpressionAttributeValues: { ":status": fields.status, ":inbox": fields.inbox, ":contato": "contato" },
          }),
        );
        updated += 1;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    }
  }
  return updated;
}

/** Survey answers without `month`: the São Paulo month of their creation. Returns how many were updated. */
export async function backfillSurveyMonths(): Promise<number> {
  let updated = 0;
  const read = (start: StartKey | undefined) =>
    db().send(
      new ScanCommand({
        TableName: tableName("pesquisa"),
        FilterExpression: "attribute_exists(score) AND attribute_not_exists(#month)",
        ExpressionAttributeNames: { "#month": "month", "#protocol": "protocol", "#createdAt": "createdAt" },
        ProjectionExpression: "#protocol, #createdAt",
        ExclusiveStartKey: start,
      }),
    );
  for await (const items of pages(read)) {
    for (const item of items) {
      if (typeof item.createdAt !== "string") continue;
      try {
        await db().send(
          new UpdateCommand({
            TableName: tableName("pesquisa"),
            Key: { protocol: item.protocol },
            UpdateExpression: "SET #month = :month",
            ConditionExpression: "attribute_not_exists(#month)",
            ExpressionAttributeNames: { "#month": "month" },
            ExpressionAttributeValues: { ":month": surveyMonth(item.createdAt) },
          }),
        );
        updated += 1;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    }
  }
  return updated;
}
