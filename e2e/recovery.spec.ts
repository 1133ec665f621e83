import { expect, test, type Page } from "./test";
import { heroTitle, strings } from "./content";
import { languages } from "../src/config/languages";
import { localizePath } from "../src/i18n/paths";

/**
 * Recovery from runtime failures on the production build: the 500 page, Gatsby's own recoveries as this site
 * gets them (page data retried, a missing chunk or a new deploy answered by loading the page in full, once),
 * the shared error boundaries (a lazily loaded part, a page that throws) and the progress bar of a slow
 * navigation. Failures are injected with page.route (the service worker is blocked here, as in every spec but
 * its own).
 */
const recovery = (language: (typeof languages)[number]) => strings(language, "common").recovery;
const target = "/nossa-essencia/";
const targetTitle = heroTitle("pt", "nossa-essencia");

/** A client-side navigation, as a click on a link makes (Gatsby's navigate). */
async function navigate(page: Page, to: string): Promise<void> {
  await page.evaluate((path) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(path), to);
}
/** Marks the current document: the mark is gone after a full page load, kept after a client-side navigation. */
const mark = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

/** Counts the full loads of a path (document requests) from now on. */
async function countDocumentLoads(page: Page, path: string): Promise<() => number> {
  let loads = 0;
  await page.route(new RegExp(`^[^?#]*//[^/]+${path.replace(/\//g, "\\/")}(\\?.*)?$`), async (route) => {
    if (route.request().resourceType() === "document") loads++;
    await route.continue();
  });
  return () => loads;
}

for (const language of languages) {
  test(`${language}: the 500 page says what happened, in the visitor's language, kept out of search engines`, async ({
    page,
  }) => {
    const response = await page.goto(localizePath("/500/", language));
    expect(response?.status()).toBe(200);
    await expect(page.locator("main h1")).toHaveText(heroTitle(language, "erro-servidor"));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.locator("html")).toHaveAttribute("lang", language === "pt" ? "pt-BR" : language);
  });
}

test("page data answering 500 shows the 500 page at the address the visitor went to", async ({ page }) => {
  await page.route(`**/page-data${target}page-data.json`, (route) =>
    route.fulfill({ status: 500, body: "Internal Server Error" }),
  );
  await page.goto("/");
  await mark(page);
  await navigate(page, target);
  await expect(page.locator("main h1")).toHaveText(heroTitle("pt", "erro-servidor"));
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  expect(await sameDocument(page)).toBe(true);
});

for (const language of ["en", "es"] as const) {
  test(`${language}: page data answering 500 at a ${language} address gives the ${language} 500 page`, async ({
    page,
  }) => {
    const to = localizePath(target, language);
    await page.route(`**/page-data${to}page-data.json`, (route) =>
      route.fulfill({ status: 500, body: "Internal Server Error" }),
    );
    await page.goto(localizePath("/", language));
    await navigate(page, to);
    await expect(page).toHaveURL(new RegExp(`${localizePath("/500/", language)}$`));
    await expect(page.locator("main h1")).toHaveText(heroTitle(language, "erro-servidor"));
    await expect(page.locator("html")).toHaveAttribute("lang", language);
  });
}

/**
 * Fails the requests for `url` (`error`; those `picked`) until the browser loads `target` in full, then goes from the
 * home page to `target` in a client-side navigation, which must end on `target`'s page: how many requests it failed.
 */
async function failUntilLoadedInFull(
  page: Page,
  url: string | RegExp,
  error: "failed" | "internetdisconnected",
  picked: (resourceType: string) => boolean = () => true,
): Promise<number> {
  let failing = true;
  let failed = 0;
  await page.route(url, async (route) => {
    if (!failing || !picked(route.request().resourceType())) return route.continue();
    failed++;
    await route.abort(error);
  });
  await page.goto("/");
  // The full load that follows the failures gets what failed again.
  await page.route(`**${target}`, async (route) => {
    if (route.request().resourceType() === "document") failing = false;
    await route.continue();
  });
  await mark(page);
  await navigate(page, target);
  await expect(page.locator("main h1")).toHaveText(targetTitle);
  return failed;
}

test("page data that fails is asked for 3 more times, then the page is loaded in full", async ({ page }) => {
  const attempts = await failUntilLoadedInFull(
    page,
    `**/page-data${target}page-data.json`,
    "failed",
    (type) => type === "xhr",
  );
  expect(attempts).toBe(4);
  expect(await sameDocument(page)).toBe(false);
});

test("a page whose code (chunk) cannot load is loaded in full at the address the visitor went to", async ({ page }) => {
  const blocked = await failUntilLoadedInFull(
    page,
    /\/component---src-templates-standard-page-query-tsx-[0-9a-f]+\.js$/,
    "internetdisconnected",
  );
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  expect(blocked).toBeGreaterThan(0);
  expect(await sameDocument(page)).toBe(false);
});

