/**
 * The ways a message leaves: the local outbox (a directory of JSON files, the local backend) and Amazon SES (AWS).
 * Only the dispatcher (amplify/functions/dispatcher/dispatch.ts) sends; a change writes messages
 * (shared/messages.ts), never e-mails.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { SESv2Client, SendEmailCommand } from "@aws-sdk/client-sesv2";
import { messageFileName, type Message } from "./messages";

/**
 * "sent": handed over now. "already-sent": the transport knows this message was delivered before (the outbox
 * file exists): it is not sent again. A failure throws.
 */
export type SendResult = { outcome: "sent" | "already-sent"; detail: string };

export type Transport = { name: string; send(message: Message): Promise<SendResult> };

/** What the outbox file holds (`npm run outbox` prints it; amplify/local/outbox.ts). */
export type OutboxFile = Pick<
  Message,
  "id" | "topic" | "ref" | "to" | "replyTo" | "subject" | "text" | "language" | "createdAt"
>;

/**
 * The local transport: each message is one file, `<dir>/<messageFileName>` (shared/messages.ts). The file name is
 * the idempotency key: the content is written to a temporary file, then linked to that name, which fails when it
 * exists, so a file is either complete or absent and a message whose file exists was delivered before ("already
 * sent": the dispatcher records it and writes nothing). A directory that cannot be written to is a failure (the
 * dispatcher retries later).
 */
export function outboxTransport(dir: string): Transport {
  return {
    name: "outbox",
    async send(message) {
      const file = path.join(dir, messageFileName(message));
      fs.mkdirSync(dir, { recursive: true });
      const { id, topic, ref, to, replyTo, subject, text, language, createdAt } = message;
      const content: OutboxFile = { id, topic, ref, to, replyTo, subject, text, language, createdAt };
      // Not ending in .json: readers of the outbox never see it.
      const temporary = path.join(dir, `.${crypto.randomUUID()}.tmp`);
      fs.writeFileSync(temporary, `${JSON.stringify(content, null, 2)}\n`, { flag: "wx" });
      try {
        fs.linkSync(temporary, file);
        return { outcome: "sent", detail: file };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "EEXIST") return { outcome: "already-sent", detail: file };
        throw error;
      } finally {
        fs.rmSync(temporary, { force: true });
      }
    },
  };
}

let ses: SESv2Client | undefined;

/**
 * The AWS transport: SendEmail from `from` (verified in SES). SES takes no idempotency key, so exactly once rests on
 * the dispatcher: a message is sent only by the dispatcher holding its lease, and marked sent right after SES
 * accepts it. If the function dies (or the state write fails) between SES accepting and that write, the lease runs
 * out and the message is sent a second time: at least once, and twice only in that window.
 */
export function sesTransport(from: string): Transport {
  return {
    name: "ses",
    async send(message) {
      ses ??= new SESv2Client({});
      const result = await ses.send(
        new SendEmailCommand({
          FromEmailAddress: from,
          Destination: { ToAddresses: [message.to] },
          ReplyToAddresses: message.replyTo ? [message.replyTo] : undefined,
          Content: {
            Simple: {
              Subject: { Data: message.subject, Charset: "UTF-8" },
              Body: { Text: { Data: message.text, Charset: "UTF-8" } },
            },
          },
          EmailTags: [{ Name: "topic", Value: message.topic.replace(/[^A-Za-z0-9_-]/g, "_") }],
        }),
      );
      return { outcome: "sent", detail: result.MessageId ?? "" };
    },
  };
}

/**
 * The transport of this environment: with OUTBOX_DIR (the local backend) the outbox; otherwise, with NOTIFY_FROM,
 * SES; with neither, none (messages wait, pending, for a deployment with a sender).
 */
export function transportFromEnv(env: NodeJS.ProcessEnv = process.env): Transport | null {
  if (env.OUTBOX_DIR) return outboxTransport(env.OUTBOX_DIR);
  if (env.NOTIFY_FROM) return sesTransport(env.NOTIFY_FROM);
  return null;
}
