import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "./test";
import { heroTitle, strings } from "./content";
import { buildChangedCopy, changedTitleSuffix, sharedBuildB } from "./two-builds";
import { createServer } from "../scripts/lib/serve";

/**
 * A deploy while a visitor has the site open, with the service worker in place: two builds that differ (the
 * home page's title and the page code, so chunks and compilation hash change), served one after the other from
 * the same origin. The visitor gets the new version at the next navigation, with exactly one full page load,
 * and never old HTML with new chunks. Build B takes minutes: `npm run test:cms` runs this spec (with the CMS
 * rebuild, whose copy is built with these changes and serves as build B); SW_UPDATE_BUILD_B=<a built public/ dir>
 * names another.
 */
test.use({ serviceWorkers: "allow" });

type Build = "a" | "b";
const dirs: Record<Build, string> = { a: path.resolve("public"), b: "" };
let removeCopy: (() => void) | undefined;
let front: http.Server;
let origin = "";
let serving: Build = "a";
/** Full page loads (navigations) each build answered, and scripts it did not have once a page of it was loaded. */
const loads: Record<Build, string[]> = { a: [], b: [] };
const missingScripts: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(15 * 60_000);
  if (process.env.SW_UPDATE_BUILD_B) dirs.b = path.resolve(process.env.SW_UPDATE_BUILD_B);
  else if (fs.existsSync(path.join(sharedBuildB, "index.html")))
    dirs.b = sharedBuildB; // the CMS test's build
  else {
    const copy = await buildChangedCopy();
    dirs.b = copy.publicDir;
    removeCopy = copy.remove;
  }
  const outputsFile = path.join(process.env.E2E_BACKEND_DIR ?? "", "amplify_outputs.json");
  const servers = { a: createServer({ root: dirs.a, outputsFile }), b: createServer({ root: dirs.b, outputsFile }) };
  front = http.createServer((request, response) => {
    const build = serving;
    if (request.headers["sec-fetch-mode"] === "navigate") loads[build].push(request.url ?? "");
    // Before its first full load in build B, the page still runs build A, whose next page's chunks the deploy
    // removed: those misses are expected (Gatsby then loads the page in full). After it, nothing may be missing but
    // build A's own files: Gatsby sets `window.location` on seeing B's compilation hash and still renders the next
    // page with A's code meanwhile (reach's navigate runs after it), so A's document, already at the new address,
    // asks for A's chunks beside the full load. B's documents cannot name A's files (their HTML is B's: checked below).
    const newDocument = loads[build].length > 0;
    const filePath = new URL(request.url ?? "/", "http://localhost").pathname;
    const aLeftover = build === "b" && fs.existsSync(path.join(dirs.a, filePath));
    response.on("finish", () => {
      if (newDocument && !aLeftover && response.statusCode === 404 && /\.js(\?|$)/.test(request.url ?? ""))
        missingScripts.push(`${build}: ${request.url}`);
    });
    servers[build].emit("request", request, response);
  });
  await new Promise<void>((resolve) => front.listen(0, "localhost", resolve));
  origin = `http://localhost:${(front.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => front?.close(resolve));
  removeCopy?.();
});

const compilationHash = (build: Build) =>
  (
    JSON.parse(fs.readFileSync(path.join(dirs[build], "page-data/app-data.json"), "utf8")) as {
      webpackCompilationHash: string;
    }
  ).webpackCompilationHash;
const navigate = (page: Page, to: string) =>
  page.evaluate((path) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(path), to);

/** A page's H1 as a build wrote it (build B may be the CMS test's copy, whose G2 title its editor changed). */
const builtH1 = (build: Build, pagePath: string) =>
  (/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(fs.readFileSync(path.join(dirs[build], pagePath, "index.html"), "utf8"))?.[1] ?? "")
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&");

test("after a deploy the next navigation brings the new version: one full load, never old HTML with new chunks", async ({
  page,
  context,
}) => {
  // Two installs of the worker (each precaches 19 files, 860 KB) and eight navigations: 9.8 s on a quiet machine,
  // of which 4.3 s waiting for build A's worker to take control and 3 s for build B's to hold its precache. In the
  // CI of record, beside the lock regeneration (`npm ci` of ~1,500 packages: disk and CPU), the same test ran
  // past the default 30 s at its last navigation; 24 runs here, quiet, beside two busy loops and beside that
  // step, took 9.3–11.3 s. The limit is for a slow machine, not a hang: each step keeps its own timeout.
  test.setTimeout(90_000);
  expect(compilationHash("b")).not.toBe(compilationHash("a"));
  const g2TitleB = builtH1("b", "g2");
  expect(g2TitleB).not.toBe("");
  const titleA = heroTitle("pt", "home");
  await page.goto(`${origin}/`);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
  await expect(page.locator("main h1")).toHaveText(titleA);
  await navigate(page, "/nossa-essencia/");
  await expect(page.locator("main h1")).toHaveText(heroTitle("pt", "nossa-essencia"));
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

  // The deploy. The next page not yet shown in this visit (Gatsby keeps the ones it has shown in memory, old
  // chunks and all, so those stay consistent) fetches its data, sees B's compilation hash, and loads in full.
  serving = "b";
  await navigate(page, "/g2/");
  await expect(page.locator("html")).toHaveAttribute("data-build", "b");
  await expect(page.locator("main h1")).toHaveText(g2TitleB);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBeUndefined();
  expect(
    await page.evaluate(() => (window as unknown as { ___webpackCompilationHash: string }).___webpackCompilationHash),
  ).toBe(compilationHash("b"));
  // The full load hands its address to the worker once the browser is idle (src/features/service-worker/register.ts),
  // which stores it and says so (`data-offline-ready`). On a loaded machine that came after the next navigation,
  // and the address handed over was then "/", stored as build B's page: a correct page, but not the state this
  // test sets up below. Wait for it, as a visitor's idle browser would have done long before they clicked.
  await expect(page.locator("html")).toHaveAttribute("data-offline-ready", "", { timeout: 30_000 });
  expect(loads.b).toEqual(["/g2/"]);
  // From then on the visit is build B's, without another full load.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await navigate(page, "/");
  await expect(page.locator("main h1")).toHaveText(`${titleA}${changedTitleSuffix}`);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  expect(loads.b).toEqual(["/g2/"]);

  // Every script of the new page is build B's, and none it asked for was missing.
  const scripts = await page.evaluate(() => Array.from(document.scripts, (script) => script.src).filter(Boolean));
  expect(scripts.length).toBeGreaterThan(2);
  for (const src of scripts) expect(fs.existsSync(path.join(dirs.b, new URL(src).pathname)), src).toBe(true);
  expect(missingScripts).toEqual([]);

  // The worker itself is replaced by B's: its precache holds B's files.
  const appB = /src="(\/app-[0-9a-f]+\.js)"/.exec(fs.readFileSync(path.join(dirs.b, "index.html"), "utf8"))?.[1];
  expect(appB).toBeTruthy();
  await expect
    .poll(() =>
      page.evaluate(async (app) => {
        for (const name of await caches.keys()) {
          if (
            name.startsWith("workbox-precache") &&
            (await (await caches.open(name)).match(new URL(app, location.origin).href))
          )
            return true;
        }
        return false;
      }, appB!),
    )
    .toBe(true);

  // Offline afterwards: the page loaded in full in build B opens, B's; the home page, cached in build A and
  // since then shown from B's data, is not served as A's HTML with B's data: the offline page answers instead.
  await context.setOffline(true);
  await page.goto(`${origin}/g2/`);
  await expect(page.locator("main h1")).toHaveText(g2TitleB);
  await expect(page.locator("html")).toHaveAttribute("data-build", "b");
  await page.goto(`${origin}/`, { waitUntil: "load" });
  await expect(page.locator("h1")).toHaveText(strings("pt", "offline").heading);
});
