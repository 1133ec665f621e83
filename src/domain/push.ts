/**
 * Push notifications: the subscription a browser hands the page (`PushSubscription.toJSON()`), saved by PushAPI
 * for the signed-in customer, and the message the service worker shows. The same schema checks the body in
 * the page's tests and in the handler (amplify/functions/push-api).
 */
import { z } from "zod";
import { addCodedIssue, language } from "./fields";
import { languages } from "./language";

/** base64url without padding, as `PushSubscription.toJSON().keys` gives it. */
const base64url = /^[A-Za-z0-9_-]+$/;

/** Bytes a base64url string (no padding) decodes to, or -1 when it is not base64url. */
export function base64urlLength(value: string): number {
  if (!base64url.test(value) || value.length % 4 === 1) return -1;
  return Math.floor((value.length * 3) / 4);
}

/**
 * The push service's address: https on a public host. `allowLocal` (the local backend only, where the tests'
 * push endpoint listens) also accepts https on localhost. Never an address on this machine in AWS: the function
 * would be calling itself (the Lambda runtime API listens on 127.0.0.1).
 */
export function isPushEndpoint(value: string, allowLocal = false): boolean {
  if (value.length > 2000) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password) return false;
  if (/^(localhost|127\.0\.0\.1|\[::1\])$/.test(url.hostname)) return allowLocal;
  // An IP literal is no push service.
  return !/^\d+\.\d+\.\d+\.\d+$/.test(url.hostname) && !url.hostname.startsWith("[") && url.hostname.includes(".");
}

function endpoint(allowLocal: boolean) {
  return z.string().superRefine((value, ctx) => {
    if (!isPushEndpoint(value, allowLocal)) addCodedIssue(ctx, "invalid_format");
  });
}

/** A key of `bytes` bytes in base64url: p256dh is an uncompressed P-256 point (65 bytes), auth a 16-byte secret. */
function key(bytes: number) {
  return z.string().superRefine((value, ctx) => {
    if (base64urlLength(value) !== bytes) addCodedIssue(ctx, "invalid_format");
  });
}

/** `PUT /inscricao`: the browser's subscription and the language the customer reads the site in. */
export function pushSubscriptionSchema(options: { allowLocal?: boolean } = {}) {
  return z
    .object({
      endpoint: endpoint(options.allowLocal ?? false),
      expirationTime: z.number().nullable().optional(),
      keys: z.object({ p256dh: key(65), auth: key(16) }).strict(),
      language: language(),
    })
    .strict();
}

/** `DELETE /inscricao`: which subscription (this browser's) to forget. */
export function pushUnsubscribeSchema(options: { allowLocal?: boolean } = {}) {
  return z.object({ endpoint: endpoint(options.allowLocal ?? false) }).strict();
}

export type PushSubscriptionInput = z.output<ReturnType<typeof pushSubscriptionSchema>>;

/**
 * What a push carries (encrypted, at most ~3 KB) and the service worker shows: the notice already in the
 * customer's language, the page a click opens (a path on the site, with its language prefix), and the request.
 */
export const pushMessageSchema = z
  .object({
    title: z.string().min(1).max(200),
    body: z.string().max(1000),
    lang: z.enum(languages),
    url: z.string().regex(/^\/(?!\/)[^\s]*$/).max(300),
    protocol: z.string().max(40).optional(),
    tag: z.string().max(100).optional(),
  })
  .strict();

export type PushMessage = z.output<typeof pushMessageSchema>;
