/**
 * `npx tsx scripts/backfill-unlinked-email.mts --table=<coleta table's physical name>` (AWS credentials and
 * AWS_REGION=us-east-1 in the environment): once, after the deployment that adds the coleta table's
 * byUnlinkedEmail index, gives the requests sent without an account before it their `unlinkedEmail`, so
 * `POST /coleta/vincular` finds them (amplify/README.md, Scale). Safe to run again, or while the site is live: each
 * row is a conditional update. The local backend does the same by itself when it rebuilds an older table.
 */
import { backfillTable, secondsSince } from "./lib/backfill-table";

const table = backfillTable("coleta", "TABLE_COLETA");
const { backfillUnlinkedEmails } = await import("../amplify/functions/coleta-api/coleta-store");
const started = Date.now();
const updated = await backfillUnlinkedEmails();
console.log(`${table}: ${updated} requests sent without an account indexed for linking (${secondsSince(started)} s)`);
