/**
 * `npx tsx scripts/backfill-backoffice.mts --contato=<contato table> --pesquisa=<pesquisa table>` (AWS credentials and
 * AWS_REGION=us-east-1 in the environment): once, after the deployment that adds the contato table's byInbox and the
 * pesquisa table's byMonth indexes, gives the rows stored before them the index keys (`inbox`, `status`: new; `month`),
 * so the staff's inbox and survey results find them (amplify/README.md, Scale). Safe to run again, or while the site
 * is live: each row is a conditional update. The local backend does the same by itself when it rebuilds an older table.
 */
import { backfillTable, secondsSince } from "./lib/backfill-table";

const contato = backfillTable("contato", "TABLE_CONTATO", "contato");
const pesquisa = backfillTable("pesquisa", "TABLE_PESQUISA", "pesquisa");
const { backfillInbox, backfillSurveyMonths } = await import("../amplify/functions/equipe-api/backfill");
const started = Date.now();
const messages = await backfillInbox();
const answers = await backfillSurveyMonths();
console.log(
  `${contato}: ${messages} messages put in the inbox; ${pesquisa}: ${answers} survey answers given their month (${secondsSince(started)} s)`,
);
