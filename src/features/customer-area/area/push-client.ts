/**
 * This browser's push subscription, for the profile's "Notificações": whether push can work here, and turning it
 * on (only ever after the customer's click: the permission prompt, the subscription with the backend's VAPID
 * public key, then PushAPI `PUT /inscricao`) and off (PushAPI `DELETE /inscricao`, then the browser's unsubscribe).
 */
import type { Language } from "../../../config/languages";
import { callApi } from "../../backend/api-client";
import { loadOutputs } from "../../backend/outputs";
import { postToServiceWorker, registerServiceWorker } from "../../service-worker/register";

export type PushState =
  /** No service worker or no Push API in this browser. */
  | { kind: "unsupported" }
  /** The backend publishes no VAPID public key (push not set up on this deployment). */
  | { kind: "not-configured" }
  /** The customer (or the browser) blocked notifications for the site. */
  | { kind: "denied"; publicKey: string }
  | { kind: "off"; publicKey: string }
  | { kind: "on"; publicKey: string };

export function pushSupported(): boolean {
  return (
    typeof navigator !== "undefined" &&
    "serviceWorker" in navigator &&
    !!navigator.serviceWorker &&
    typeof window !== "undefined" &&
    "PushManager" in window &&
    "Notification" in window
  );
}

/** base64url (the VAPID key as published) → the bytes `applicationServerKey` takes. */
export function base64urlBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(value.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** The subscription this browser holds for the site, without registering anything. */
async function browserSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration("/");
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Where things stand in this browser for this customer (on: the browser holds a subscription PushAPI has for them). */
export async function pushState(token: string | null): Promise<PushState> {
  if (!pushSupported()) return { kind: "unsupported" };
  const publicKey = (await loadOutputs()).custom?.push?.vapidPublicKey;
  if (!publicKey) return { kind: "not-configured" };
  if (Notification.permission === "denied") return { kind: "denied", publicKey };
  const subscription = await browserSubscription();
  if (!subscription || Notification.permission !== "granted") return { kind: "off", publicKey };
  const saved = await callApi<{ thisBrowser: boolean }>(
    "PushAPI",
    `/inscricao?endpoint=${encodeURIComponent(subscription.endpoint)}`,
    { token },
  );
  return saved.kind === "ok" && saved.body.thisBrowser ? { kind: "on", publicKey } : { kind: "off", publicKey };
}

export type SubscribeOutcome = "on" | "denied" | "dismissed" | "failed" | "save-failed";

/** Asks for permission, subscribes with the VAPID key and saves the subscription for the signed-in customer. */
export async function turnOn(publicKey: string, token: string | null, language: Language): Promise<SubscribeOutcome> {
  const permission = await Notification.requestPermission();
  if (permission === "denied") return "denied";
  if (permission !== "granted") return "dismissed";
  let subscription: PushSubscription;
  try {
    const registration = await registerServiceWorker();
    // A worker that never activates (its install failed) must not leave the button busy for ever.
    await Promise.race([
      navigator.serviceWorker.ready,
      new Promise((_, reject) => setTimeout(() => reject(new Error("The service worker did not activate")), 15_000)),
    ]);
    subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: base64urlBytes(publicKey),
      }));
  } catch {
    return "failed";
  }
  const { endpoint, expirationTime, keys } = subscription.toJSON();
  const saved = await callApi("PushAPI", "/inscricao", {
    method: "PUT",
    token,
    body: { endpoint, expirationTime: expirationTime ?? null, keys, language },
  });
  return saved.kind === "ok" ? "on" : "save-failed";
}

/** Forgets this browser's subscription on the server (first: a failure leaves everything as it was), then in the browser. */
export async function turnOff(token: string | null): Promise<"off" | "save-failed"> {
  const subscription = await browserSubscription();
  if (!subscription) return "off";
  const deleted = await callApi("PushAPI", "/inscricao", {
    method: "DELETE",
    token,
    body: { endpoint: subscription.endpoint },
  });
  // 404: the server had none for this customer; the browser's can go all the same.
  if (deleted.kind !== "ok" && !(deleted.kind === "rejected" && deleted.status === 404)) return "save-failed";
  await subscription.unsubscribe();
  await postToServiceWorker({ type: "push:unsubscribed" }).catch(() => undefined);
  return "off";
}
