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
 *
 * Pagefind reads a copy of the build's HTML (the site ships unchanged): in the copy, the pages that
 * src/content/query-words.ts names for a concept carry that concept's words in their language at the end of
 * their <main> ("preço", "de graça", "cobram", "óleo queimado"… on the collection pages; "vagas" on the people
 * page), so that the search finds them by the words customers use, as the assistant does.
 */
import fs from "node:fs";
import path from "node:path";
import os from "node:os";
import * as pagefind from "pagefind";
import { pageWords } from "../src/content/query-words";
import { splitLanguage } from "../src/i18n/paths";

const publicDir = path.join(process.cwd(), "public");
const outputDir = path.join(publicDir, "pagefind");
const started = Date.now();
const { index, errors } = await pagefind.createIndex({});
if (!index) throw new Error(`Pagefind could not start: ${errors.join("; ")}`);

/** Copies every HTML file of the build, the concepts' words added to the pages they name. */
function htmlCopy(): { dir: string; pages: number } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "circulare-search-"));
  let pages = 0;
  const walk = (from: string) => {
    for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
      const source = path.join(from, entry.name);
      if (entry.isDirectory()) {
        if (source !== outputDir) walk(source);
        continue;
      }
      if (!entry.name.endsWith(".html")) continue;
      const relative = path.relative(publicDir, source);
      let html = fs.readFileSync(source, "utf8");
      if (entry.name === "index.html") {
        const folder = path.dirname(relative).split(path.sep).join("/");
        const { language, path: route } = splitLanguage(folder === "." ? "/" : `/${folder}/`);
        const words = pageWords(route, language);
        if (words.length > 0 && html.includes("</main>")) {
          const escaped = words.join(", ").replace(/&/g, "&amp;").replace(/</g, "&lt;");
          html = html.replace("</main>", `<p data-pagefind-weight="10">${escaped}</p></main>`);
          pages++;
        }
      }
      fs.mkdirSync(path.join(dir, path.dirname(relative)), { recursive: true });
      fs.writeFileSync(path.join(dir, relative), html);
    }
  };
  walk(publicDir);
  return { dir, pages };
}
const copy = htmlCopy();
const added = await index.addDirectory({ path: copy.dir });
fs.rmSync(copy.dir, { recursive: true, force: true });
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
  `Search index: ${added.page_count} pages (${copy.pages} with the words of src/content/query-words.ts), ${built.files.length} files (${(bytes / 1024).toFixed(0)} KB) in ${Date.now() - started} ms (public/pagefind/)`,
);
