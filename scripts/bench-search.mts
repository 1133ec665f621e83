/**
 * `npx tsx scripts/bench-search.mts`: what the first search costs, per language, on the existing build.
 * Bytes: everything fetched from opening the modal to the first results (Pagefind's script, WASM, index
 * chunks, fragments), as transferred (compressed). Time: keystroke to rendered results, warm (a second
 * query after the first has loaded Pagefind), median of 5.
 */
import type { AddressInfo } from "node:net";
import { chromium } from "@playwright/test";
import { chromiumPath as chromePath } from "./lib/chromium";
import { createServer } from "./lib/serve";

const queries = {
  pt: ["óleo", "coleta", "certificado", "rerrefino", "resíduos"],
  en: ["oil", "collection", "certificate", "re-refining", "waste"],
  es: ["aceite", "recolección", "certificado", "rerrefinación", "residuos"],
};
const labels = { pt: "/", en: "/en/", es: "/es/" };

const server = createServer().listen(0, "localhost");
await new Promise((resolve) => server.once("listening", resolve));
const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch({ executablePath: chromePath, args: ["--no-sandbox"] });
console.log("| language | first query: requests | bytes transferred | warm keystroke → results (median of 5) |");
console.log("| --- | --- | --- | --- |");
for (const [language, path] of Object.entries(labels) as [keyof typeof queries, string][]) {
  const page = await browser.newPage();
  await page.goto(`${origin}${path}`, { waitUntil: "networkidle" });
  let bytes = 0;
  let requests = 0;
  const sizes: Promise<void>[] = [];
  page.on("requestfinished", (request) => {
    requests += 1;
    sizes.push(request.sizes().then((size) => void (bytes += size.responseBodySize + size.responseHeadersSize)));
  });
  await page.locator("body").press("/");
  const input = page.locator("#search-input");
  await input.fill(queries[language][0]);
  await page.locator("[data-search-result]").first().waitFor();
  await page.waitForLoadState("networkidle");
  await Promise.all(sizes);
  const firstBytes = bytes;
  const firstRequests = requests;
  const times: number[] = [];
  for (const query of queries[language].slice(1)) {
    await input.fill("");
    const started = Date.now();
    await input.fill(query);
    await page.waitForFunction(
      (q) =>
        document.querySelector("[role=status]")?.textContent?.match(/\d/) &&
        (document.querySelector("#search-input") as HTMLInputElement).value === q,
      query,
    );
    await page.locator("[data-search-result]").first().waitFor();
    times.push(Date.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `| ${language} | ${firstRequests} | ${(firstBytes / 1024).toFixed(1)} KB | ${times[Math.floor(times.length / 2)]} ms (includes the 250 ms typing debounce) |`,
  );
  await page.close();
}
await browser.close();
server.close();
