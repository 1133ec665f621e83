/**
 * Builds the site search index with Pagefind over the production build (`npm run build` runs it after
 * `gatsby build`): one index per `<html lang>` (pt-BR, en, es) in public/pagefind/. Only pages whose
 * <main> carries `data-pagefind-body` are indexed (see Layout): noindex pages (customer area, login, 404,
 * show-case, multilingual, the /home/ alias) stay out, and so do header, footer and menus.
 */
import path from "node:path";
import * as pagefind from "pagefind";

const publicDir = path.join(process.cwd(), "public");
const started = Date.now();
const { index, errors } = await pagefind.createIndex({});
if (!index) throw new Error(`Pagefind could not start: ${errors.join("; ")}`);
const added = await index.addDirectory({ path: publicDir });
if (added.errors.length > 0) throw new Error(`Pagefind could not read the build: ${added.errors.join("; ")}`);
const written = await index.writeFiles({ outputPath: path.join(publicDir, "pagefind") });
if (written.errors.length > 0) throw new Error(`Pagefind could not write the index: ${written.errors.join("; ")}`);
await pagefind.close();
console.log(`Search index: ${added.page_count} pages in ${Date.now() - started} ms (public/pagefind/)`);
