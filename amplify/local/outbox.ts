/**
 * `npm run outbox`: the latest e-mails the local backend's dispatcher delivered (one JSON file each in
 * `.local-data/outbox/`, named `<time>-<message id>.json`: amplify/functions/shared/notify.ts), newest last.
 *
 *   npm run outbox              the latest 5
 *   npm run outbox -- 20        the latest 20
 *   npm run outbox -- --dir=…   another data dir's outbox
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { OutboxFile } from "../functions/shared/notify";

/**
 * A delivered message and its file. Files written before messages had ids (`<time>-<protocol>-<status>.json`, with
 * only to, subject, text and language) read with id and topic left empty.
 */
export type OutboxMessage = Omit<OutboxFile, "id" | "topic" | "ref" | "createdAt"> &
  Partial<Pick<OutboxFile, "id" | "topic" | "ref" | "createdAt">> & { file: string };

/** Every message in `dir`, oldest first (file names start with the time the message was written). */
export function outboxMessages(dir: string): OutboxMessage[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => ({
      file,
      ...(JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as Omit<OutboxMessage, "file">),
    }));
}

/** The `count` newest messages in `dir`, oldest of them first. */
export function latestMessages(dir: string, count: number): OutboxMessage[] {
  return outboxMessages(dir).slice(-count);
}

export function formatMessage(message: OutboxMessage): string {
  return [
    `── ${message.file}`,
    ...(message.id ? [`Id: ${message.id}`, `Topic: ${message.topic ?? ""}`] : []),
    `To: ${message.to}`,
    ...(message.replyTo ? [`Reply-To: ${message.replyTo}`] : []),
    `Subject: ${message.subject}`,
    `Language: ${message.language}`,
    "",
    message.text,
    "",
  ].join("\n");
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
  const dirFlag = process.argv.find((argument) => argument.startsWith("--dir="))?.slice("--dir=".length);
  const dir = path.resolve(dirFlag ?? path.join(root, ".local-data"), "outbox");
  const count = Number(process.argv.slice(2).find((argument) => /^\d+$/.test(argument)) ?? 5);
  const messages = latestMessages(dir, count);
  if (messages.length === 0)
    console.log(`No messages in ${dir} yet (requests, contact messages and operators' transitions write them).`);
  for (const message of messages) console.log(formatMessage(message));
}
