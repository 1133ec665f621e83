/**
 * The page's side of the service worker: registration at `/service-worker.js` with scope `/`, and messages to it.
 * (A minimal version for the push work; the service-worker engineer's file replaces it on merge, same API.)
 */

/** Registers (or finds) the site's worker; rejects with "Service Worker not available" where the browser has none. */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator) || !navigator.serviceWorker) {
    return Promise.reject(new Error("Service Worker not available"));
  }
  return navigator.serviceWorker.register("/service-worker.js", { scope: "/" });
}

/** Posts `message` to the active worker (once one is active); rejects like registerServiceWorker without one. */
export async function postToServiceWorker(message: unknown): Promise<void> {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator) || !navigator.serviceWorker) {
    throw new Error("Service Worker not available");
  }
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage(message);
}
