import { gtagPrelude } from "../../config/consent-mode";
import { tagManagerConfig } from "./config";

/**
 * The tag manager, only after analytics consent, off the main thread: Partytown (its library copied into
 * /~partytown/ at build) runs it in a web worker, in service-worker mode (its own worker at /~partytown/, scope
 * /~partytown/). The worker fetches the tag manager's scripts through `/__third-party-proxy` (resolveUrl).
 *
 * Consent Mode v2: every page's <head> has set everything to denied (consent-mode.ts). The worker's own
 * dataLayer starts with the same defaults, then the visitor's `update`, then what the page pushed so far;
 * later pushes reach it through Partytown's `forward`. Withdrawing consent tells the tag manager (`update`
 * denied) and ends the worker: Partytown's sandbox frame, and the worker with it, are removed, and the
 * analytics cookies deleted.
 *
 * `fallbackTimeout: 0`: Partytown 0.14 runs its scripts on the main thread when its sandbox has not
 * started within 10 s. Here it must not: the pages' CSP allows neither the tag manager's host nor an inline
 * script, so that fallback would only raise CSP violations on a slow device. The tag manager then starts late
 * or not at all, never on the main thread.
 */
type Gtag = (...args: unknown[]) => void;
type PartytownWindow = Window & {
  dataLayer?: unknown[];
  gtag?: Gtag;
  partytown?: Record<string, unknown>;
};

const denied = {
  ad_storage: "denied",
  analytics_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
};
const granted = { ...denied, analytics_storage: "granted" };

let loaded = false;

/** The page's `gtag`: defined by the Consent Mode script in <head>, or here if that did not run. */
function gtag(...args: unknown[]): void {
  const w = window as PartytownWindow;
  if (!w.gtag) {
    w.gtag = function gtagShim() {
      // Consent Mode needs the `arguments` object itself, not an array.
      // eslint-disable-next-line prefer-rest-params
      (w.dataLayer ??= []).push(arguments);
    };
  }
  w.gtag(...args);
}

export function updateConsentMode(analytics: boolean): void {
  gtag("consent", "update", analytics ? granted : denied);
}

/** Runs in the worker (serialised by Partytown, so self-contained): third-party scripts through the proxy. */
function resolveUrl(url: URL, location: Location, type: string): URL | undefined {
  if (type !== "script" || url.origin === location.origin) return undefined;
  const proxied = new URL("/__third-party-proxy", location.origin);
  proxied.searchParams.set("url", url.href);
  return proxied;
}

export function loadTagManager(): void {
  if (loaded) return;
  loaded = true;
  const w = window as PartytownWindow;
  const { id, script } = tagManagerConfig;
  const earlier = (w.dataLayer ?? []).filter((entry) => entry && typeof entry === "object" && !("length" in entry));
  const init = document.createElement("script");
  init.type = "text/partytown";
  init.dataset.thirdParty = "tag-manager";
  init.textContent =
    gtagPrelude +
    `gtag('consent','default',${JSON.stringify(denied)});gtag('consent','update',${JSON.stringify(granted)});` +
    earlier.map((entry) => `dataLayer.push(${JSON.stringify(entry).replace(/</g, "\\u003c")});`).join("") +
    "dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});";
  const tag = document.createElement("script");
  tag.type = "text/partytown";
  tag.dataset.thirdParty = "tag-manager";
  tag.src = `${script}?id=${encodeURIComponent(id)}`;
  w.partytown = { lib: "/~partytown/", forward: ["dataLayer.push"], resolveUrl, fallbackTimeout: 0 };
  const snippet = document.createElement("script");
  snippet.src = "/~partytown/partytown.js";
  snippet.async = true;
  snippet.dataset.thirdParty = "tag-manager";
  document.head.append(init, tag, snippet);
}

export function removeTagManager(): void {
  if (!loaded) return;
  loaded = false;
  document
    .querySelectorAll("script[data-third-party='tag-manager'], iframe[src*='/~partytown/']")
    .forEach((node) => node.remove());
  // Google Analytics' cookies (`_ga`, `_ga_<id>`), on this host and its parent domain.
  const domain = window.location.hostname.replace(/^www\./, "");
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    if (!name || !/^_ga(_|$)|^_gid$/.test(name)) continue;
    for (const scope of ["", `;domain=${domain}`, `;domain=.${domain}`]) {
      document.cookie = `${name}=;expires=Thu, 01 Jan 1970 00:00:00 GMT;path=/${scope}`;
    }
  }
}
