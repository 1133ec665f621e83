/**
 * The privacy policy's promise for survey answers ("two years after the reply; afterwards only aggregate numbers, with
 * no link to you"; the period: src/domain/retention.ts SURVEY_RETENTION_YEARS), kept on the dispatcher's schedule (in
 * AWS every minute, amplify/functions/dispatcher/handler.ts; locally with the Time to Live sweep, amplify/local/
 * dispatcher-loop.ts). An answer older than the period is split in two:
 *
 * - its score, language, time and month go to a row of their own, `ANON#<the answer's random id>`, with no protocol,
 *   account or comment: the staff's survey results (byMonth) count it as before;
 * - its own row (keyed by the collection's protocol) keeps the protocol alone, with `anonymisedAt`: the one survey per
 *   request still stands (another answer is 409 already_answered), and no index lists it any more.
 *
 * The anonymous row is a conditional put under a key derived from the answer (a crash before the second write repeats
 * the same put, which writes nothing); the second write is conditional on the score still being there. Reads the
 * byMonth index for the months around the cutoff (SWEPT_MONTHS), a query each: no scan.
 */
import { PutCommand, QueryCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { surveyAnonymisedBefore } from "../../../src/domain/retention";
import { db, isConditionFailure, tableName } from "../shared/dynamo";
import { pages, type StartKey } from "../shared/pages";
import { MONTH_INDEX, monthsBetween, surveyMonth } from "../equipe-api/surveys";

/** The prefix of an anonymous answer's key. */
export const ANONYMOUS_PREFIX = "ANON#";
/** How many months up to the cutoff's each run reads: a schedule that stopped for weeks still catches up. */
export const SWEPT_MONTHS = 3;

/** Anonymises every answer given before the period at `now`; returns the protocols it unlinked. */
export async function anonymiseOldSurveys(now = new Date()): Promise<string[]> {
  const cutoff = surveyAnonymisedBefore(now);
  const first = new Date(cutoff);
  first.setUTCMonth(first.getUTCMonth() - (SWEPT_MONTHS - 1), 1);
  const months = monthsBetween(first.toISOString().slice(0, 10), `${surveyMonth(cutoff)}-01`);
  const done: string[] = [];
  for (const month of months) {
    const read = (start: StartKey | undefined) =>
      db().send(
        new QueryCommand({
          TableName: tableName("pesquisa"),
          IndexName: MONTH_INDEX,
          KeyConditionExpression: "#month = :month AND createdAt < :cutoff",
          FilterExpression: "NOT begins_with(protocol, :anonymous)",
          ExpressionAttributeNames: { "#month": "month" },
          ExpressionAttributeValues: { ":month": month, ":cutoff": cutoff, ":anonymous": ANONYMOUS_PREFIX },
          ExclusiveStartKey: start,
        }),
      );
    for await (const items of pages(read)) {
      for (const item of items) if (await anonymise(item, now)) done.push(String(item.protocol));
    }
  }
  return done;
}

async function anonymise(item: Record<string, unknown>, now: Date): Promise<boolean> {
  if (typeof item.score !== "number" || typeof item.id !== "string") return false;
  try {
    await db().send(
      new PutCommand({
        TableName: tableName("pesquisa"),
        Item: {
          protocol: `${ANONYMOUS_PREFIX}${item.id}`,
          score: item.score,
          language: item.language,
          createdAt: item.createdAt,
          month: item.month,
        },
        ConditionExpression: "attribute_not_exists(protocol)",
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error; // written before a crash: the same row
  }
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName("pesquisa"),
        Key: { protocol: item.protocol },
        UpdateExpression:
          "SET #at = :now REMOVE #score, #comment, #customer, #id, #key, #fingerprint, #language, #created, #month",
        ConditionExpression: "attribute_exists(#score)",
        ExpressionAttributeNames: {
          "#at": "anonymisedAt",
          "#score": "score",
          "#comment": "comment",
          "#customer": "customerId",
          "#id": "id",
          "#key": "idempotencyKey",
          "#fingerprint": "fingerprint",
          "#language": "language",
          "#created": "createdAt",
          "#month": "month",
        },
        ExpressionAttributeValues: { ":now": now.toISOString() },
      }),
    );
    return true;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return false;
  }
}
