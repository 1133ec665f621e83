/**
 * The service worker's push part (src/service-worker/index.ts calls `registerPushHandlers(self)`): shows each push
 * as a notification in the customer's language, opens (or focuses) the request's page on a click, and answers
 * the messages the page posts. No Workbox here, and no imports: it is bundled into /service-worker.js as is.
 *
 * A push's payload is what the handlers send (src/domain/push.ts, PushMessage): `{title, body, lang, url,
 * protocol?, tag?}`, the text already in the language the customer turned notifications on in, `url` a path on
 * this site with its language prefix (`/en/area-cliente/pedidos/COL-2026-000042/`).
 */

/** The parts of the worker's global scope this file uses (structurally a ServiceWorkerGlobalScope). */
export type PushWorkerScope = {
  location: { origin: string };
  registration: {
    showNotification(title: string, options?: NotificationOptions): Promise<void>;
    getNotifications(filter?: { tag?: string }): Promise<Notification[]>;
  };
  clients: {
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<readonly PushWindowClient[]>;
    openWindow(url: string): Promise<PushWindowClient | null>;
  };
  addEventListener(type: "push", listener: (event: PushLikeEvent) => void): void;
  addEventListener(type: "notificationclick", listener: (event: NotificationClickLikeEvent) => void): void;
  addEventListener(type: "message", listener: (event: MessageLikeEvent) => void): void;
};

export type PushWindowClient = {
  url: string;
  focus(): Promise<PushWindowClient>;
  navigate(url: string): Promise<PushWindowClient | null>;
  postMessage(message: unknown): void;
};

type Extendable = { waitUntil(promise: Promise<unknown>): void };
type PushLikeEvent = Extendable & { data: { text(): string } | null };
type NotificationClickLikeEvent = Extendable & { notification: { data: unknown; close(): void } };
type MessageLikeEvent = Extendable & {
  data: unknown;
  origin?: string;
  source: { postMessage(message: unknown): void } | null;
  ports: readonly { postMessage(message: unknown): void }[];
};

type Language = "pt" | "en" | "es";

/** What a notification shown from a push keeps in `data`: where a click goes. */
export type NotificationData = { url: string; protocol?: string };

/** Shown when a push arrives without a readable payload (the push service may drop it): the area's home. */
const fallback: Record<Language, { title: string; body: string }> = {
  pt: { title: "Circulare", body: "Há novidades nos seus pedidos de coleta." },
  en: { title: "Circulare", body: "There is news about your collection requests." },
  es: { title: "Circulare", body: "Hay novedades en sus solicitudes de recolección." },
};

function isLanguage(value: unknown): value is Language {
  return value === "pt" || value === "en" || value === "es";
}

/** A same-site path (`/…`, never `//host`), or null. */
function sitePath(value: unknown): string | null {
  return typeof value === "string" && /^\/(?!\/)[^\s\\]*$/.test(value) && value.length <= 300 ? value : null;
}

function areaHome(language: Language): string {
  return language === "pt" ? "/area-cliente/" : `/${language}/area-cliente/`;
}

/** The notification a push payload asks for; anything malformed gives the generic notice (a push must show one). */
export function notificationFromPayload(
  text: string | null,
  fallbackLanguage: Language = "pt",
): { title: string; options: NotificationOptions } {
  let payload: Record<string, unknown> = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : null;
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) payload = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: the generic notice.
  }
  const lang = isLanguage(payload.lang) ? payload.lang : fallbackLanguage;
  const title =
    typeof payload.title === "string" && payload.title.trim() ? payload.title.slice(0, 200) : fallback[lang].title;
  const body =
    typeof payload.body === "string" && typeof payload.title === "string"
      ? payload.body.slice(0, 1000)
      : fallback[lang].body;
  const url = sitePath(payload.url) ?? areaHome(lang);
  const protocol = typeof payload.protocol === "string" ? payload.protocol.slice(0, 40) : undefined;
  const data: NotificationData = { url, ...(protocol ? { protocol } : {}) };
  return {
    title,
    options: {
      body,
      lang,
      dir: "ltr",
      icon: "/icons/icon-192x192.png",
      badge: "/icons/icon-96x96.png",
      data,
      // A newer notice about the same request replaces the older one instead of piling up.
      ...(typeof payload.tag === "string" && payload.tag ? { tag: payload.tag.slice(0, 100) } : {}),
    },
  };
}

/**
 * Opens `path` for a click: a window of this site already showing it is focused; else a window of this site is
 * focused and sent there; else a new one opens.
 */
export async function openPage(sw: PushWorkerScope, path: string): Promise<PushWindowClient | null> {
  const target = new URL(path, sw.location.origin).href;
  const windows = await sw.clients.matchAll({ type: "window", includeUncontrolled: true });
  // focus() is refused outside a click's handling time; the window still goes to the page.
  const same = windows.find((client) => client.url === target);
  if (same) return same.focus().catch(() => same);
  const ours = windows.find((client) => client.url.startsWith(`${sw.location.origin}/`));
  if (ours) {
    const focused = await ours.focus().catch(() => ours);
    const moved = await focused.navigate(target).catch(() => null);
    if (moved) return moved;
  }
  return sw.clients.openWindow(target);
}

/** Messages the page posts (src/features/service-worker/register.ts, postToServiceWorker). */
export type PageMessage =
  /** Is a worker there and listening? Answered `{type: "pong", id}`. */
  | { type: "ping"; id?: string }
  /** The customer turned notifications off here: the notices already shown go. Answered `{type: "push:cleared", count}`. */
  | { type: "push:unsubscribed" };

function reply(event: MessageLikeEvent, message: unknown): void {
  const port = event.ports[0];
  if (port) port.postMessage(message);
  else event.source?.postMessage(message);
}

export function registerPushHandlers(sw: PushWorkerScope): void {
  sw.addEventListener("push", (event) => {
    let text: string | null;
    try {
      text = event.data ? event.data.text() : null;
    } catch {
      text = null;
    }
    const { title, options } = notificationFromPayload(text);
    event.waitUntil(sw.registration.showNotification(title, options));
  });

  sw.addEventListener("notificationclick", (event) => {
    event.notification.close();
    const data = event.notification.data as Partial<NotificationData> | null;
    const path = sitePath(data?.url) ?? areaHome("pt");
    event.waitUntil(openPage(sw, path));
  });

  sw.addEventListener("message", (event) => {
    // Only this site's pages talk to the worker (a message event's origin is the sender's).
    if (event.origin && event.origin !== sw.location.origin) return;
    const message = event.data as Partial<PageMessage> | null;
    if (!message || typeof message !== "object") return;
    if (message.type === "ping") {
      reply(event, { type: "pong", id: (message as { id?: unknown }).id ?? null });
    } else if (message.type === "push:unsubscribed") {
      event.waitUntil(
        sw.registration.getNotifications().then((shown) => {
          for (const notification of shown) notification.close();
          reply(event, { type: "push:cleared", count: shown.length });
        }),
      );
    }
  });
}
