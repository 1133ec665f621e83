/**
 * One-off backfills for the indexes the back-office added (amplify/README.md, Scale): rows written before them lack
 * the index's key, so no list finds them. Each runs through shared/backfill.ts (one scan, conditional updates). The
 * local backend runs them when it rebuilds an older table; in AWS, scripts/backfill-backoffice.mts after the
 * deployment.
 */
import { contatoTopics, type ContatoTopic } from "../../../src/domain/contato";
import { backfillIndexKey } from "../shared/backfill";
import { inboxFields } from "./inbox";
import { surveyMonth } from "./surveys";

/** Contact messages without `inbox`: new ("nova") in their topic's inbox. Returns how many were updated. */
export function backfillInbox(): Promise<number> {
  return backfillIndexKey({
    table: "contato",
    key: "reference",
    lacking: "#kind = :contato AND attribute_not_exists(inbox) AND attribute_not_exists(#status)",
    names: { "#kind": "kind", "#status": "status" },
    values: { ":contato": "contato" },
    reads: ["topic"],
    set: (row) =>
      (contatoTopics as readonly unknown[]).includes(row.topic) ? inboxFields(row.topic as ContatoTopic) : null,
  });
}

/** Survey answers without `month`: the São Paulo month of their creation. Returns how many were updated. */
export function backfillSurveyMonths(): Promise<number> {
  return backfillIndexKey({
    table: "pesquisa",
    key: "protocol",
    lacking: "attribute_exists(score) AND attribute_not_exists(#month)",
    names: { "#month": "month" },
    reads: ["createdAt"],
    set: (row) => (typeof row.createdAt === "string" ? { month: surveyMonth(row.createdAt) } : null),
  });
}
