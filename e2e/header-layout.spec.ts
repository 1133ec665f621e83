import type { Locator } from "@playwright/test";
import { expect, test, type Page } from "./test";
import { languages } from "../src/config/languages";
import { localizePath } from "../src/i18n/paths";
import { collectionFormPath } from "../src/config/routes";
import { strings, type Locale } from "./content";

/**
 * Defects of the header and the page frame found by hand (issue 17): the logo mark squeezed on phones, the
 * page jumping when the menu or the search closes, the scroll-to-top link over the footer's icons, content
 * showing through the header, and the header's "request a collection" button.
 */
const common = Object.fromEntries(languages.map((language) => [language, strings(language, "common")])) as Record<
  (typeof languages)[number],
  Locale<"common">
>;

/** Lets the browser run `frames` animation frames (a smooth scroll started by a focus shows by then). */
const frames = (page: Page, count = 10) =>
  page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
        step(n);
      }),
    count,
  );

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/**
 * Clicks where the control is, as a finger does. (Playwright's own click first scrolls the element "into view",
 * and with the root's scroll-padding-top that scrolls the page even for a control of the sticky header.)
 */
async function tap(page: Page, locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  expect(box, "the control is on screen").not.toBeNull();
  await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
}

test.describe("the logo", () => {
  for (const width of [360, 390]) {
    test(`keeps its mark's size at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const language of languages) {
        await page.goto(localizePath("/nossa-essencia/", language));
        const mark = page
          .getByRole("banner")
          .getByRole("link", { name: common[language].header.homeLabel })
          .locator("svg");
        const box = await mark.boundingBox();
        expect(box, language).not.toBeNull();
        expect(box!.height, `${language}: mark height`).toBeGreaterThanOrEqual(30);
        expect(box!.width, `${language}: mark width`).toBeGreaterThanOrEqual(30);
      }
    });
  }
});

test.describe("closing an overlay leaves the page where it was", () => {
  test.use({ viewport: { width: 390, height: 800 }, hasTouch: true });

  async function scrolledDown(page: Page): Promise<number> {
    await page.goto("/politica-de-privacidade/");
    await page.evaluate(() => window.scrollTo({ top: 1800, behavior: "instant" }));
    await expect.poll(() => scrollY(page)).toBe(1800);
    return 1800;
  }

  test("the mobile menu, closed by its button and by Escape", async ({ page }) => {
    const y = await scrolledDown(page);
    const open = page.getByRole("button", { name: common.pt.header.openMenu });
    const dialog = page.getByRole("dialog");

    await tap(page, open);
    await expect(dialog.getByRole("button", { name: common.pt.header.closeMenu })).toBeFocused();
    await frames(page);
    expect(Math.abs((await scrollY(page)) - y), "while open").toBeLessThanOrEqual(1);
    await tap(page, dialog.getByRole("button", { name: common.pt.header.closeMenu }));
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    await frames(page);
    expect(Math.abs((await scrollY(page)) - y), "after the close button").toBeLessThanOrEqual(1);

    await tap(page, open);
    await expect(dialog.getByRole("button", { name: common.pt.header.closeMenu })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    await frames(page);
    expect(Math.abs((await scrollY(page)) - y), "after Escape").toBeLessThanOrEqual(1);
  });

  test("the search, closed by Escape and by its close button", async ({ page }) => {
    const y = await scrolledDown(page);
    const button = page.getByRole("banner").getByRole("button", { name: common.pt.search.open });
    const dialog = page.getByRole("dialog");

    await tap(page, button);
    await expect(dialog.getByRole("searchbox").or(dialog.getByRole("textbox")).first()).toBeFocused();
    await frames(page);
    expect(Math.abs((await scrollY(page)) - y), "while open").toBeLessThanOrEqual(1);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await frames(page);
    expect(Math.abs((await scrollY(page)) - y), "after Escape").toBeLessThanOrEqual(1);

    await tap(page, button);
    await expect(dialog.getByRole("searchbox").or(dialog.getByRole("textbox")).first()).toBeFocused();
    await tap(page, dialog.getByRole("button", { name: common.pt.search.close }));
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await frames(page);
    expect(Math.abs((await scrollY(page)) - y), "after the close button").toBeLessThanOrEqual(1);
  });
});

test.describe("the scroll-to-top link", () => {
  for (const width of [360, 390, 1280]) {
    test(`covers none of the footer's links at the end of the page, ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const url of ["/nossa-essencia/", "/es/politica-de-privacidade/"]) {
        await page.goto(url);
        await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
        await expect
          .poll(() =>
            page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1),
          )
          .toBe(true);
        const link = page.getByTestId("scroll-to-top");
        // Shown, and done moving in (its transition ends with no transform).
        await expect(link).toHaveCSS("opacity", "1");
        await expect(link).toHaveCSS("transform", "none");
        const overlaps = await page.evaluate(() => {
          const button = document.querySelector('[data-testid="scroll-to-top"]')!.getBoundingClientRect();
          return Array.from(document.querySelectorAll("footer a, footer button"))
            .map((element) => ({ element, box: element.getBoundingClientRect() }))
            .filter(
              ({ box }) =>
                box.width > 0 &&
                box.left < button.right &&
                box.right > button.left &&
                box.top < button.bottom &&
                box.bottom > button.top,
            )
            .map(({ element }) => element.getAttribute("href") ?? element.textContent);
        });
        expect(overlaps, `${url} at ${width}px`).toEqual([]);
      }
    });
  }
});

