import { postToServiceWorker, registerServiceWorker } from "../register";

// jsdom, like a browser without service workers, has no navigator.serviceWorker.
describe("without a service worker in the browser", () => {
  it("registration rejects with 'Service Worker not available'", async () => {
    expect("serviceWorker" in navigator).toBe(false);
    await expect(registerServiceWorker()).rejects.toThrow(new Error("Service Worker not available"));
  });

  it("posting a message rejects the same way", async () => {
    await expect(postToServiceWorker({ type: "ping" })).rejects.toThrow("Service Worker not available");
  });
});
