/**
 * The page's side of the service worker (src/service-worker/, built to `/service-worker.js`).
 *
 * `registerServiceWorker()` registers it with scope `/`, the worker file always fetched anew (`updateViaCache:
 * "none"`), and rejects with `Error("Service Worker not available")` in a browser without service workers
 * (SPEC §7). Once the worker is ready it is handed the page that was open before it took over, with the files
 * that page loaded, so a page seen once opens offline too; `<html data-offline-ready>` once they are stored. `postToServiceWorker()` forwards a message to the
 * active worker. gatsby-browser.tsx calls `registerServiceWorker()` after the page has loaded and the browser
 * is idle, never in the critical path.
 */
export const serviceWorkerUrl = "/service-worker.js";
export const serviceWorkerUnavailable = "Service Worker not available";

/** The page's own address and the same-origin files it loaded (scripts, styles, data, images). */
export function loadedUrls(): string[] {
  const origin = window.location.origin;
  const urls = [window.location.href];
  for (const entry of performance.getEntriesByType("resource")) {
    if (entry.name.startsWith(`${origin}/`)) urls.push(entry.name);
  }
  return urls;
}

export async function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  if (!("serviceWorker" in navigator)) throw new Error(serviceWorkerUnavailable);
  const registration = await navigator.serviceWorker.register(serviceWorkerUrl, { scope: "/", updateViaCache: "none" });
  void navigator.serviceWorker.ready.then((ready) => {
    // The worker answers on the channel once all of them are stored: from then on this page opens offline.
    const channel = new MessageChannel();
    channel.port1.onmessage = () => (document.documentElement.dataset.offlineReady = "");
    ready.active?.postMessage({ type: "CACHE_URLS", payload: { urlsToCache: loadedUrls() } }, [channel.port2]);
  });
  return registration;
}

/** Sends a message to the active worker (once there is one); rejects where there are no service workers. */
export async function postToServiceWorker(message: unknown): Promise<void> {
  if (!("serviceWorker" in navigator)) throw new Error(serviceWorkerUnavailable);
  const registration = await navigator.serviceWorker.ready;
  if (!registration.active) throw new Error(serviceWorkerUnavailable);
  registration.active.postMessage(message);
}
