/**
 * What a production build must hold before anyone serves it (`scripts/check-build.mts`, the last step of
 * `npm run build`). Each problem names the file, so a build that wrote a cut or missing file fails there
 * instead of in a visitor's browser:
 *
 * - every `.js`, `.mjs` and `.json` file under public/ parses (JavaScript by esbuild's parser), and so does
 *   the JSON inside each page's `application/json` and `application/ld+json` scripts;
 * - every script, stylesheet, preload, icon, manifest, image (`src`, `srcset`, `poster`) and CSS `url()` a page
 *   names on this site exists, as do the chunks of Gatsby's chunk mapping and each stylesheet's own `url()`s;
 * - the search bundle (`pagefind/pagefind.js`) imports and exports `init` and `search`, and every language
 *   in `pagefind-entry.json` has its metadata and, where named, its WebAssembly file;
 * - every file the service worker precaches exists.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { transform } from "esbuild";

export type BuildCheck = { problems: string[]; files: number; pages: number; references: number };

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

const entities: Record<string, string> = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">", "#39": "'", "#x27": "'" };
const decodeEntities = (text: string) =>
  text.replace(/&(amp|quot|apos|lt|gt|#39|#x27);/g, (_, name: string) => entities[name] ?? "");

/** The attributes of one start tag (`name="v"`, `name='v'`, `name=v`, bare `name`), names lower-cased. */
export function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of tag.matchAll(/([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    const name = (match[1] as string).toLowerCase();
    if (!found.has(name)) found.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ""));
  }
  return found;
}

/** The URLs of a `srcset` (`a.webp 360w, b.webp 720w`). */
const srcsetUrls = (srcset: string) =>
  srcset
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
    .filter(Boolean);

/** `url(…)`s of a stylesheet, data URLs and fragments left out. */
const cssUrls = (css: string) =>
  [...css.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]*))\s*\)/g)]
    .map((m) => m[1] ?? m[2] ?? m[3] ?? "")
    .filter((url) => url && !url.startsWith("data:") && !url.startsWith("#"));

const linkRelsToCheck = new Set([
  "stylesheet",
  "preload",
  "modulepreload",
  "prefetch",
  "icon",
  "shortcut",
  "apple-touch-icon",
  "manifest",
  "mask-icon",
]);

/**
 * What a page references that must exist: [url, where]. Only this site's files: absolute paths, not
 * `//host/…`, other schemes or the site's own absolute URLs (canonical links are pages, not files).
 */
export function pageReferences(html: string): string[] {
  const urls: string[] = [];
  for (const match of html.matchAll(/<(script|link|img|source|video|audio|input)\b([^>]*)>/gi)) {
    const element = (match[1] as string).toLowerCase();
    const attrs = attributes(match[2] as string);
    if (element === "script") {
      const src = attrs.get("src");
      if (src) urls.push(src);
    } else if (element === "link") {
      const rels = (attrs.get("rel") ?? "").toLowerCase().split(/\s+/);
      const href = attrs.get("href");
      if (href && rels.some((rel) => linkRelsToCheck.has(rel))) urls.push(href);
      const imagesrcset = attrs.get("imagesrcset");
      if (imagesrcset) urls.push(...srcsetUrls(imagesrcset));
    } else {
      for (const name of ["src", "poster"]) {
        const value = attrs.get(name);
        if (value) urls.push(value);
      }
      const srcset = attrs.get("srcset");
      if (srcset) urls.push(...srcsetUrls(srcset));
    }
  }
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) urls.push(...cssUrls(match[1] as string));
  for (const match of html.matchAll(/\sstyle="([^"]*)"/gi)) urls.push(...cssUrls(decodeEntities(match[1] as string)));
  // Gatsby's chunk mapping (moved into a data block by harden-build): every chunk the runtime may load.
  const mapping = /<script\b[^>]*\bid="gatsby-chunk-mapping"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  if (mapping) {
    const outer = JSON.parse(mapping[1] as string) as { ___chunkMapping?: string };
    const chunks = outer.___chunkMapping ? (JSON.parse(outer.___chunkMapping) as Record<string, string[]>) : {};
    for (const files of Object.values(chunks)) urls.push(...files);
  }
  return urls.filter((url) => url.startsWith("/") && !url.startsWith("//"));
}

