import { test } from "./test";
import { gzipSize } from "../scripts/lib/page-scripts";
test("weigh /login/", async ({ page }) => {
  const rows: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script")
      rows.push(response.body().then((b) => `${(gzipSize(b) / 1024).toFixed(2)} ${response.url().replace(/^.*\//, "")}`, () => "?"));
  });
  await page.goto("/login/");
  await page.waitForLoadState("networkidle");
  console.log((await Promise.all(rows)).sort((a, b) => parseFloat(b) - parseFloat(a)).join("\n"));
});
