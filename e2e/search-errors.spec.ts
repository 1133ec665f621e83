import { expect, test, type Page } from "./test";
import { strings } from "./content";
import { languages, type Language } from "../src/config/languages";
import { localizePath } from "../src/i18n/paths";

/**
 * The search when the network fails it: the modal's own script (a chunk loaded on first open) or Pagefind's
 * (`/pagefind/pagefind.js`, loaded on the first query). The visitor gets a message in their language and a
 * Retry button that works once the network is back; the page around it never goes blank.
 */
const search = (language: Language) => strings(language, "common").search;

/** The lazy-loaded modal's chunk: the script that renders the search field. */
const isModalChunk = (body: string) => body.includes('id:"search-input"');
const pagefindScript = /\/pagefind\/pagefind\.js(\?.*)?$/;
type Route = Parameters<Parameters<Page["route"]>[1]>[0];

/**
 * Makes the browser see a network failure for the modal's chunk or Pagefind's script until the returned
 * `unblock()`; counts the blocked requests.
 */
async function block(
  page: Page,
  what: "modal" | "pagefind",
): Promise<{ unblock: () => Promise<void>; blocked: () => number }> {
  let count = 0;
  const pattern = what === "pagefind" ? pagefindScript : /\.js(\?.*)?$/;
  const handler = async (route: Route) => {
    const response = what === "modal" ? await route.fetch() : undefined;
    if (response && !isModalChunk(await response.text())) return route.fulfill({ response });
    count++;
    await route.abort("internetdisconnected");
  };
  await page.route(pattern, handler);
  return { unblock: () => page.unroute(pattern, handler), blocked: () => count };
}

/** The page around the search still shows: header, the page's heading and footer; no uncaught error. */
async function pageStillThere(page: Page, errors: Error[]) {
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.locator("main h1").first()).toBeVisible();
  expect(errors).toEqual([]);
}

for (const language of languages) {
  const text = search(language);

  test(`${language}: the modal's script fails to load: a message, Retry works once the network is back`, async ({
    page,
  }) => {
    const errors: Error[] = [];
    page.on("pageerror", (error) => errors.push(error));
    await page.goto(localizePath("/", language));
    const network = await block(page, "modal");

    await page.getByRole("button", { name: text.open }).click();
    const dialog = page.getByRole("dialog", { name: text.title });
    await expect(dialog.getByRole("alert")).toHaveText(text.error);
    expect(network.blocked()).toBeGreaterThan(0);
    const retry = dialog.getByRole("button", { name: text.retry });
    await expect(retry).toBeFocused();
    await pageStillThere(page, errors);

    // Retry while still offline: the same message again, nothing breaks.
    const before = network.blocked();
    await retry.click();
    await expect.poll(() => network.blocked()).toBeGreaterThan(before);
    await expect(dialog.getByRole("alert")).toHaveText(text.error);
    await expect(dialog.getByRole("button", { name: text.retry })).toBeVisible();

    await network.unblock();
    await dialog.getByRole("button", { name: text.retry }).click();
    const input = page.getByLabel(text.label);
    await expect(input).toBeFocused();
    await input.fill("g2");
    await expect(page.locator("[data-search-result]").first()).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await pageStillThere(page, errors);
  });

  test(`${language}: Pagefind's script fails to load: a message, Retry works once the network is back`, async ({
    page,
  }) => {
    const errors: Error[] = [];
    page.on("pageerror", (error) => errors.push(error));
    await page.goto(localizePath("/", language));
    const network = await block(page, "pagefind");

    await page.getByRole("button", { name: text.open }).click();
    await page.getByLabel(text.label).fill("g2");
    const dialog = page.getByRole("dialog", { name: text.title });
    await expect(dialog.getByRole("alert")).toContainText(text.error);
    expect(network.blocked()).toBeGreaterThan(0);
    await expect(page.locator("[data-search-result]")).toHaveCount(0);
    await pageStillThere(page, errors);

    const before = network.blocked();
    await dialog.getByRole("button", { name: text.retry }).click();
    await expect.poll(() => network.blocked()).toBeGreaterThan(before);
    await expect(dialog.getByRole("alert")).toContainText(text.error);

    await network.unblock();
    await dialog.getByRole("button", { name: text.retry }).click();
    await expect(page.locator("[data-search-result]").first()).toBeVisible();
    for (const href of await page
      .locator("[data-search-result]")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
      expect(href?.startsWith(localizePath("/", language))).toBe(true);
    }
    await expect(dialog.getByRole("alert")).toHaveCount(0);
    await expect(page.getByLabel(text.label)).toHaveValue("g2");
    await pageStillThere(page, errors);
  });
}

test("the message for a modal that did not load closes with Esc and gives focus back", async ({ page }) => {
  await page.goto("/");
  await block(page, "modal");
  const text = search("pt");
  await page.getByRole("button", { name: text.open }).click();
  await expect(page.getByRole("dialog").getByRole("alert")).toHaveText(text.error);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("button", { name: text.open })).toBeFocused();
});

test("a modal that breaks while rendering leaves the page up, with the same message", async ({ page }) => {
  const errors: Error[] = [];
  page.on("pageerror", (error) => errors.push(error));
  await page.goto("/en/");
  // The modal's real chunk, changed so that rendering it throws.
  await page.route(/\.js(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!isModalChunk(body)) return route.fulfill({ response });
    expect(body).toContain('id:"search-title"');
    await route.fulfill({
      response,
      body: body.replace('id:"search-title"', 'id:(()=>{throw new Error("broken on purpose")})()'),
    });
  });
  const text = search("en");
  await page.getByRole("button", { name: text.open }).click();
  await expect(page.getByRole("dialog", { name: text.title }).getByRole("alert")).toHaveText(text.error);
  await expect(page.getByLabel(text.label)).toHaveCount(0);
  await pageStillThere(page, errors);
  await page.getByRole("button", { name: text.close }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("button", { name: text.open })).toBeFocused();
});
