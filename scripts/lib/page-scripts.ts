/**
 * How much JavaScript a page loads, as the budgets count it: gzip (level 9) of every script the browser
 * fetched until the network went quiet, plus the inline scripts (JSON data blocks such as JSON-LD excluded).
 * Shared by `e2e/budgets.spec.ts` and `npm run bench`.
 */
import zlib from "node:zlib";
import type { Page, Response } from "@playwright/test";

export const gzipSize = (data: Buffer | string): number => zlib.gzipSync(data, { level: 9 }).length;
export const toKb = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;

export async function loadedScripts(page: Page, url: string): Promise<{ count: number; kb: number }> {
  const sizes: Promise<number>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === "script") sizes.push(response.body().then(gzipSize, () => 0));
  };
  // From a blank page: scripts the previous page was still fetching (a lazy section, a prefetch) are cut off
  // there instead of being counted as this page's.
  await page.goto("about:blank");
  page.on("response", onResponse);
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  page.off("response", onResponse);
  const inline = await page.evaluate(() =>
    Array.from(document.querySelectorAll("script:not([src])"))
      .filter((script) => !/json/.test(script.getAttribute("type") ?? ""))
      .map((script) => script.textContent ?? "")
      .join("\n"),
  );
  const external = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  return { count: sizes.length, kb: toKb(external + gzipSize(inline)) };
}
