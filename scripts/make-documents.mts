/**
 * Writes the site's PDF documents from the data and text in scripts/lib/documents/*.ts (pdf-lib, standard fonts,
 * deterministic output): `npx tsx scripts/make-documents.mts [--check]`.
 *   - investor documents: content/investor-documents/files/<slug>.<lang>.pdf and their list entries
 *     content/investor-documents/<slug>.<lang>.json ({ title, date, category, file, summary });
 *   - the sustainability report: content/uploads/relatorio-de-sustentabilidade-2025.<lang>.pdf;
 *   - product data sheets: content/uploads/fichas/<product>.<lang>.pdf and their data, content/uploads/fichas/dados.json.
 * With --check nothing is written: it exits 1 if any file differs from what it would write.
 */
import fs from "node:fs";
import path from "node:path";
import { allDocuments } from "./lib/documents/index";

const root = process.cwd();
const check = process.argv.includes("--check");
let stale = 0;

function write(relative: string, data: Uint8Array | string) {
  const file = path.join(root, relative);
  const bytes = typeof data === "string" ? Buffer.from(data) : Buffer.from(data);
  const same = fs.existsSync(file) && fs.readFileSync(file).equals(bytes);
  if (check) {
    if (!same) {
      stale += 1;
      console.error(`differs: ${relative}`);
    }
    return;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!same) fs.writeFileSync(file, bytes);
  console.log(`${same ? "unchanged" : "wrote"} ${relative} (${(bytes.length / 1024).toFixed(1)} KB)`);
}

for (const output of await allDocuments()) write(output.path, output.data);
if (check && stale) {
  console.error(`${stale} file(s) differ; run npx tsx scripts/make-documents.mts`);
  process.exit(1);
}