/** The file under `publicDir` a site URL is served from (`/x/` → `x/index.html`), or null if it leaves the folder. */
export function fileForUrl(publicDir: string, url: string): string | null {
  let pathname = url.replace(/[?#].*$/, "");
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (pathname.endsWith("/")) pathname += "index.html";
  const file = path.resolve(publicDir, `.${pathname}`);
  return file.startsWith(path.resolve(publicDir) + path.sep) ? file : null;
}

/** The inline JSON blocks of a page that must parse. */
function inlineJson(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((match) => /\btype="application\/(?:ld\+)?json"/i.test(match[1] as string))
    .map((match) => match[2] as string);
}

/** The URLs a service worker built by scripts/build-service-worker.mts precaches (its inlined manifest). */
export function precacheUrls(worker: string): string[] {
  return [...worker.matchAll(/\{url:"([^"]+)",revision:/g)].map((match) => match[1] as string);
}

/**
 * Pages whose stylesheet is not the one this build's webpack emitted (public/webpack.stats.json): Gatsby 5
 * renders a page's HTML again only when its data or the server bundle changed, and a change of CSS alone
 * changes neither (class names are hashed from the file and the name, not the rules), so an incremental build
 * kept every page with the previous build's CSS inlined. Empty when there is no stats file (not a Gatsby build).
 */
export function staleStylesheets(publicDir: string, pages: string[]): { current: string; stale: string[] } | null {
  const statsFile = path.join(publicDir, "webpack.stats.json");
  if (!fs.existsSync(statsFile)) return null;
  const stats = JSON.parse(fs.readFileSync(statsFile, "utf8")) as { assetsByChunkName?: Record<string, string[]> };
  const current = stats.assetsByChunkName?.app?.find((asset) => asset.endsWith(".css"));
  if (!current) return null;
  const stale = pages.filter((page) => {
    const named = [...fs.readFileSync(page, "utf8").matchAll(/(?:data-href|href)="\/(styles\.[\w]+\.css)"/g)].map(
      (match) => match[1],
    );
    return named.some((name) => name !== current);
  });
  return { current: `/${current}`, stale };
}

export async function checkBuild(publicDir: string): Promise<BuildCheck> {
  const problems: string[] = [];
  const relative = (file: string) => path.relative(path.dirname(publicDir), file).split(path.sep).join("/");
  if (!fs.existsSync(path.join(publicDir, "index.html")))
    return {
      problems: [`${relative(publicDir)}/ has no index.html: no build to check`],
      files: 0,
      pages: 0,
      references: 0,
    };

  const all = [...walk(publicDir)];
  // 1. Every script and JSON file parses.
  await Promise.all(
    all.map(async (file) => {
      const extension = path.extname(file);
      if (extension === ".json" || extension === ".webmanifest") {
        try {
          JSON.parse(fs.readFileSync(file, "utf8"));
        } catch (error) {
          problems.push(`${relative(file)} is not valid JSON: ${(error as Error).message}`);
        }
      } else if (extension === ".js" || extension === ".mjs") {
        try {
          await transform(fs.readFileSync(file, "utf8"), {
            loader: "js",
            format: extension === ".mjs" ? "esm" : undefined,
            logLevel: "silent",
          });
        } catch (error) {
          const first = (error as { errors?: { text: string; location?: { line: number; column: number } | null }[] })
            .errors?.[0];
          const where = first?.location ? ` (line ${first.location.line}, column ${first.location.column})` : "";
          problems.push(
            `${relative(file)} does not parse as JavaScript${where}: ${first?.text ?? (error as Error).message}`,
          );
        }
      }
    }),
  );

  // 2. What each page references exists; its inline JSON parses.
  const exists = new Map<string, boolean>();
  const present = (file: string) => {
    let known = exists.get(file);
    if (known === undefined) exists.set(file, (known = fs.existsSync(file) && fs.statSync(file).isFile()));
    return known;
  };
  let references = 0;
  /** A missing file is named once, with how many pages reference it and the first of them. */
  const missing = new Map<string, string[]>();
  const pages = all.filter((file) => file.endsWith(".html") && !file.includes(`${path.sep}admin${path.sep}`));
  for (const page of pages) {
    const html = fs.readFileSync(page, "utf8");
    let urls: string[];
    try {
      urls = pageReferences(html);
    } catch (error) {
      problems.push(`${relative(page)}: Gatsby's chunk mapping is not valid JSON: ${(error as Error).message}`);
      urls = [];
    }
    for (const url of new Set(urls)) {
      references++;
      const file = fileForUrl(publicDir, url);
      if (!file || !present(file)) missing.set(url, [...(missing.get(url) ?? []), relative(page)]);
    }
    for (const json of inlineJson(html)) {
      try {
        JSON.parse(json);
      } catch (error) {
        problems.push(`${relative(page)} has an inline JSON script that does not parse: ${(error as Error).message}`);
      }
    }
  }
  for (const [url, referrers] of missing) {
    const others =
      referrers.length > 1 ? ` and ${referrers.length - 1} other page${referrers.length > 2 ? "s" : ""}` : "";
    problems.push(
      `${referrers[0]}${others} reference${referrers.length > 1 ? "" : "s"} ${url}, which the build does not have`,
    );
  }
  for (const stylesheet of all.filter((file) => file.endsWith(".css"))) {
    for (const url of cssUrls(fs.readFileSync(stylesheet, "utf8"))) {
      if (/^[a-z]+:|^\/\//i.test(url)) continue;
      references++;
      const file = url.startsWith("/")
        ? fileForUrl(publicDir, url)
        : path.resolve(path.dirname(stylesheet), url.replace(/[?#].*$/, ""));
      if (!file || !present(file))
        problems.push(`${relative(stylesheet)} references ${url}, which the build does not have`);
    }
  }

  // 2b. Every page carries this build's stylesheet, not a previous build's.
  const styles = staleStylesheets(publicDir, pages);
  if (styles && styles.stale.length > 0) {
    const others =
      styles.stale.length > 1 ? ` and ${styles.stale.length - 1} other page${styles.stale.length > 2 ? "s" : ""}` : "";
    problems.push(
      `${relative(styles.stale[0] as string)}${others} carry another build's stylesheet, not this build's ${styles.current} (HTML kept from an earlier build)`,
    );
  }

  // 3. The search bundle imports, and each language's index is there.
  const pagefindDir = path.join(publicDir, "pagefind");
  const bundle = path.join(pagefindDir, "pagefind.js");
  if (!fs.existsSync(bundle)) problems.push(`${relative(bundle)} is missing: the search has no bundle`);
  else if (!problems.some((problem) => problem.startsWith(`${relative(bundle)} `))) {
    try {
      // A fresh URL each time: a second check in the same process must not get the first import's module.
      const module = (await import(`${pathToFileURL(bundle).href}?check=${Date.now()}`)) as Record<string, unknown>;
      for (const name of ["init", "search", "options"]) {
        if (typeof module[name] !== "function") problems.push(`${relative(bundle)} does not export ${name}()`);
      }
    } catch (error) {
      problems.push(`${relative(bundle)} does not import: ${(error as Error).message.split("\n")[0]}`);
    }
    const entryFile = path.join(pagefindDir, "pagefind-entry.json");
    try {
      const entry = JSON.parse(fs.readFileSync(entryFile, "utf8")) as {
        languages: Record<string, { hash: string; wasm: string | null; page_count: number }>;
      };
      const languages = Object.entries(entry.languages ?? {});
      if (languages.length === 0) problems.push(`${relative(entryFile)} lists no language`);
      for (const [language, meta] of languages) {
        if (!fs.existsSync(path.join(pagefindDir, `pagefind.${meta.hash}.pf_meta`)))
          problems.push(`${relative(entryFile)}: ${language}'s index pagefind.${meta.hash}.pf_meta is missing`);
        if (meta.wasm && !fs.existsSync(path.join(pagefindDir, `wasm.${meta.wasm}.pagefind`)))
          problems.push(`${relative(entryFile)}: ${language}'s wasm.${meta.wasm}.pagefind is missing`);
        if (!(meta.page_count > 0)) problems.push(`${relative(entryFile)}: ${language} has no page in the index`);
      }
    } catch (error) {
      problems.push(`${relative(entryFile)} cannot be read: ${(error as Error).message}`);
    }
  }

  // 4. The service worker's precache list.
  const workerFile = path.join(publicDir, "service-worker.js");
  if (!fs.existsSync(workerFile)) problems.push(`${relative(workerFile)} is missing`);
  else {
    const precached = precacheUrls(fs.readFileSync(workerFile, "utf8"));
    if (precached.length === 0) problems.push(`${relative(workerFile)} precaches nothing (its manifest was not found)`);
    for (const url of precached) {
      references++;
      const file = fileForUrl(publicDir, url);
      if (!file || !present(file))
        problems.push(`${relative(workerFile)} precaches ${url}, which the build does not have`);
    }
  }

  return { problems: problems.sort(), files: all.length, pages: pages.length, references };
}
