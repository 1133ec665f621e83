/**
 * One-off backfill for the mensagem table's byPerson index (issue 29; amplify/README.md, Scale): messages written
 * before it lack `person`, so closing an account would not find them. It sets `person` (messages.ts personOf) through
 * backfill.ts (one scan, conditional updates). Erased messages (a closed account's) get none. The local
 * backend runs it when it rebuilds an older table; in AWS, scripts/backfill-message-person.mts after the deployment.
 */
import { ERASED } from "../../../src/domain/retention";
import { backfillIndexKey } from "./backfill";
import { personOf } from "./messages";

/** Messages without `person`: their person's address. Returns how many were updated. */
export function backfillMessagePersons(): Promise<number> {
  return backfillIndexKey({
    table: "mensagem",
    key: "id",
    lacking: "attribute_not_exists(#person) AND #to <> :erased",
    names: { "#person": "person", "#to": "to" },
    values: { ":erased": ERASED },
    reads: ["to", "topic", "replyTo"],
    set: (row) => {
      if (typeof row.to !== "string" || typeof row.topic !== "string") return null;
      const replyTo = typeof row.replyTo === "string" ? row.replyTo : undefined;
      const person = personOf({ to: row.to, topic: row.topic, replyTo });
      return person ? { person } : null;
    },
  });
}
