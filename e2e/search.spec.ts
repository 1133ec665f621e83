import { axe } from "./axe";
import { expect, test, type Page } from "./test";
import { fill, strings } from "./content";

/** The search modal on the production build, with the real Pagefind index built by `npm run build`. */
const search = (language: "pt" | "en" | "es") => strings(language, "common").search;

const openWithSlash = async (page: Page) => {
  await page.locator("body").press("/");
  await expect(page.getByRole("dialog")).toBeVisible();
};
const resultPaths = (page: Page) =>
  page.locator("[data-search-result]").evaluateAll((links) => links.map((link) => link.getAttribute("href")));

/** Every result of the query in the open modal: scrolls to the last one until all of them are listed. */
async function allResultPaths(page: Page, language: "pt" | "en" | "es", query: string): Promise<string[]> {
  await page.getByLabel(search(language).label).fill(query);
  const results = page.locator("[data-search-result]");
  await expect(results.first()).toBeVisible();
  const total = Number(/\d+/.exec((await page.getByRole("status").first().textContent()) ?? "")?.[0]);
  expect(total).toBeGreaterThan(0);
  while ((await results.count()) < total) {
    const shown = await results.count();
    await results.last().scrollIntoViewIfNeeded();
    await expect.poll(() => results.count()).toBeGreaterThan(shown);
  }
  await expect(results).toHaveCount(total);
  return (await resultPaths(page)).map(String);
}

/** Both directions: every page one spelling finds, the other finds too, and the other way round. */
const sameSet = (a: string[], b: string[]) => {
  expect(new Set(a).size).toBe(a.length);
  expect(a.filter((path) => !b.includes(path))).toEqual([]);
  expect(b.filter((path) => !a.includes(path))).toEqual([]);
};

test("pt: 'oleo' and 'óleo' find the same pages", async ({ page }) => {
  await page.goto("/");
  await openWithSlash(page);
  sameSet(await allResultPaths(page, "pt", "óleo"), await allResultPaths(page, "pt", "oleo"));
});

test("es: 'gestion' and 'gestión' find the same pages", async ({ page }) => {
  await page.goto("/es/");
  await openWithSlash(page);
  const accented = await allResultPaths(page, "es", "gestión");
  for (const path of accented) expect(path).toMatch(/^\/es\//);
  sameSet(accented, await allResultPaths(page, "es", "gestion"));
});

/** The words customers use (src/content/query-words.ts) lead to the pages about them first. */
const byCustomersWords: ["pt" | "en" | "es", string, string[]][] = [
  ["pt", "preço da coleta", ["/coleta-de-oleo-lubrificante-usado/", "/solicite-sua-coleta/"]],
  ["pt", "oleo queimado de graça", ["/coleta-de-oleo-lubrificante-usado/", "/solicite-sua-coleta/"]],
  ["pt", "vagas", ["/gente/"]],
  ["en", "waste oil pickup cost", ["/en/coleta-de-oleo-lubrificante-usado/", "/en/solicite-sua-coleta/"]],
  ["es", "precio de la recolección", ["/es/coleta-de-oleo-lubrificante-usado/", "/es/solicite-sua-coleta/"]],
];
for (const [language, query, expected] of byCustomersWords) {
  test(`${language}: "${query}" finds ${expected.join(" or ")} first`, async ({ page }) => {
    await page.goto(language === "pt" ? "/" : `/${language}/`);
    await openWithSlash(page);
    await page.getByLabel(search(language).label).fill(query);
    await expect(page.getByRole("status").first()).toContainText(/\d/, { timeout: 20_000 }); // the count: all are listed
    await expect(page.locator("[data-search-result]").first()).toBeVisible();
    const [first] = await resultPaths(page);
    expect(expected).toContain(first);
  });
}

test("en: a search returns only English pages, and the dataLayer gets the event", async ({ page }) => {
  await page.goto("/en/");
  await page.evaluate(() => ((window as unknown as { dataLayer: unknown[] }).dataLayer = []));
  await openWithSlash(page);
  await page.getByLabel(search("en").label).fill("re-refining");
  await expect(page.locator("[data-search-result]").first()).toBeVisible();
  const paths = await resultPaths(page);
  expect(paths.length).toBeGreaterThan(0);
  for (const path of paths) expect(path).toMatch(/^\/en\//);
  const events = await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer);
  expect(events).toContainEqual({ event: "search", action: "search", label: "re-refining" });
});

test("scrolling to the last result loads the next page", async ({ page }) => {
  await page.goto("/");
  await openWithSlash(page);
  await page.getByLabel(search("pt").label).fill("óleo");
  await expect(page.locator("[data-search-result]")).toHaveCount(10);
  await page.locator("[data-search-result]").last().scrollIntoViewIfNeeded();
  await expect(page.locator("[data-search-result]")).toHaveCount(20);
  await expect(page.getByRole("status").first()).toContainText("página 2");
});

test("a nonsense query says there are no results", async ({ page }) => {
  await page.goto("/es/");
  await openWithSlash(page);
  await page.getByLabel(search("es").label).fill("xqzwvj");
  await expect(page.getByRole("status").first()).toHaveText(fill(search("es").noResults, { query: "xqzwvj" }));
});

test("keyboard: / opens, arrows move through results, Enter opens one, Esc closes and gives focus back", async ({
  page,
}) => {
  await page.goto("/");
  await openWithSlash(page);
  await expect(page.getByLabel(search("pt").label)).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.style.overflow || document.body.style.overflow)).toBe(
    "hidden",
  );
  await page.keyboard.type("certificado");
  await expect(page.locator("[data-search-result]").first()).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  const second = page.locator("[data-search-result]").nth(1);
  await expect(second).toBeFocused();
  const target = await second.getAttribute("href");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(target!);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await openWithSlash(page);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("button", { name: search("pt").open })).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.style.overflow || document.body.style.overflow)).toBe("");
});

test("reopening starts empty, and no Pagefind code loads before the search opens", async ({ page }) => {
  const loaded: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/pagefind/")) loaded.push(request.url());
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(loaded).toEqual([]);
  await page.getByRole("button", { name: search("pt").open }).click();
  await page.getByLabel(search("pt").label).fill("g2");
  await expect(page.locator("[data-search-result]").first()).toBeVisible();
  expect(loaded.some((url) => url.endsWith("/pagefind/pagefind.js"))).toBe(true);
  await page.getByRole("button", { name: search("pt").close }).click();
  await page.getByRole("button", { name: search("pt").open }).click();
  await expect(page.getByLabel(search("pt").label)).toHaveValue("");
  await expect(page.locator("[data-search-result]")).toHaveCount(0);
});

test("the open modal with results has no accessibility violations", async ({ page }) => {
  await page.goto("/en/");
  await openWithSlash(page);
  await page.getByLabel(search("en").label).fill("collection");
  await expect(page.locator("[data-search-result]").first()).toBeVisible();
  const results = await axe(page, '[role="dialog"]').analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});
