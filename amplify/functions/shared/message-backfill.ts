/**
 * One-off backfill for the mensagem table's byPerson index (issue 29; amplify/README.md, Scale): messages written
 * before it lack `person`, so closing an account would not find them. It reads the table once (a scan, never on a
 * customer's or staff member's path) and sets `person` (messages.ts personOf) with a conditional update, so running it
 * again, or while the site is live, changes nothing twice. Erased messages (a closed account's) get none. The local
 * backend runs it when it rebuilds an older table; in AWS, scripts/backfill-message-person.mts after the deployment.
 */
import { ScanCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { ERASED } from "../../../src/domain/retention";
import { db, isConditionFailure, tableName } from "./dynamo";
import { personOf } from "./messages";
import { pages, type StartKey } from "./pages";

/** Messages without `person`: their person's address. Returns how many were updated. */
export async function backfillMessagePersons(): Promise<number> {
  let updated = 0;
  const read = (start: StartKey | undefined) =>
    db().send(
      new ScanCommand({
        TableName: tableName("mensagem"),
        FilterExpression: "attribute_not_exists(#person) AND #to <> :erased",
        ExpressionAttributeNames: { "#person": "person", "#to": "to", "#topic": "topic", "#replyTo": "replyTo" },
        ExpressionAttributeValues: { ":erased": ERASED },
        ProjectionExpression: "id, #to, #topic, #replyTo",
        ExclusiveStartKey: start,
      }),
    );
  for await (const items of pages(read)) {
    for (const item of items) {
      if (typeof item.to !== "string" || typeof item.topic !== "string") continue;
      const person = personOf({
        to: item.to,
        topic: item.topic,
        replyTo: typeof item.replyTo === "string" ? item.replyTo : undefined,
      });
      if (!person) continue;
      try {
        await db().send(
          new UpdateCommand({
            TableName: tableName("mensagem"),
            Key: { id: item.id },
            UpdateExpression: "SET #person = :person",
            ConditionExpression: "attribute_not_exists(#person) AND #to <> :erased",
            ExpressionAttributeNames: { "#person": "person", "#to": "to" },
            ExpressionAttributeValues: { ":person": person, ":erased": ERASED },
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
