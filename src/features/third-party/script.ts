/** Appends `<script src>` marked as ours; resolves on load, rejects on error. Never blocks rendering (async). */
export function injectScript(src: string, marker: string): { element: HTMLScriptElement; loaded: Promise<void> } {
  const element = document.createElement("script");
  element.src = src;
  element.async = true;
  element.dataset.thirdParty = marker;
  const loaded = new Promise<void>((resolve, reject) => {
    element.addEventListener("load", () => resolve(), { once: true });
    element.addEventListener("error", () => reject(new Error(`${src} failed to load`)), { once: true });
  });
  document.body.append(element);
  return { element, loaded };
}

/** After the page has loaded and the main thread is idle: never in the critical path. */
export function afterIdle(callback: () => void): void {
  const idle = () => {
    // Safari has no requestIdleCallback: a task after load is the closest.
    if (typeof window.requestIdleCallback === "function")
      window.requestIdleCallback(() => callback(), { timeout: 3000 });
    else setTimeout(callback, 1);
  };
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}
