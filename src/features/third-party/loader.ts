import { afterIdle } from "./script";

/**
 * Every third party, after the page is idle and only as the visitor's consent allows: this file (in every
 * page's bundle) only waits for idle and loads the rest (runtime.ts, a lazy chunk), and with "necessary only"
 * stored, not even that. Called on every route
 * update (gatsby-browser.tsx): the chatbot follows the page (none on the game).
 */
let pathname = "/";
let runtime: Promise<typeof import("./runtime")> | null = null;

let listening = false;

/** The server-rendered banner's buttons: the first press loads the consent chunk and does what it says. */
function listenToBanner(): void {
  if (listening) return;
  listening = true;
  document.addEventListener("click", (event) => {
    const button = (event.target as Element | null)?.closest?.("[data-consent-action]");
    const action = button?.getAttribute("data-consent-action");
    if (action) void import(/* webpackChunkName: "consent" */ "../consent/consent-ui").then((ui) => ui.act(action));
  });
}

export function onRoute(path: string): void {
  pathname = path;
  listenToBanner();
  if (runtime) {
    runtime.then((loaded) => loaded.apply(pathname)).catch(() => {});
    return;
  }
  // A visitor who chose "necessary only" loads nothing more, until the choice changes (the footer's link).
  if (necessaryOnly()) {
    window.addEventListener("circulare:consent", () => onRoute(pathname), { once: true });
    return;
  }
  runtime = new Promise((resolve, reject) => {
    afterIdle(() => {
      import(/* webpackChunkName: "third-parties" */ "./runtime").then((loaded) => {
        loaded.start(pathname);
        resolve(loaded);
      }, reject);
    });
  });
  // Offline or a failed chunk: the page works without its third parties.
  runtime.catch(() => {});
}

/**
 * Whether the stored choice is "necessary only" (the format of src/features/consent/store.ts, read here without
 * it so that module stays in the lazy chunks; e2e/third-parties.spec.ts covers both).
 */
function necessaryOnly(): boolean {
  try {
    const stored = JSON.parse(window.localStorage.getItem("circulare:consent") ?? "null") as Record<
      string,
      unknown
    > | null;
    return stored?.version === 1 && stored.functional === false && stored.analytics === false;
  } catch {
    return false;
  }
}
