/**
 * `npx tsx scripts/backfill-message-person.mts --table=<mensagem table's physical name>` (AWS credentials and
 * AWS_REGION=us-east-1 in the environment): once, after the deployment that adds the mensagem table's byPerson index,
 * gives the messages stored before it their `person`, so closing an account finds and erases them (amplify/README.md,
 * Scale). Safe to run again, or while the site is live: each row is a conditional update. The local backend does the
 * same by itself when it rebuilds an older table.
 */
import { backfillTable, secondsSince } from "./lib/backfill-table";

const table = backfillTable("mensagem", "TABLE_MENSAGEM");
const { backfillMessagePersons } = await import("../amplify/functions/shared/message-backfill");
const started = Date.now();
const updated = await backfillMessagePersons();
console.log(`${table}: ${updated} messages indexed by person (${secondsSince(started)} s)`);
