import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./test";
import { routes } from "../src/config/routes";

/**
 * Amplify belongs to the customer-area pages only (DESIGN.md, "Backend"). These strings exist in Amplify's
 * code and survive minification. (Not Cognito's API name: the collection form renews an expired session
 * with one call to that API, deliberately without Amplify.)
 */
const amplifyMarkers = ["UserUnAuthenticatedException", "Amplify has not been configured"];
const hasAmplify = (code: string) => amplifyMarkers.some((marker) => code.includes(marker));

type Stats = { namedChunkGroups: Record<string, { assets: { name: string }[] }> };
const stats = JSON.parse(fs.readFileSync("public/webpack.stats.json", "utf8")) as Stats;

/** Webpack's chunk group of a page file: src/pages/area-cliente/index.tsx → component---src-pages-area-cliente-index-tsx. */
const customerAreaGroups = new Set(
  routes
    .filter((route) => route.app)
    .map((route) => {
      const file = route.path === "/area-cliente/" ? "area-cliente/index" : route.path.slice(1, -1);
      return `component---src-pages-${file.replace(/\//g, "-")}-tsx`;
    }),
);

const scripts = (group: string) =>
  stats.namedChunkGroups[group].assets.map((asset) => asset.name).filter((name) => name.endsWith(".js"));
const read = (name: string) => fs.readFileSync(path.join("public", name), "utf8");

test("the customer-area pages carry Amplify (the markers are real)", () => {
  expect(customerAreaGroups.size).toBe(5);
  for (const group of customerAreaGroups) {
    expect(group in stats.namedChunkGroups, group).toBe(true);
    expect(scripts(group).some((name) => hasAmplify(read(name))), group).toBe(true);
  }
});

test("no other page's scripts, nor the app's, contain Amplify", () => {
  const others = Object.keys(stats.namedChunkGroups).filter((group) => !customerAreaGroups.has(group));
  expect(others).toContain("app");
  expect(others.length).toBeGreaterThan(30);
  for (const group of others) {
    for (const name of scripts(group)) expect(hasAmplify(read(name)), `${group}: ${name}`).toBe(false);
  }
});

test("scripts loaded while browsing public pages and searching carry no Amplify", async ({ page }) => {
  const loaded: string[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script" && response.url().startsWith("http://localhost")) {
      loaded.push(response.url());
    }
  });
  for (const url of ["/", "/en/", "/blog/", "/solicite-sua-coleta/", "/es/nossa-essencia/"]) {
    await page.goto(url);
    await page.waitForLoadState("networkidle");
  }
  await page.locator("body").press("/");
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(loaded.length).toBeGreaterThan(5);
  for (const url of new Set(loaded)) {
    const file = new URL(url).pathname;
    if (file.startsWith("/pagefind/")) continue;
    expect(hasAmplify(read(file.slice(1))), file).toBe(false);
  }
});
