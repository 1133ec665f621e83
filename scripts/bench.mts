/**
 * `npm run bench` (not part of the tests): full build time, JavaScript each page loads (gzip of every
 * script, inline included), HTML size, and Lighthouse mobile (median of 3) for home and a product page in
 * each language. Flags: --no-build (measure the existing build), --runs=N, --no-lighthouse.
 * Budgets (DESIGN.md): home JS ≤ 140 KB gzip; Lighthouse ≥ 98 / 100 / 100 / 100; CLS 0.
 */
import { execSync } from "node:child_process";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { chromium } from "@playwright/test";
import { createServer } from "./serve";

const args = new Set(process.argv.slice(2));
const runs = Number([...args].find((a) => a.startsWith("--runs="))?.split("=")[1] ?? 3);
const onlyPages = [...args].find((a) => a.startsWith("--pages="))?.slice("--pages=".length).split(",");
const chromePath = process.env.CHROMIUM_PATH ?? ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((f) => fs.existsSync(f));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzip = (data: Buffer | string) => zlib.gzipSync(data, { level: 9 }).length;

let buildSeconds: number | null = null;
if (!args.has("--no-build")) {
  const start = Date.now();
  execSync("npx gatsby build", { stdio: "inherit", env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } });
  buildSeconds = (Date.now() - start) / 1000;
}

const server = createServer().listen(0, "localhost");
await new Promise((resolve) => server.once("listening", resolve));
const origin = `http://localhost:${(server.address() as AddressInfo).port}`;

const jsPages = [
  "/", "/g2/", "/nossa-essencia/", "/en/", "/es/", "/blog/", "/blog/o-que-e-oluc/", "/en/blog/o-que-e-oluc/", "/profile/ana-ribeiro/",
  // Customer-area pages: the only ones with Amplify.
  "/login/", "/area-cliente/criar-conta/",
  // Form pages (no Amplify: the REST client reads the outputs file and the session token itself).
  "/solicite-sua-coleta/", "/fale-com-a-gente/",
];
const browser = await chromium.launch({ executablePath: chromePath, args: ["--no-sandbox", "--disable-background-networking"] });
const jsRows: string[][] = [];
for (const path of args.has("--no-js") ? [] : jsPages) {
  const context = await browser.newContext({ locale: "pt-BR" });
  const page = await context.newPage();
  const scripts: Promise<number>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.body().then(gzip).catch(() => 0));
  });
  await page.goto(`${origin}${path}`, { waitUntil: "networkidle" });
  const inline = await page.evaluate(() =>
    Array.from(document.querySelectorAll("script:not([src])")).map((s) => s.textContent ?? "").join("\n"),
  );
  const html = fs.readFileSync(`public${path}index.html`);
  const external = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
  jsRows.push([path, String(scripts.length), kb(external + gzip(inline)), kb(html.length), kb(gzip(html))]);
  await context.close();
}
await browser.close();

type Scores = { performance: number; accessibility: number; bestPractices: number; seo: number; cls: number; lcp: number; tbt: number };
const lhRows: string[][] = [];
if (!args.has("--no-lighthouse")) {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  for (const path of onlyPages ?? ["/", "/g2/", "/en/", "/en/g2/", "/es/", "/es/g2/", "/blog/", "/blog/o-que-e-oluc/", "/en/blog/como-funciona-o-rerrefino/"]) {
    const results: Scores[] = [];
    for (let i = 0; i < runs; i++) {
      const chrome = await chromeLauncher.launch({
        chromePath,
        // The page's own language, so the pre-paint redirect leaves unprefixed (Portuguese) pages alone.
        chromeFlags: [
          "--headless=new",
          "--no-sandbox",
          "--disable-gpu",
          "--disable-background-networking",
          "--disable-component-update",
          `--lang=${/^\/(en|es)\//.exec(path)?.[1] ?? "pt-BR"}`,
          `--accept-lang=${/^\/(en|es)\//.exec(path)?.[1] ?? "pt-BR"}`,
        ],
      });
      try {
        const result = await lighthouse(`${origin}${path}`, { port: chrome.port, output: "json", logLevel: "silent" });
        const lhr = result!.lhr;
        if (new URL(lhr.finalDisplayedUrl).pathname !== path) throw new Error(`${path} was redirected to ${lhr.finalDisplayedUrl}`);
        results.push({
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
          bestPractices: Math.round((lhr.categories["best-practices"].score ?? 0) * 100),
          seo: Math.round((lhr.categories.seo.score ?? 0) * 100),
          cls: lhr.audits["cumulative-layout-shift"].numericValue ?? 0,
          lcp: lhr.audits["largest-contentful-paint"].numericValue ?? 0,
          tbt: lhr.audits["total-blocking-time"].numericValue ?? 0,
        });
      } finally {
        await chrome.kill();
      }
    }
    const pick = (key: keyof Scores) => median(results.map((r) => r[key]));
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
server.close();

const table = (header: string[], rows: string[][]) => {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
};

console.log(`\nBuild: ${buildSeconds === null ? "skipped (--no-build)" : `${buildSeconds.toFixed(1)} s`}\n`);
console.log(table(["page", "scripts", "JS gzip (all)", "HTML", "HTML gzip"], jsRows));
if (lhRows.length) {
  console.log(`\nLighthouse mobile, median of ${runs}:\n`);
  console.log(table(["page", "perf", "a11y", "best pr.", "SEO", "CLS", "LCP", "TBT"], lhRows));
}
