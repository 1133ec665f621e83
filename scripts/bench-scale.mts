/**
 * `npm run bench:scale` (not part of the tests): how the site grows. Two parts; `--only=build` or `--only=data`
 * runs one.
 *
 * Data (`scripts/lib/bench-reads.ts`, a few minutes): every list and lookup customers and operators call, timed through
 * the local backend with a coleta table of `--rows=` requests (default 100,000); prints each read's median and
 * slowest time and names the slowest read. Then (`scripts/lib/bench-backoffice.ts`; `--only=backoffice` runs it alone)
 * EquipeAPI's reads with `--rows=` contact messages, survey answers and e-mails: fails (exit code 1) when one is over
 * its stated budget or the handlers sent a Scan.
 *
 * Build: how the production build grows with the blog. For each size
 * (default 300, 1,000 and 3,000 posts per language; `--sizes=300,1000`), in a temporary copy of the project
 * (node_modules linked, nothing of the working tree touched), it generates posts up to that many per
 * language from the real ones (bodies, covers and authors reused, so image work stays fixed), runs a cold
 * `npm run build` (gatsby build + search index) and prints total time, pages built, time per page, the
 * marginal time per added page against the previous size, and the peak memory of the whole process tree.
 * Goal (DESIGN.md): marginal cost ≤ 20 ms/page at 3,000 posts per language, memory under 4 GB.
 */
import fs from "node:fs";
import path from "node:path";
import { benchBackofficeReads, printBackofficeReads } from "./lib/bench-backoffice";
import { benchReads, printReads } from "./lib/bench-reads";
import { table } from "./lib/lighthouse";
import { buildSite, copySite } from "./lib/temp-site";

const sizes = (process.argv.find((arg) => arg.startsWith("--sizes="))?.slice(8) ?? "300,1000,3000")
  .split(",")
  .map(Number);
const only = process.argv.find((arg) => arg.startsWith("--only="))?.slice(7);
const requestRows = Number(process.argv.find((arg) => arg.startsWith("--rows="))?.slice(7) ?? 100_000);
if (only !== undefined && only !== "build" && only !== "data" && only !== "backoffice")
  throw new Error(`--only=build, --only=data or --only=backoffice, not ${only}`);
if (!Number.isInteger(requestRows) || requestRows < 1000)
  throw new Error(`--rows= takes a whole number of at least 1000, not ${requestRows}`);
const languages = ["pt", "en", "es"] as const;

/** Sum of resident memory of every process in a process group, from /proc (Linux). */
function groupRss(pgid: number): number {
  let total = 0;
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) !== pgid) continue; // field 5 of stat: process group
      const rss = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${entry}/status`, "utf8"));
      if (rss) total += Number(rss[1]) * 1024;
    } catch {
      // the process ended between listing and reading
    }
  }
  return total;
}

function generatePosts(dir: string, perLanguage: number): void {
  const postsDir = path.join(dir, "content/posts");
  const originals = fs
    .readdirSync(postsDir)
    .filter((name) => name.endsWith(".pt.md"))
    .map((name) => name.slice(0, -".pt.md".length));
  const missing = perLanguage - originals.length;
  for (let index = 0; index < missing; index++) {
    const source = originals[index % originals.length];
    const slug = `gerado-${String(index + 1).padStart(5, "0")}`;
    const day = new Date(Date.UTC(2020, 0, 1) + index * 86_400_000 * 0.5).toISOString().slice(0, 10);
    for (const language of languages) {
      const text = fs.readFileSync(path.join(postsDir, `${source}.${language}.md`), "utf8");
      const rewritten = text
        .replace(/^title: "(.*)"$/m, (_, title: string) => `title: "${title} (${index + 1})"`)
        .replace(/^date: .*$/m, `date: ${day}`);
      fs.writeFileSync(path.join(postsDir, `${slug}.${language}.md`), rewritten);
    }
  }
}

type Row = { size: number; seconds: number; pages: number; peakBytes: number };

async function buildOnce(size: number): Promise<Row> {
  const site = copySite(`circulare-scale-${size}-`);
  const dir = site.dir;
  let sampler: NodeJS.Timeout | undefined;
  try {
    generatePosts(dir, size);
    let peakBytes = 0;
    const seconds = await buildSite(dir, {
      onStart: (pid) => (sampler = setInterval(() => (peakBytes = Math.max(peakBytes, groupRss(pid))), 250)),
    }).catch((error: unknown) => {
      throw new Error(`build with ${size} posts per language failed: ${(error as Error).message}`);
    });
    let pages = 0;
    const count = (folder: string) => {
      for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
        if (entry.isDirectory()) count(path.join(folder, entry.name));
        else if (entry.name.endsWith(".html")) pages++;
      }
    };
    count(path.join(dir, "public"));
    return { size, seconds, pages, peakBytes };
  } finally {
    clearInterval(sampler);
    site.remove();
  }
}

if (only === undefined || only === "data") {
  console.log(`Reads with ${requestRows.toLocaleString("en")} collection requests…`);
  printReads(await benchReads(requestRows));
}

if (only === undefined || only === "data" || only === "backoffice") {
  console.log(
    `\nBack-office reads with ${requestRows.toLocaleString("en")} contact messages, survey answers and e-mails…`,
  );
  const backoffice = await benchBackofficeReads(requestRows);
  printBackofficeReads(backoffice);
  if (backoffice.failures.length) process.exitCode = 1;
}

const rows: Row[] = [];
for (const size of only === "data" || only === "backoffice" ? [] : sizes) {
  console.log(`Building with ${size} posts per language…`);
  rows.push(await buildOnce(size));
  const last = rows.at(-1)!;
  console.log(`  ${last.seconds.toFixed(1)} s, ${last.pages} pages, peak ${(last.peakBytes / 2 ** 30).toFixed(2)} GB`);
}

if (rows.length > 0) {
  console.log(
    `\n${table(
      ["posts per language", "pages", "build", "per page", "marginal per added page", "peak memory"],
      rows.map((row, index) => {
        const previous = rows[index - 1];
        const marginal = previous ? ((row.seconds - previous.seconds) * 1000) / (row.pages - previous.pages) : NaN;
        return [
          row.size.toLocaleString("en"),
          row.pages.toLocaleString("en"),
          `${row.seconds.toFixed(1)} s`,
          `${((row.seconds * 1000) / row.pages).toFixed(1)} ms`,
          previous ? `${marginal.toFixed(1)} ms` : "–",
          `${(row.peakBytes / 2 ** 30).toFixed(2)} GB`,
        ];
      }),
    )}`,
  );
}