test("the header is opaque: nothing shows through it", async ({ page }) => {
  await page.goto("/");
  const style = await page.getByRole("banner").evaluate((header) => {
    const computed = getComputedStyle(header);
    return { background: computed.backgroundColor, backdrop: computed.backdropFilter, opacity: computed.opacity };
  });
  // rgb(…) has alpha 1; rgba(…, a) and "transparent" do not.
  expect(style.background).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
  expect(style.backdrop).toBe("none");
  expect(style.opacity).toBe("1");
});

test.describe("the header's 'request a collection' button", () => {
  test("leads to the collection form in the visitor's language, in the bar from 1024 px and in the menu below", async ({
    page,
  }) => {
    for (const language of languages) {
      const label = common[language].nav.requestCollection;
      // The form itself, not the top of its page (issue 26; e2e/collection-form.spec.ts checks where it lands).
      const target = localizePath(collectionFormPath, language);
      await page.setViewportSize({ width: 1024, height: 800 });
      await page.goto(localizePath("/nossa-essencia/", language));
      const inBar = page.getByRole("banner").getByRole("link", { name: label, exact: true });
      await expect(inBar.first()).toBeVisible();
      await expect(inBar.first()).toHaveAttribute("href", target);

      await page.setViewportSize({ width: 390, height: 800 });
      await expect(page.locator("header [data-header-cta]")).toBeHidden();
      await page.getByRole("button", { name: common[language].header.openMenu }).click();
      const inMenu = page.getByRole("dialog").getByRole("link", { name: label, exact: true });
      await expect(inMenu).toBeVisible();
      await expect(inMenu).toHaveAttribute("href", target);
      await inMenu.click();
      await expect(page).toHaveURL(target);
      await expect(page.getByRole("dialog")).toBeHidden();
    }
  });

  test("is not offered on the collection page itself, neither in the bar nor in the menu", async ({ page }) => {
    for (const language of languages) {
      await page.setViewportSize({ width: 1100, height: 800 });
      await page.goto(localizePath("/solicite-sua-coleta/", language));
      await expect(page.locator("header [data-header-cta], header [data-menu-cta]")).toHaveCount(0);
    }
  });

  test("sits beside the desktop menu, which comes in at 1024 px in every language", async ({ page }) => {
    for (const [language, width] of [
      ["en", 1024],
      ["pt", 1024],
      ["es", 1024],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(localizePath("/", language));
      await expect(page.getByRole("navigation", { name: common[language].header.mainNav }).first()).toBeVisible();
      await expect(page.getByRole("button", { name: common[language].header.openMenu })).toBeHidden();
      await expect(page.locator("header [data-header-cta]")).toBeVisible();
    }
  });
});
