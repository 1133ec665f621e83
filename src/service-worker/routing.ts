/**
 * What the service worker does with each request, decided from the URL and the request's kind alone (no
 * worker globals), so the rules are unit-tested (src/service-worker/__tests__/routing.test.ts).
 *
 * - `asset`: a file whose name carries its content hash (Gatsby's `*-<20 hex>.js|css`, everything under
 *   `/static/`): it never changes, so the cache answers first.
 * - `page`: an HTML page. The network first (with a short timeout), the cached copy when it does not answer,
 *   the offline page in the visitor's language when there is none.
 * - `page-data`: Gatsby's `page-data.json`, `app-data.json` and static query results: the network first, so a
 *   new deploy's data (and its compilation hash) is seen at the next navigation.
 * - `image`: the cached copy at once, refreshed in the background; a capped number of them.
 * - `private-page`: a page that is never stored (the customer area, the CMS): network only, and the offline
 *   page when there is no network.
 * - `network`: not touched by the worker: other origins (the API, Cognito, S3), the backend configuration
 *   (`/amplify_outputs.json`), the local backend (`/__local/`), the worker itself, Pagefind, anything else.
 */
import type { Language } from "../config/languages";
import { splitLanguage } from "../i18n/paths";

export type Decision = "asset" | "page" | "page-data" | "image" | "private-page" | "network";

export type RequestKind = {
  method: string;
  /** `Request.mode`: "navigate" for a page the browser opens. */
  mode: string;
  /** `Request.destination`: "image", "script", "document"… ("" for fetch() and the worker's own requests). */
  destination: string;
};

/** Paths nothing of is ever stored: the customer area (every language), the CMS, the backend's configuration and APIs. */
const privatePath =
  /^\/(?:(?:en|es)\/)?area-cliente(?:\/|$)|^\/admin(?:\/|$)|^\/amplify_outputs\.json$|^\/__local(?:\/|$)|^\/__third-party-proxy|^\/page-data\/(?:(?:en|es)\/)?area-cliente(?:\/|$)/;
/** Build files named by their content hash: Gatsby's chunks and styles, and `/static/` (images, files). */
const hashedAsset = /^\/[\w.~-]+[-.][0-9a-f]{20}\.(?:js|css)$|^\/static\//;
const imageFile = /\.(?:png|jpe?g|webp|avif|gif|svg|ico)$/i;
/** Paths the worker leaves to the network even on this origin. */
const untouched = /^\/service-worker\.js$|^\/pagefind\//;

export function decide(url: URL, request: RequestKind, origin: string): Decision {
  if (request.method !== "GET" || url.origin !== origin) return "network";
  const path = url.pathname;
  const isPage = request.mode === "navigate" || request.destination === "document";
  if (privatePath.test(path)) return isPage ? "private-page" : "network";
  if (untouched.test(path)) return "network";
  if (path.startsWith("/page-data/") && path.endsWith(".json")) return "page-data";
  if (request.destination === "image" || imageFile.test(path)) return "image";
  if (hashedAsset.test(path)) return "asset";
  // A page: opened by the browser, or asked for by its address (the page warms its own cache that way).
  if (isPage || path.endsWith("/") || path.endsWith(".html")) return "page";
  return "network";
}

/** The language of a path: its prefix (`/en/…`, `/es/…`), Portuguese without one. */
export function languageOfPath(path: string): Language {
  return splitLanguage(path).language;
}

/** The precached offline page of a language (written by scripts/build-service-worker.mts). */
export function offlinePagePath(language: Language): string {
  return language === "pt" ? "/offline/" : `/${language}/offline/`;
}

/** Cache names: one per kind, so an image cap never evicts a page, and a new worker keeps them all. */
export const cacheNames = {
  pages: "circulare-pages-v1",
  pageData: "circulare-page-data-v1",
  assets: "circulare-assets-v1",
  images: "circulare-images-v1",
} as const;

/** Seconds the network has to answer a page or its data before the cached copy is used. */
export const networkTimeoutSeconds = 3;
/** Images kept (least recently used go first) and for how long. */
export const imageCap = { maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 } as const;
/** Hashed assets kept: enough for several deploys' chunks; the oldest go first. */
export const assetCap = { maxEntries: 300 } as const;
/** Pages and page data kept. */
export const pageCap = { maxEntries: 80 } as const;

/**
 * The build a page's HTML belongs to: Gatsby's `___webpackCompilationHash` (a data block after
 * scripts/harden-build.mts, `window.___webpackCompilationHash="…"` before). Null when the page names none.
 */
export function compilationHashOfHtml(html: string): string | null {
  return /___webpackCompilationHash\\?"?\s*[:=]\s*\\?"([0-9a-f]{8,})/.exec(html)?.[1] ?? null;
}

/** Header under which a cached page keeps the build it belongs to. */
export const buildHeader = "X-Circulare-Build";

/**
 * Whether a cached page must go once the site's data (app-data.json) names `currentBuild`: a page of another
 * build would open offline with this build's page data, a mix Gatsby can only answer with a reload.
 */
export function isStalePage(pageBuild: string | null, currentBuild: string): boolean {
  return pageBuild !== currentBuild;
}
