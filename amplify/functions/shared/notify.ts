import fs from "node:fs";
import path from "node:path";
import { SESv2Client, SendEmailCommand } from "@aws-sdk/client-sesv2";
import type { Language } from "../../../src/domain/language";

/** One notification e-mail, as the outbox keeps it. */
export type Notification = {
  to: string;
  subject: string;
  text: string;
  language: Language;
  /** What it is about (the outbox file's name). */
  protocol: string;
  status: string;
};

export type Delivery = { via: "outbox"; file: string } | { via: "ses"; messageId: string } | { via: "none" };

let ses: SESv2Client | undefined;

/** `2026-03-10T12:00:00.123Z` → `20260310T120000123Z`: sorts by time, safe in any file system. */
function stamp(now: Date): string {
  return now.toISOString().replace(/[-:.]/g, "");
}

/**
 * Sends a notification: with OUTBOX_DIR set (the local backend) it is written there as
 * `<timestamp>-<protocol>-<status>.json` ({to, subject, text, language}); otherwise, with NOTIFY_FROM set, it
 * goes out through Amazon SES (SendEmail); with neither, it is only logged. Never throws: a transition is
 * already stored when it is announced, and a failed e-mail must not turn it into an error.
 */
export async function deliver(message: Notification, now = new Date()): Promise<Delivery> {
  try {
    const outbox = process.env.OUTBOX_DIR;
    if (outbox) {
      fs.mkdirSync(outbox, { recursive: true });
      const file = path.join(outbox, `${stamp(now)}-${message.protocol}-${message.status}.json`);
      const { to, subject, text, language } = message;
      fs.writeFileSync(file, `${JSON.stringify({ to, subject, text, language }, null, 2)}\n`, { flag: "wx" });
      return { via: "outbox", file };
    }
    const from = process.env.NOTIFY_FROM;
    if (from) {
      ses ??= new SESv2Client({});
      const result = await ses.send(
        new SendEmailCommand({
          FromEmailAddress: from,
          Destination: { ToAddresses: [message.to] },
          Content: {
            Simple: {
              Subject: { Data: message.subject, Charset: "UTF-8" },
              Body: { Text: { Data: message.text, Charset: "UTF-8" } },
            },
          },
        }),
      );
      return { via: "ses", messageId: result.MessageId ?? "" };
    }
    console.warn(`notify: neither OUTBOX_DIR nor NOTIFY_FROM is set; ${message.protocol} ${message.status} not sent`);
    return { via: "none" };
  } catch (error) {
    console.error(`notify: ${message.protocol} ${message.status} to ${message.to} failed`, error);
    return { via: "none" };
  }
}
