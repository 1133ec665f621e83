/**
 * `npx tsx scripts/backfill-retention.mts --contato=<contato table> --mensagem=<mensagem table>` (AWS credentials and
 * AWS_REGION=us-east-1 in the environment): once, after the deployment that gives contact messages and applications
 * their Time to Live (issue 29), gives the messages, claims and e-mails stored before it their `purgeAt`, so they are
 * deleted when the privacy policy says (amplify/README.md, Retention). Safe to run again, or while the site is live:
 * each row is a conditional update. The local backend does the same by itself at every start.
 */
import { backfillTable, secondsSince } from "./lib/backfill-table";

const contato = backfillTable("contato", "TABLE_CONTATO", "contato");
const mensagem = backfillTable("mensagem", "TABLE_MENSAGEM", "mensagem");
const { backfillRetention } = await import("../amplify/functions/contato-api/retention");
const started = Date.now();
const { messages, claims, emails } = await backfillRetention();
console.log(
  `${contato}: ${messages} messages and ${claims} claims given their Time to Live; ${mensagem}: ${emails} e-mails (${secondsSince(started)} s)`,
);
