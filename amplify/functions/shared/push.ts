/**
 * Web push from the handlers: customers' subscriptions in the `push` table (one row per browser, keyed by the
 * SHA-256 of its endpoint) and sending through the `web-push` library (VAPID, RFC 8292; payload encrypted with
 * aes128gcm, RFC 8291). A subscription the push service no longer knows (404 or 410) is deleted.
 *
 * Keys: VAPID_PUBLIC_KEY (also in amplify_outputs.json, for the page's subscribe call) and the private key,
 * from VAPID_PRIVATE_KEY (the local backend, which generates it once into .local-data/) or else from AWS Secrets
 * Manager, the secret named by VAPID_PRIVATE_KEY_SECRET (amplify/api/push.ts). Without keys nothing is sent.
 */
import crypto from "node:crypto";
import https from "node:https";
import { GetSecretValueCommand, SecretsManagerClient } from "@aws-sdk/client-secrets-manager";
import { DeleteCommand, QueryCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import webpush from "web-push";
import { site } from "../../../src/config/site";
import type { Language } from "../../../src/domain/language";
import {
  isPushEndpoint,
  type PushEndpointOptions,
  type PushMessage,
  type PushSubscriptionInput,
} from "../../../src/domain/push";
import { db, isConditionFailure, tableName } from "./dynamo";
import { allItems } from "./pages";
import { logger } from "./logging";

let localHosts: readonly string[] = [];

/**
 * Hosts, besides the real push services (src/domain/push.ts), whose push endpoints are accepted and sent to, on
 * any port and without checking their certificate: the local backend's stand-in push service. Only
 * amplify/local/backend.ts calls this; a Lambda never does, so in AWS only the push services are ever reached.
 */
export function allowLocalPushHosts(hosts: readonly string[]): void {
  localHosts = [...hosts];
}

/** What PushAPI checks endpoints with: the push services, plus the local stand-in's hosts on the local backend. */
export function pushEndpointOptions(): PushEndpointOptions {
  return { localHosts };
}

let localAgent: https.Agent | undefined;

function agentFor(endpoint: string): https.Agent | undefined {
  if (!localHosts.includes(new URL(endpoint).hostname)) return undefined;
  localAgent ??= new https.Agent({ rejectUnauthorized: false });
  return localAgent;
}

/** A stored subscription. */
export type StoredSubscription = {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  language: Language;
  customerId: string;
  createdAt: string;
  updatedAt: string;
};

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/** How long a push service keeps a message for an offline browser: a status change is still news a day later. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

/** The row key of a subscription: its endpoint's SHA-256, hex (endpoints are long URLs; keys stay short). */
export function subscriptionId(endpoint: string): string {
  return crypto.createHash("sha256").update(endpoint).digest("hex");
}

/** Saves (or replaces) this browser's subscription for `customerId`; the first save's `createdAt` is kept. */
export async function saveSubscription(
  customerId: string,
  input: PushSubscriptionInput,
  now = new Date(),
): Promise<StoredSubscription> {
  const at = now.toISOString();
  const result = await db().send(
    new UpdateCommand({
      TableName: tableName("push"),
      Key: { id: subscriptionId(input.endpoint) },
      UpdateExpression:
        "SET endpoint = :endpoint, #keys = :keys, #language = :language, customerId = :customer, createdAt = if_not_exists(createdAt, :at), updatedAt = :at",
      ExpressionAttributeNames: { "#keys": "keys", "#language": "language" },
      ExpressionAttributeValues: {
        ":endpoint": input.endpoint,
        ":keys": { p256dh: input.keys.p256dh, auth: input.keys.auth },
        ":language": input.language,
        ":customer": customerId,
        ":at": at,
      },
      ReturnValues: "ALL_NEW",
    }),
  );
  return result.Attributes as StoredSubscription;
}

/** Deletes the subscription if it is `customerId`'s; false when there was none of theirs. */
export async function deleteSubscription(customerId: string, endpoint: string): Promise<boolean> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName("push"),
        Key: { id: subscriptionId(endpoint) },
        ConditionExpression: "customerId = :customer",
        ExpressionAttributeValues: { ":customer": customerId },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Every subscription of a customer (one per browser they turned notifications on in). */
export async function subscriptionsOf(customerId: string): Promise<StoredSubscription[]> {
  const items = await allItems((start) =>
    db().send(
      new QueryCommand({
        TableName: tableName("push"),
        IndexName: "byCustomer",
        KeyConditionExpression: "customerId = :customer",
        ExpressionAttributeValues: { ":customer": customerId },
        ExclusiveStartKey: start,
      }),
    ),
  );
  return items as StoredSubscription[];
}

let secrets: SecretsManagerClient | undefined;
let cachedPrivateKey: Promise<string | null> | undefined;

/** The VAPID key pair and subject, or null when push is not configured here. */
export async function vapidKeys(env: NodeJS.ProcessEnv = process.env): Promise<VapidKeys | null> {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  if (!publicKey) return null;
  const subject = env.VAPID_SUBJECT?.trim() || site.url;
  const local = env.VAPID_PRIVATE_KEY?.trim();
  if (local) return { publicKey, privateKey: local, subject };
  const secretId = env.VAPID_PRIVATE_KEY_SECRET?.trim();
  if (!secretId) return null;
  cachedPrivateKey ??= (async () => {
    secrets ??= new SecretsManagerClient({});
    const secret = await secrets.send(new GetSecretValueCommand({ SecretId: secretId }));
    return secret.SecretString?.trim() || null;
  })();
  cachedPrivateKey.catch(() => {
    cachedPrivateKey = undefined; // try again on the next send
  });
  const privateKey = await cachedPrivateKey;
  if (!privateKey || !/^[A-Za-z0-9_-]{43}$/.test(privateKey)) {
    // The secret still holds CloudFormation's placeholder: amplify/README.md says how to put the key in.
    logger.warn("push: the VAPID private key secret holds no key yet; nothing is pushed");
    return null;
  }
  return { publicKey, privateKey, subject };
}

export type PushResult =
  | { id: string; outcome: "sent"; status: number }
  /** The push service said the subscription is gone (404/410): its row was deleted. */
  | { id: string; outcome: "expired"; status: number }
  /** The endpoint is no push service (a row saved before PushAPI checked the host): nothing sent, the row deleted. */
  | { id: string; outcome: "refused" }
  | { id: string; outcome: "failed"; status?: number; error: string };

/** Deletes a subscription's row if it still holds that endpoint and keys (the browser may have subscribed anew). */
async function forget(subscription: StoredSubscription): Promise<void> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName("push"),
        Key: { id: subscription.id },
        ConditionExpression: "endpoint = :endpoint AND #keys.#auth = :auth",
        ExpressionAttributeNames: { "#keys": "keys", "#auth": "auth" },
        ExpressionAttributeValues: { ":endpoint": subscription.endpoint, ":auth": subscription.keys.auth },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * Sends one message to one subscription; deletes the subscription when the push service says it is gone. An
 * endpoint that is not a push service's is never called (checked again here, not only when saved).
 */
export async function sendPush(
  subscription: StoredSubscription,
  message: PushMessage,
  keys: VapidKeys,
): Promise<PushResult> {
  if (!isPushEndpoint(subscription.endpoint, pushEndpointOptions())) {
    logger.warn("push: the subscription names no push service; deleted, nothing sent", {
      subscription: subscription.id.slice(0, 12),
    });
    try {
      await forget(subscription);
    } catch (error) {
      logger.error("push: deleting the subscription failed", { subscription: subscription.id.slice(0, 12) }, error);
    }
    return { id: subscription.id, outcome: "refused" };
  }
  try {
    const response = await webpush.sendNotification(
      { endpoint: subscription.endpoint, keys: subscription.keys },
      JSON.stringify(message),
      {
        vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: PUSH_TTL_SECONDS,
        contentEncoding: "aes128gcm",
        urgency: "normal",
        ...(message.tag ? { topic: topicOf(message.tag) } : {}),
        timeout: 10_000,
        ...(agentFor(subscription.endpoint) ? { agent: agentFor(subscription.endpoint) } : {}),
      },
    );
    return { id: subscription.id, outcome: "sent", status: response.statusCode };
  } catch (error) {
    const status = error instanceof webpush.WebPushError ? error.statusCode : undefined;
    if (status === 404 || status === 410) {
      try {
        await forget(subscription);
      } catch (deleteError) {
        logger.error(
          "push: deleting an expired subscription failed",
          { subscription: subscription.id.slice(0, 12) },
          deleteError,
        );
        return { id: subscription.id, outcome: "failed", status, error: String(deleteError) };
      }
      logger.info("push: subscription expired, deleted", { subscription: subscription.id.slice(0, 12), status });
      return { id: subscription.id, outcome: "expired", status };
    }
    logger.error("push: sending failed", { subscription: subscription.id.slice(0, 12), status }, error);
    return { id: subscription.id, outcome: "failed", status, error: String(error) };
  }
}

/** A push "Topic" header (≤ 32 URL-safe base64 characters) from a tag, so a newer notice replaces an undelivered older one. */
function topicOf(tag: string): string {
  return crypto.createHash("sha256").update(tag).digest("base64url").slice(0, 32);
}

/**
 * Pushes to every browser of a customer, the message made in each subscription's language. Never throws: the
 * status change it announces is already stored (like the e-mails in notify.ts).
 */
export async function pushToCustomer(
  customerId: string,
  messageFor: (language: Language) => PushMessage,
): Promise<PushResult[]> {
  try {
    const keys = await vapidKeys();
    if (!keys) return [];
    const subscriptions = await subscriptionsOf(customerId);
    return await Promise.all(
      subscriptions.map((subscription) => sendPush(subscription, messageFor(subscription.language), keys)),
    );
  } catch (error) {
    logger.error("push: sending to a customer failed", {}, error);
    return [];
  }
}
