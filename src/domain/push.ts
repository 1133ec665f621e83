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
 * The push services browsers subscribe with, the only hosts a subscription may name: an exact host, or (`subdomains`)
 * any name below it. Chrome, Edge (Chromium), Opera and Samsung Internet: Firebase Cloud Messaging; Firefox:
 * Mozilla's autopush; Safari (macOS 13+, iOS 16.4+): Apple's web push (`web.push.apple.com`); Edge before
 * Chromium and Windows apps: WNS (`<node>.notify.windows.com`).
 */
export const pushServices: readonly { host: string; subdomains: boolean }[] = [
  { host: "fcm.googleapis.com", subdomains: false },
  { host: "updates.push.services.mozilla.com", subdomains: false },
  { host: "push.apple.com", subdomains: true },
  { host: "notify.windows.com", subdomains: true },
];

export type PushEndpointOptions = {
  /**
   * Hosts accepted besides the push services, on any port: the local backend's stand-in push service
   * (`localhost`, amplify/local/push.ts). Nothing passes it in AWS, where the list is empty.
   */
  localHosts?: readonly string[];
};

/**
 * A push service's address: https, a host of `pushServices` (or of `localHosts`), no user or password, the
 * default port, written as a browser writes `PushSubscription.endpoint` (the URL standard's own serialisation,
 * so no other URL parser, web-push's included, can read another host in it). Anything else (this machine under
 * another name: `localhost.`, `127.0.0.1.nip.io`, `169.254.169.254.nip.io`, `*.internal`; an IP address; a
 * look-alike such as `fcm.googleapis.com.evil.example`) could make the function call an address of the network
 * it runs in.
 */
export function isPushEndpoint(value: string, options: PushEndpointOptions = {}): boolean {
  if (value.length > 2000) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.href !== value || url.protocol !== "https:" || url.username || url.password) return false;
  if (options.localHosts?.includes(url.hostname)) return true;
  if (url.port) return false;
  return pushServices.some(({ host, subdomains }) =>
    subdomains
      ? url.hostname.endsWith(`.${host}`) && /^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(url.hostname.slice(0, -host.length - 1))
      : url.hostname === host,
  );
}

function endpoint(options: PushEndpointOptions) {
  return z.string().superRefine((value, ctx) => {
    if (!isPushEndpoint(value, options)) addCodedIssue(ctx, "invalid_format");
  });
}

/** A key of `bytes` bytes in base64url: p256dh is an uncompressed P-256 point (65 bytes), auth a 16-byte secret. */
function key(bytes: number) {
  return z.string().superRefine((value, ctx) => {
    if (base64urlLength(value) !== bytes) addCodedIssue(ctx, "invalid_format");
  });
}

/** `PUT /inscricao`: the browser's subscription and the language the customer reads the site in. */
export function pushSubscriptionSchema(options: PushEndpointOptions = {}) {
  return z
    .object({
      endpoint: endpoint(options),
      expirationTime: z.number().nullable().optional(),
      keys: z.object({ p256dh: key(65), auth: key(16) }).strict(),
      language: language(),
    })
    .strict();
}

/** `DELETE /inscricao`: which subscription (this browser's) to forget. */
export function pushUnsubscribeSchema(options: PushEndpointOptions = {}) {
  return z.object({ endpoint: endpoint(options) }).strict();
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
    url: z
      .string()
      .regex(/^\/(?!\/)[^\s]*$/)
      .max(300),
    protocol: z.string().max(40).optional(),
    tag: z.string().max(100).optional(),
  })
  .strict();

export type PushMessage = z.output<typeof pushMessageSchema>;
