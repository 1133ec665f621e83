/**
 * `npm run outbox`: the latest notification e-mails the local backend wrote (one JSON file each in
 * `.local-data/outbox/`, see amplify/functions/shared/notify.ts), newest last.
 *
 *   npm run outbox              the latest 5
 *   npm run outbox -- 20        the latest 20
 *   npm run outbox -- --dir=…   another data dir's outbox
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export type OutboxMessage = { file: string; to: string; subject: string; text: string; language: string };

/** The `count` newest messages in `dir` (file names start with their time), oldest of them first. */
export function latestMessages(dir: string, count: number): OutboxMessage[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .slice(-count)
    .map((file) => ({ file, ...(JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as Omit<OutboxMessage, "file">) }));
}

export function formatMessage(message: OutboxMessage): string {
  return [`── ${message.file}`, `To: ${message.to}`, `Subject: ${message.subject}`, `Language: ${message.language}`, "", message.text, ""].join("\n");
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
  const dirFlag = process.argv.find((argument) => argument.startsWith("--dir="))?.slice("--dir=".length);
  const dir = path.resolve(dirFlag ?? path.join(root, ".local-data"), "outbox");
  const count = Number(process.argv.slice(2).find((argument) => /^\d+$/.test(argument)) ?? 5);
  const messages = latestMessages(dir, count);
  if (messages.length === 0) console.log(`No messages in ${dir} yet (operators' transitions write them).`);
  for (const message of messages) console.log(formatMessage(message));
}
