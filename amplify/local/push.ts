/**
 * Push on the local backend: the VAPID key pair, made once and kept in `<data dir>/vapid.json` (as AWS keeps the
 * private key in Secrets Manager, amplify/api/push.ts), and the local-only test route `POST /__local/push-test`
 * on the gateway, which pushes a test notice to the signed-in caller's browsers.
 */
import fs from "node:fs";
import path from "node:path";
import webpush from "web-push";
import { pushToCustomer, type PushResult } from "../functions/shared/push";
import { backendText } from "../functions/shared/texts";
import { parseLanguage } from "../../src/domain/language";
import type { PushMessage } from "../../src/domain/push";

export type VapidPair = { publicKey: string; privateKey: string };

/** The local VAPID keys: read from `<dataDir>/vapid.json`, or generated and written there (owner-only) the first time. */
export function ensureVapidKeys(dataDir: string): VapidPair {
  const file = path.join(dataDir, "vapid.json");
  if (fs.existsSync(file)) {
    const stored = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<VapidPair>;
    if (typeof stored.publicKey === "string" && typeof stored.privateKey === "string") {
      return { publicKey: stored.publicKey, privateKey: stored.privateKey };
    }
  }
  const keys = webpush.generateVAPIDKeys();
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  return keys;
}

/**
 * The local environment's own push service: tests run one on https://localhost:<any port> with a throwaway
 * certificate (amplify/functions/__tests__/push-service.ts; e2e/push.spec.ts hands its subscription to the page).
 * The local backend alone allows this host (`allowLocalPushHosts`); AWS reaches only the real push services.
 */
export const localPushHosts: readonly string[] = ["localhost"];

/** The path of the local test route (never in AWS). */
export const pushTestPath = "/__local/push-test";

/**
 * `POST /__local/push-test` with the customer's ID token (verified by the gateway) and an optional JSON body
 * `{url?}`: one test notice to each of the caller's subscriptions, in each one's language. Answers
 * `{results: [{id, outcome: "sent" | "expired" | "refused" | "failed", status?}]}`.
 */
export async function pushTest(sub: string, body: unknown): Promise<{ results: PushResult[] }> {
  const url = (body as { url?: unknown } | null)?.url;
  const results = await pushToCustomer(sub, (language): PushMessage => {
    const lang = parseLanguage(language) ?? "pt";
    return {
      title: backendText("push", lang, "messages.test.title"),
      body: backendText("push", lang, "messages.test.body"),
      lang,
      url:
        typeof url === "string" && /^\/(?!\/)/.test(url)
          ? url
          : lang === "pt"
            ? "/area-cliente/perfil/"
            : `/${lang}/area-cliente/perfil/`,
      tag: "push-test",
    };
  });
  return { results };
}
