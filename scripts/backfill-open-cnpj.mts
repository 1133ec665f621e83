/**
 * `npx tsx scripts/backfill-open-cnpj.mts --table=<coleta table's physical name>` (AWS credentials and
 * AWS_REGION=us-east-1 in the environment): once, after the deployment that adds the coleta table's byOpenCnpj index,
 * gives the open requests stored before it their `openCnpj`, so the duplicate warning finds them (amplify/README.md,
 * Scale). Safe to run again, or while the site is live: each row is a conditional update. The local backend does the
 * same by itself when it rebuilds an older table.
 */
import { backfillTable, secondsSince } from "./lib/backfill-table";

const table = backfillTable("coleta", "TABLE_COLETA");
const { backfillOpenCnpj } = await import("../amplify/functions/coleta-api/coleta-store");
const started = Date.now();
const updated = await backfillOpenCnpj();
console.log(`${table}: ${updated} open requests indexed by CNPJ (${secondsSince(started)} s)`);