test("a new deploy seen on navigation (another compilation hash) loads the next page in full, once", async ({
  page,
}) => {
  let deployed = false;
  await page.route("**/page-data/app-data.json", async (route) => {
    const response = await route.fetch();
    const data = (await response.json()) as { webpackCompilationHash: string };
    await route.fulfill({
      response,
      json: deployed ? { ...data, webpackCompilationHash: "0123456789abcdef0123" } : data,
    });
  });
  await page.goto("/");
  const loads = await countDocumentLoads(page, target);
  await mark(page);
  deployed = true;
  // The full load gets the new build, whose hash is what app-data says from then on.
  await page.route(`**${target}`, async (route) => {
    if (route.request().resourceType() === "document") deployed = false;
    await route.fallback();
  });
  await navigate(page, target);
  await expect(page.locator("main h1")).toHaveText(targetTitle);
  expect(await sameDocument(page)).toBe(false);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  expect(loads()).toBe(1);
});

test("a page whose HTML is older than the site's data reloads once, not in a loop", async ({ page }) => {
  // A broken deploy: app-data.json always names another build than the page's HTML.
  await page.route("**/page-data/app-data.json", async (route) => {
    const response = await route.fetch();
    const data = (await response.json()) as { webpackCompilationHash: string };
    await route.fulfill({ response, json: { ...data, webpackCompilationHash: "0123456789abcdef0123" } });
  });
  const loads = await countDocumentLoads(page, "/g2/");
  await page.goto("/g2/", { waitUntil: "commit" });
  await expect.poll(loads).toBe(2);
  await expect(page.locator("main h1")).toHaveText(heroTitle("pt", "g2"));
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  expect(loads()).toBe(2);
});

test("a page that throws while it renders shows a message with Try again; header and footer stay", async ({ page }) => {
  let broken = true;
  await page.route(`**/page-data${target}page-data.json`, async (route) => {
    const response = await route.fetch();
    const data = (await response.json()) as {
      result: { pageContext: { resources: Record<string, { sections: unknown[] }> } };
    };
    // A section the page's component cannot render (its items are missing).
    if (broken)
      data.result.pageContext.resources["nossa-essencia"]!.sections = [{ type: "features", heading: "x", items: null }];
    await route.fulfill({ response, json: data });
  });
  await page.goto("/");
  await navigate(page, target);
  const text = recovery("pt");
  const alert = page.locator("main").getByRole("alert");
  await expect(alert).toContainText(text.pageFailed);
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  // The site still works: another page opens.
  broken = false;
  await navigate(page, "/g2/");
  await expect(page.locator("main h1")).toHaveText(heroTitle("pt", "g2"));
  await expect(alert).toHaveCount(0);
});

test("search whose code cannot load: a message in the modal, and the page goes on working", async ({ page }) => {
  const search = strings("pt", "common").search;
  await page.goto("/");
  await page.route(/\.js(\?.*)?$/, async (route) => {
    try {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('id:"search-input"')) return await route.abort("internetdisconnected");
      await route.fulfill({ response, body });
    } catch {
      // The page gave up this request meanwhile (a prefetch it no longer wanted): nothing to answer.
    }
  });
  await page.getByRole("button", { name: search.open }).first().click();
  const dialog = page.getByRole("dialog", { name: search.title });
  await expect(dialog.getByRole("alert")).toHaveText(search.error);
  await dialog.getByRole("button", { name: search.close }).click();
  await expect(dialog).toHaveCount(0);
  await navigate(page, target);
  await expect(page.locator("main h1")).toHaveText(targetTitle);
});

for (const language of ["pt", "en"] as const) {
  test(`${language}: a navigation slower than 1 s shows a progress bar and says it is loading`, async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const path = localizePath(target, language);
    await page.route(`**/page-data${path}page-data.json`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(localizePath("/", language));
    const status = page.locator("[data-navigation-status]");
    await expect(page.locator("[data-navigation-progress]")).toHaveCount(0);
    await expect(status).toHaveText("");
    // When the bar appears, measured in the page from the start of the navigation.
    const shownAfter = page.evaluate(
      (to) =>
        new Promise<number>((resolve) => {
          const started = performance.now();
          new MutationObserver((_, observer) => {
            if (!document.querySelector("[data-navigation-progress]")) return;
            observer.disconnect();
            resolve(performance.now() - started);
          }).observe(document.body, { childList: true, subtree: true });
          (window as unknown as { ___navigate: (to: string) => void }).___navigate(to);
        }),
      path,
    );
    expect(await shownAfter).toBeGreaterThanOrEqual(1000);
    const bar = page.locator("[data-navigation-progress]");
    await expect(bar).toBeVisible();
    await expect(bar).toHaveCSS("position", "fixed");
    await expect(status).toHaveText(recovery(language).loading);
    release();
    await expect(page.locator("main h1")).toHaveText(heroTitle(language, "nossa-essencia"));
    await expect(bar).toHaveCount(0);
    await expect(status).toHaveText("");
  });
}
