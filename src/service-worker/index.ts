/**
 * The site's service worker, served at `/service-worker.js` with scope `/` (bundled with Workbox 7 by
 * scripts/build-service-worker.mts after `gatsby build`). What is cached how is decided in `routing.ts`.
 *
 * Updates: every deploy changes this file (its precache list names the build's files with revisions), the
 * browser fetches it uncached at each navigation, and the new worker takes over at once (skipWaiting,
 * clientsClaim). Nothing it caches can mix versions: chunks are cached under their content-hashed names, and
 * pages and page data come from the network first, so Gatsby sees a new deploy's compilation hash at the
 * next navigation and loads that page in full, once.
 */
import { clientsClaim } from "workbox-core";
import { matchPrecache, precache, type PrecacheEntry } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { getOrCreateDefaultRouter } from "workbox-routing/utils/getOrCreateDefaultRouter.js";
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from "workbox-strategies";
import { ExpirationPlugin } from "workbox-expiration";
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import type { WorkboxPlugin } from "workbox-core/types";
import { registerPushHandlers } from "./push";
import {
  assetCap,
  buildHeader,
  cacheNames,
  compilationHashOfHtml,
  isStalePage,
  decide,
  imageCap,
  languageOfPath,
  networkTimeoutSeconds,
  offlinePagePath,
  pageCap,
  type Decision,
} from "./routing";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

self.addEventListener("install", () => void self.skipWaiting());
clientsClaim();

// The offline pages (pt, en, es) and the collection request form with everything it needs, in each language.
precache(self.__WB_MANIFEST);

/** Only complete, direct answers are stored: a redirected one cannot answer a navigation. */
const storeOnlyDirect: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 && !response.redirected ? response : null),
};
/** A page is stored with the build it belongs to (read from its HTML), so a later deploy can tell it apart. */
const tagWithBuild: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    const html = await response.text();
    const headers = new Headers(response.headers);
    headers.set(buildHeader, compilationHashOfHtml(html) ?? "");
    return new Response(html, { status: response.status, statusText: response.statusText, headers });
  },
};

/**
 * When app-data.json comes from the network naming a build (a deploy happened), the pages cached from other
 * builds go: offline they would open with this build's page data. Their chunks stay (named by content).
 */
const dropPagesOfOtherBuilds: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) => {
    if (!new URL(request.url).pathname.endsWith("/page-data/app-data.json")) return response;
    const { webpackCompilationHash } = (await response.clone().json()) as { webpackCompilationHash?: string };
    if (webpackCompilationHash) {
      const pagesCache = await caches.open(cacheNames.pages);
      for (const key of await pagesCache.keys()) {
        const page = await pagesCache.match(key);
        if (page && isStalePage(page.headers.get(buildHeader), webpackCompilationHash)) await pagesCache.delete(key);
      }
    }
    return response;
  },
};

/** When the network and the runtime cache both fail, the precached copy (the form, the offline pages). */
const fromPrecache: WorkboxPlugin = {
  handlerDidError: async ({ request }) => (await matchPrecache(request.url)) ?? undefined,
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Links to the pages of this language the visitor can open offline (visited ones), titled as the pages are. */
async function cachedPageLinks(language: string): Promise<string> {
  const cache = await caches.open(cacheNames.pages);
  const items: string[] = [];
  const seen = new Set<string>();
  for (const request of await cache.keys()) {
    const url = new URL(request.url);
    if (languageOfPath(url.pathname) !== language || seen.has(url.pathname) || /\/offline\/$/.test(url.pathname))
      continue;
    seen.add(url.pathname);
    const response = await cache.match(request);
    const html = response ? await response.text() : "";
    const title = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1]?.trim() || url.pathname;
    // The title is already HTML text (entities escaped) as the page wrote it.
    items.push(`<li><a href="${escapeHtml(url.pathname)}">${title.replace(/[<>]/g, "")}</a></li>`);
  }
  return items.join("");
}

/** The precached offline page of the path's language, listing what this visitor has cached. */
async function offlinePage(url: URL): Promise<Response> {
  const language = languageOfPath(url.pathname);
  const template = await matchPrecache(offlinePagePath(language));
  if (!template) return Response.error();
  const links = await cachedPageLinks(language);
  // The template holds both the list and the sentence for an empty one; one of them goes.
  const html = (await template.text())
    .replace("<!--cached-pages-->", links)
    .replace(links ? /<!--none-->[\s\S]*?<!--\/none-->/ : /<!--list-->[\s\S]*?<!--\/list-->/, "");
  const headers = new Headers(template.headers);
  headers.delete("Content-Length");
  headers.delete("Content-Encoding");
  headers.set("Cache-Control", "no-store");
  return new Response(html, { status: 200, headers });
}

const pages = new NetworkFirst({
  cacheName: cacheNames.pages,
  networkTimeoutSeconds,
  plugins: [storeOnlyDirect, tagWithBuild, new ExpirationPlugin(pageCap)],
});
const pageData = new NetworkFirst({
  cacheName: cacheNames.pageData,
  networkTimeoutSeconds,
  plugins: [storeOnlyDirect, dropPagesOfOtherBuilds, new ExpirationPlugin(pageCap), fromPrecache],
});
const assets = new CacheFirst({
  cacheName: cacheNames.assets,
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin(assetCap), fromPrecache],
});
const images = new StaleWhileRevalidate({
  cacheName: cacheNames.images,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ ...imageCap, purgeOnQuotaError: true }),
  ],
});
const networkOnly = new NetworkOnly();

const is =
  (decision: Decision) =>
  ({ url, request }: { url: URL; request: Request }) =>
    decide(url, request, self.location.origin) === decision;

registerRoute(is("page"), async ({ request, url, event }) => {
  try {
    return await pages.handle({ request, event });
  } catch {
    return (await matchPrecache(url.pathname)) ?? offlinePage(url);
  }
});
registerRoute(is("private-page"), async ({ request, url, event }) => {
  try {
    return await networkOnly.handle({ request, event });
  } catch {
    return offlinePage(url);
  }
});
registerRoute(is("page-data"), pageData);
registerRoute(is("image"), images);
registerRoute(is("asset"), assets);

// `{type: "CACHE_URLS", payload: {urlsToCache}}` from the page (src/features/service-worker/register.ts):
// the page that was open before this worker took over, and its files, go through the routes above.
getOrCreateDefaultRouter().addCacheListener();

registerPushHandlers(self);
