/**
 * Builds the site search index with Pagefind over the production build (`npm run build` runs it after
 * `gatsby build`): one index per `<html lang>` (pt-BR, en, es) in public/pagefind/. Only pages whose
 * <main> carries `data-pagefind-body` are indexed (see Layout): noindex pages (customer area, login, 404,
 * show-case, multilingual, the /home/ alias) stay out, and so do header, footer and menus.
 *
 * The files are written here, not by Pagefind. Pagefind's `writeFiles` answers once its last write has been
 * handed to a background thread, not once it is done (tokio's `File::write_all` without a `flush`), and
 * `close()` then kills the process: on a busy machine that cut `pagefind.js` at 32,768 of its 45,555 bytes
 * and the build went on. `getFiles` returns every file's bytes instead; each is written synchronously and
 * read back before this step reports success.
 */
import fs from "node:fs";
import path from "node:path";
import * as pagefind from "pagefind";

const publicDir = path.join(process.cwd(), "public");
const outputDir = path.join(publicDir, "pagefind");
const started = Date.now();
const { index, errors } = await pagefind.createIndex({});
if (!index) throw new Error(`Pagefind could not start: ${errors.join("; ")}`);
const added = await index.addDirectory({ path: publicDir });
if (added.errors.length > 0) throw new Error(`Pagefind could not read the build: ${added.errors.join("; ")}`);
const built = await index.getFiles();
await pagefind.close();
if (built.errors.length > 0) throw new Error(`Pagefind could not build the index: ${built.errors.join("; ")}`);
if (!built.files.some((file) => file.path === "pagefind.js")) throw new Error("Pagefind built no pagefind.js");

fs.rmSync(outputDir, { recursive: true, force: true });
let bytes = 0;
for (const file of built.files) {
  const target = path.resolve(outputDir, file.path);
  if (!target.startsWith(outputDir + path.sep))
    throw new Error(`Pagefind named a file outside public/pagefind/: ${file.path}`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, file.content);
  const written = fs.readFileSync(target);
  if (!written.equals(Buffer.from(file.content))) {
    throw new Error(`public/pagefind/${file.path} holds ${written.length} bytes after writing ${file.content.length}`);
  }
  bytes += written.length;
}
console.log(
  `Search index: ${added.page_count} pages, ${built.files.length} files (${(bytes / 1024).toFixed(0)} KB) in ${Date.now() - started} ms (public/pagefind/)`,
);
