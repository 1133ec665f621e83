/**
 * After `gatsby build` and scripts/harden-build.mts (`npm run build`), over public/:
 *
 * 1. Writes the offline page of each language (`/offline/`, `/en/offline/`, `/es/offline/`; strings in
 *    locales/<lang>/offline.json): plain HTML and CSS, no script, kept out of search engines. The worker
 *    answers a page it cannot get nor has cached with it, filling in the visited pages it holds.
 * 2. Lists what the worker precaches: the offline pages, and the collection request form of each language with
 *    everything it needs to open offline (its HTML, page data, static query results, app data and every
 *    script and style the page names). Files named by their content hash carry no revision; the others are
 *    revisioned by their content, so a deploy that changes them changes the worker.
 * 3. Bundles src/service-worker/index.ts (Workbox 7) with esbuild into public/service-worker.js, with that list.
 *
 * Prints what the worker precaches (count and size).
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { build } from "esbuild";
import { languageTags, languages, type Language } from "../src/config/languages";
import { localizePath } from "../src/i18n/paths";
import { offlinePagePath } from "../src/service-worker/routing";

const publicDir = path.join(process.cwd(), "public");
const started = Date.now();

if (!fs.existsSync(path.join(publicDir, "index.html"))) {
  console.error("public/ has no build: run `gatsby build` first.");
  process.exit(1);
}

type OfflineStrings = Record<
  | "title"
  | "heading"
  | "lead"
  | "retry"
  | "cachedHeading"
  | "noneCached"
  | "formHeading"
  | "formText"
  | "formLink"
  | "home",
  string
>;

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
const appName = (language: Language) =>
  (JSON.parse(fs.readFileSync(`locales/${language}/common.json`, "utf8")) as { appName: string }).appName;

/** The offline page: `<!--cached-pages-->` is where the worker lists the visited pages. */
function offlineHtml(language: Language, text: OfflineStrings, siteName: string): string {
  const e = escapeHtml;
  return `<!DOCTYPE html>
<html lang="${languageTags[language].htmlLang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(text.title)} | ${e(siteName)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;color:#1c232b;background:#f6f4f1;line-height:1.6}
main{max-width:40rem;margin:0 auto;padding:3rem 1.25rem}
h1{font-size:clamp(1.75rem,1.4rem + 1.6vw,2.5rem);line-height:1.2;margin:0 0 1rem}
h2{font-size:1.3125rem;margin:2rem 0 .5rem}
a{color:#b5410b;font-weight:600}
.button{display:inline-block;padding:.75rem 1.5rem;border-radius:999px;background:#b5410b;color:#fff;text-decoration:none}
.brand{display:inline-block;margin-bottom:2rem;color:#1c232b;text-decoration:none;font-weight:800;font-size:1.25rem}
</style>
</head>
<body>
<main>
<a class="brand" href="${localizePath("/", language)}">${e(text.home)}</a>
<h1>${e(text.heading)}</h1>
<p>${e(text.lead)}</p>
<p><a class="button" href="">${e(text.retry)}</a></p>
<h2>${e(text.cachedHeading)}</h2>
<!--list--><ul data-cached-pages=""><!--cached-pages--></ul><!--/list-->
<!--none--><p>${e(text.noneCached)}</p><!--/none-->
<h2>${e(text.formHeading)}</h2>
<p>${e(text.formText)}</p>
<p><a href="${localizePath("/solicite-sua-coleta/", language)}">${e(text.formLink)}</a></p>
</main>
</body>
</html>
`;
}

const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as {
  namedChunkGroups: Record<string, { assets: { name: string }[] } | undefined>;
};

type Entry = { url: string; revision: string | null };
const hashed = /[-.][0-9a-f]{20}\.(?:js|css)$/;
const revisionOf = (file: string) => createHash("md5").update(fs.readFileSync(file)).digest("hex");
const fileOf = (url: string) => path.join(publicDir, url.endsWith("/") ? `${url}index.html` : url);

function entry(url: string): Entry {
  const file = fileOf(url);
  if (!fs.existsSync(file))
    throw new Error(`The worker would precache ${url}, but public/ has no ${path.relative(publicDir, file)}`);
  return { url, revision: hashed.test(url) ? null : revisionOf(file) };
}

/** A page and what it needs to open with no network: scripts, styles, page data, static queries, app data. */
function pageWithResources(pagePath: string): string[] {
  const html = fs.readFileSync(fileOf(pagePath), "utf8");
  const urls = new Set<string>([pagePath, "/page-data/app-data.json"]);
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="(\/[^"]+\.(?:js|css|json))"/g))
    urls.add(match[1] as string);
  const pageData = `/page-data${pagePath === "/" ? "/index" : pagePath.replace(/\/$/, "")}/page-data.json`;
  urls.add(pageData);
  const data = JSON.parse(fs.readFileSync(fileOf(pageData), "utf8")) as {
    componentChunkName: string;
    staticQueryHashes?: string[];
  };
  for (const hash of data.staticQueryHashes ?? []) urls.add(`/page-data/sq/d/${hash}.json`);
  // The page's component and the chunks it shares with others, as webpack loads them (and the app's).
  for (const group of ["app", data.componentChunkName]) {
    const assets = stats.namedChunkGroups[group]?.assets;
    if (!assets) throw new Error(`public/webpack.stats.json names no chunk group ${group}`);
    for (const asset of assets) urls.add(`/${asset.name}`);
  }
  return [...urls];
}

// 1. The offline pages.
for (const language of languages) {
  const text = JSON.parse(fs.readFileSync(`locales/${language}/offline.json`, "utf8")) as OfflineStrings;
  const file = fileOf(offlinePagePath(language));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, offlineHtml(language, text, appName(language)));
}

// 2. The precache list.
const urls = new Set<string>();
for (const language of languages) {
  urls.add(offlinePagePath(language));
  for (const url of pageWithResources(localizePath("/solicite-sua-coleta/", language))) urls.add(url);
}
const manifest = [...urls].sort().map(entry);
let bytes = 0;
let gzipBytes = 0;
for (const { url } of manifest) {
  const body = fs.readFileSync(fileOf(url));
  bytes += body.length;
  gzipBytes += zlib.gzipSync(body, { level: 9 }).length;
}

// 3. The worker.
const result = await build({
  entryPoints: ["src/service-worker/index.ts"],
  bundle: true,
  format: "iife",
  target: "es2020",
  minify: true,
  legalComments: "none",
  write: false,
  define: {
    "self.__WB_MANIFEST": JSON.stringify(manifest),
    "process.env.NODE_ENV": '"production"',
  },
});
const worker = result.outputFiles[0]!.contents;
fs.writeFileSync(path.join(publicDir, "service-worker.js"), worker);

const kb = (n: number) => (n / 1024).toFixed(1);
console.log(
  `Service worker in ${Date.now() - started} ms: public/service-worker.js ${kb(worker.length)} KB (${kb(zlib.gzipSync(worker).length)} KB gzip); ` +
    `precaches ${manifest.length} files, ${kb(bytes)} KB (${kb(gzipBytes)} KB gzip): 3 offline pages and the collection form in ${languages.length} languages`,
);
