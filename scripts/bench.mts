/**
 * `npm run bench` (not part of the tests): full build time, JavaScript each page loads (gzip of every
 * script, inline included), HTML size, and Lighthouse mobile (median of N runs, default 3) on the pages of
 * scripts/lib/budgets.ts. Flags: --no-build (measure the existing build), --runs=N, --no-lighthouse, --no-js,
 * --pages=/a/,/b/ (Lighthouse on these instead). The budgets themselves are held by `npm test`
 * (e2e/budgets.spec.ts and scripts/lighthouse-check.mts); this prints the numbers.
 */
import { execSync } from "node:child_process";
import fs from "node:fs";
import { chromium } from "@playwright/test";
import { jsBudgetFor, lighthousePages } from "./lib/budgets";
import { chromePath, median, runLighthouse, table, type Scores } from "./lib/lighthouse";
import { gzipSize, loadedScripts } from "./lib/page-scripts";
import { serveBuild } from "./lib/serve-build";

const args = new Set(process.argv.slice(2));
const runs = Number([...args].find((a) => a.startsWith("--runs="))?.split("=")[1] ?? 3);
const onlyPages = [...args]
  .find((a) => a.startsWith("--pages="))
  ?.slice("--pages=".length)
  .split(",");
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

let buildSeconds: number | null = null;
if (!args.has("--no-build")) {
  const start = Date.now();
  execSync("npx gatsby build", { stdio: "inherit", env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } });
  buildSeconds = (Date.now() - start) / 1000;
}

const { origin, stop } = await serveBuild();

const jsPages = [
  "/",
  "/g2/",
  "/nossa-essencia/",
  "/en/",
  "/es/",
  "/blog/",
  "/blog/o-que-e-oluc/",
  "/en/blog/o-que-e-oluc/",
  "/profile/ana-ribeiro/",
  // Customer-area pages: the only ones with Amplify.
  "/login/",
  "/area-cliente/criar-conta/",
  // Form pages (no Amplify: the REST client reads the outputs file and the session token itself).
  "/solicite-sua-coleta/",
  "/fale-com-a-gente/",
];
const browser = await chromium.launch({
  executablePath: chromePath,
  args: ["--no-sandbox", "--disable-background-networking"],
});
const jsRows: string[][] = [];
for (const path of args.has("--no-js") ? [] : jsPages) {
  const context = await browser.newContext({ locale: "pt-BR" });
  const page = await context.newPage();
  const { count, kb: loaded } = await loadedScripts(page, `${origin}${path}`);
  const html = fs.readFileSync(`public${path}index.html`);
  jsRows.push([path, String(count), `${loaded} KB`, `${jsBudgetFor(path)} KB`, kb(html.length), kb(gzipSize(html))]);
  await context.close();
}
await browser.close();

const lhRows: string[][] = [];
if (!args.has("--no-lighthouse")) {
  for (const path of onlyPages ?? lighthousePages) {
    const results: Scores[] = [];
    for (let i = 0; i < runs; i++) results.push(await runLighthouse(origin, path));
    const pick = (key: "performance" | "accessibility" | "bestPractices" | "seo" | "cls" | "lcp" | "tbt") =>
      median(results.map((result) => result[key]));
    lhRows.push([
      path,
      String(pick("performance")),
      String(pick("accessibility")),
      String(pick("bestPractices")),
      String(pick("seo")),
      pick("cls").toFixed(3),
      `${Math.round(pick("lcp"))} ms`,
      `${Math.round(pick("tbt"))} ms`,
    ]);
  }
}
await stop();

console.log(`\nBuild: ${buildSeconds === null ? "skipped (--no-build)" : `${buildSeconds.toFixed(1)} s`}\n`);
console.log(table(["page", "scripts", "JS gzip (all)", "budget", "HTML", "HTML gzip"], jsRows));
if (lhRows.length) {
  console.log(`\nLighthouse mobile, median of ${runs}:\n`);
  console.log(table(["page", "perf", "a11y", "best pr.", "SEO", "CLS", "LCP", "TBT"], lhRows));
}
