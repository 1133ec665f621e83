// @vitest-environment jsdom
import { vi } from "vitest";
import { postToServiceWorker, registerServiceWorker } from "../register";

/** jsdom has no service workers: exactly the browser SPEC §7 names. Tests that need one lend a fake container. */
function withContainer(container: Partial<ServiceWorkerContainer>): () => void {
  Object.defineProperty(navigator, "serviceWorker", { value: container, configurable: true });
  return () => {
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  };
}

describe("registering the service worker", () => {
  it("rejects with 'Service Worker not available' where there are none", async () => {
    expect("serviceWorker" in navigator).toBe(false);
    await expect(registerServiceWorker()).rejects.toThrow(new Error("Service Worker not available"));
    await expect(postToServiceWorker({ type: "x" })).rejects.toThrow("Service Worker not available");
  });

  it("registers /service-worker.js for the whole site, never from the HTTP cache, and hands it the open page", async () => {
    const postMessage = vi.fn();
    const registration = { active: { postMessage } } as unknown as ServiceWorkerRegistration;
    const register = vi.fn().mockResolvedValue(registration);
    const restore = withContainer({ register, ready: Promise.resolve(registration) });
    try {
      await expect(registerServiceWorker()).resolves.toBe(registration);
      expect(register).toHaveBeenCalledWith("/service-worker.js", { scope: "/", updateViaCache: "none" });
      await vi.waitFor(() => expect(postMessage).toHaveBeenCalled());
      const message = postMessage.mock.calls[0]![0] as { type: string; payload: { urlsToCache: string[] } };
      expect(message.type).toBe("CACHE_URLS");
      expect(message.payload.urlsToCache).toContain(window.location.href);
      // The worker's answer on the channel marks the page as ready for offline.
      const [port] = postMessage.mock.calls[0]![1] as MessagePort[];
      port!.postMessage(true);
      await vi.waitFor(() => expect(document.documentElement.dataset.offlineReady).toBe(""));
    } finally {
      restore();
    }
  });

  it("forwards a message to the active worker", async () => {
    const postMessage = vi.fn();
    const registration = { active: { postMessage } } as unknown as ServiceWorkerRegistration;
    const restore = withContainer({ ready: Promise.resolve(registration) });
    try {
      await postToServiceWorker({ type: "hello", value: 1 });
      expect(postMessage).toHaveBeenCalledWith({ type: "hello", value: 1 });
    } finally {
      restore();
    }
  });
});
