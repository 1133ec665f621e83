import { expect, test, type Page } from "./test";
import { languages, type Language } from "../src/config/languages";
import { localizePath } from "../src/i18n/paths";
import { strings, type Locale } from "./content";

/**
 * Issue 27, "The header and the frame" and "Look": the desktop menu from 1024 px in every language, the flags on a
 * phone's bar, dropdowns by keyboard and touch, and the review's visual defects (a word broken mid-way, a clipped
 * table, the hero's ring cut flat, the breadcrumb wrapping, the consent banner covering half a phone, the
 * assistant's button over the hero's text, images' solid placeholders).
 */
const common = Object.fromEntries(languages.map((language) => [language, strings(language, "common")])) as Record<
  Language,
  Locale<"common">
>;

type Box = { name: string; left: number; right: number; top: number; bottom: number; width: number; height: number };

/** The header bar's visible items, each on its own: the logo, each entry of the menu, the buttons, each flag. */
async function headerItems(
  page: Page,
): Promise<{ items: Box[]; header: Box; scrollWidth: number; clientWidth: number }> {
  return page.evaluate(() => {
    const box = (element: Element, name: string) => {
      const rect = element.getBoundingClientRect();
      return {
        name,
        left: rect.left,
        right: rect.right,
        top: rect.top,
        bottom: rect.bottom,
        width: rect.width,
        height: rect.height,
      };
    };
    const header = document.querySelector("header")!;
    const outsideMenu = (element: Element) => !element.closest("#mobile-menu");
    const pick = (selector: string, name: (element: Element) => string) =>
      Array.from(header.querySelectorAll(selector))
        .filter(outsideMenu)
        .filter((element) => {
          const rect = element.getBoundingClientRect();
          return rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== "hidden";
        })
        .map((element) => box(element, name(element)));
    const items = [
      ...pick("header > div > a:first-child", () => "logo"),
      ...pick("nav > ul > li", (element) => `menu "${element.textContent}"`),
      ...pick("[data-header-cta]", () => "collection button"),
      ...pick("[data-search-button]", () => "search"),
      ...pick("[data-account-entry]", () => "sign-in"),
      ...pick("a[data-language]", (element) => `flag ${element.getAttribute("data-language")}`),
      ...pick('button[aria-controls="mobile-menu"]', () => "menu button"),
    ].sort((a, b) => a.left - b.left);
    return {
      items,
      header: box(header, "header"),
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    };
  });
}

/** Each item inside the screen and the header, and clear of the next one. */
function expectSideBySide(report: Awaited<ReturnType<typeof headerItems>>, where: string) {
  expect(report.scrollWidth, `${where}: no sideways scroll`).toBeLessThanOrEqual(report.clientWidth);
  report.items.forEach((item, index) => {
    expect(item.left, `${where}: ${item.name} on screen (left)`).toBeGreaterThanOrEqual(0);
    expect(item.right, `${where}: ${item.name} on screen (right)`).toBeLessThanOrEqual(report.clientWidth);
    expect(item.top, `${where}: ${item.name} inside the header`).toBeGreaterThanOrEqual(report.header.top);
    expect(item.bottom, `${where}: ${item.name} inside the header`).toBeLessThanOrEqual(report.header.bottom);
    const next = report.items[index + 1];
    if (next) expect(item.right, `${where}: ${item.name} clear of ${next.name}`).toBeLessThanOrEqual(next.left + 0.5);
  });
}

test.describe("the desktop header", () => {
  for (const width of [1024, 1280, 1366]) {
    test(`fits at ${width} px in pt, en and es: the menu, the collection button, search, sign-in and flags side by side`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const language of languages) {
        await page.goto(localizePath("/nossa-essencia/", language));
        const nav = page.getByRole("banner").getByRole("navigation", { name: common[language].header.mainNav });
        await expect(nav).toBeVisible();
        await expect(page.getByRole("button", { name: common[language].header.openMenu })).toBeHidden();
        const report = await headerItems(page);
        const names = report.items.map((item) => item.name);
        // Company, solutions, products; in Portuguese the blog and investor relations too.
        expect(
          names.filter((name) => name.startsWith("menu ")),
          `${language} at ${width}px`,
        ).toHaveLength(language === "pt" ? 5 : 3);
        for (const name of ["logo", "collection button", "search", "sign-in", "flag pt", "flag en", "flag es"])
          expect(names, `${language} at ${width}px`).toContain(name);
        expect(names).not.toContain("menu button");
        expectSideBySide(report, `${language} at ${width}px`);
        // Every entry's text whole: none cut by its box.
        const clipped = await nav
          .locator("ul > li > a, ul > li > button")
          .evaluateAll((elements) =>
            elements.filter((element) => element.scrollWidth > element.clientWidth + 0.5).map((e) => e.textContent),
          );
        expect(clipped, `${language} at ${width}px`).toEqual([]);
      }
    });
  }

  test("gives way to the menu button at 1023 px", async ({ page }) => {
    await page.setViewportSize({ width: 1023, height: 800 });
    for (const language of languages) {
      await page.goto(localizePath("/nossa-essencia/", language));
      await expect(page.getByRole("button", { name: common[language].header.openMenu })).toBeVisible();
      await expect(
        page.getByRole("banner").getByRole("navigation", { name: common[language].header.mainNav }),
      ).toBeHidden();
      expectSideBySide(await headerItems(page), `${language} at 1023px`);
    }
  });

  test("highlights the current page's entry at 1024 px: its group, and the page in the open dropdown", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    for (const [path, group, link] of [
      ["/nossa-essencia/", "company", "essence"],
      ["/fale-com-a-gente/", "company", "contact"],
      ["/nossas-solucoes/", "solutions", "allSolutions"],
      ["/g2/", "products", "g2"],
    ] as const) {
      for (const language of ["pt", "es"] as const) {
        await page.goto(localizePath(path, language));
        const nav = page.getByRole("banner").getByRole("navigation", { name: common[language].header.mainNav });
        const trigger = nav.getByRole("button", { name: common[language].nav[group] });
        await expect(trigger, `${path} ${language}`).toHaveClass(/current/);
        // One group only.
        await expect(nav.locator("button[class*=current]")).toHaveCount(1);
        await trigger.click();
        await expect(nav.getByRole("link", { name: common[language].nav[link], exact: true })).toHaveAttribute(
          "aria-current",
          "page",
        );
      }
    }
  });

  test("a dropdown from the keyboard: Enter and Space toggle, arrows move through its links, Esc closes", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto("/en/");
    const { nav: labels, header } = common.en;
    const nav = page.getByRole("banner").getByRole("navigation", { name: header.mainNav });
    const company = nav.getByRole("button", { name: labels.company });
    await company.focus();
    await page.keyboard.press("Enter");
    await expect(company).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Space");
    await expect(company).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("ArrowDown");
    await expect(company).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: labels.essence })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: labels.sustainability })).toBeFocused();
    await page.keyboard.press("End");
    await expect(nav.getByRole("link", { name: labels.contact })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: labels.essence })).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(nav.getByRole("link", { name: labels.contact })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(company).toHaveAttribute("aria-expanded", "false");
    await expect(company).toBeFocused();
    // Tab leaves the closed group for the next entry, not into its hidden links.
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("button", { name: labels.solutions })).toBeFocused();
  });
});

test.describe("a tablet's touch", () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true });

  test("a tap opens a dropdown and keeps it open; a second tap closes it; a tap on a link follows it", async ({
    page,
  }) => {
    await page.goto("/");
    const nav = page.getByRole("banner").getByRole("navigation", { name: common.pt.header.mainNav });
    const products = nav.getByRole("button", { name: common.pt.nav.products });
    await products.tap();
    await expect(products).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: common.pt.nav.lwVolt })).toBeVisible();
    await products.tap();
    await expect(products).toHaveAttribute("aria-expanded", "false");
    await products.tap();
    await nav.getByRole("link", { name: common.pt.nav.lwVolt }).tap();
    await expect(page).toHaveURL("/lw-volt/");
    await expect(nav.getByRole("button", { name: common.pt.nav.products })).toHaveClass(/current/);
  });
});

test.describe("the phone's header", () => {
  for (const width of [360, 390]) {
    test(`shows the three flags at ${width} px beside the whole logo, search and the menu button`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const language of languages) {
        await page.goto(localizePath("/nossa-essencia/", language));
        const report = await headerItems(page);
        const names = report.items.map((item) => item.name);
        expect(names, `${language} at ${width}px`).toEqual([
          "logo",
          "search",
          "flag pt",
          "flag en",
          "flag es",
          "menu button",
        ]);
        expectSideBySide(report, `${language} at ${width}px`);
        for (const item of report.items) {
          // WCAG 2.5.8: targets of at least 24 × 24 px.
          expect(item.width, `${language} at ${width}px: ${item.name}`).toBeGreaterThanOrEqual(24);
          expect(item.height, `${language} at ${width}px: ${item.name}`).toBeGreaterThanOrEqual(24);
        }
        // The logo keeps its mark and its whole name.
        const logo = page.getByRole("banner").getByRole("link", { name: common[language].header.homeLabel });
        const mark = await logo.locator("svg").boundingBox();
        expect(mark!.width, `${language} at ${width}px: logo mark`).toBeGreaterThanOrEqual(30);
        expect(await logo.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
        // The current language is marked, and sign-in is the menu's.
        await expect(page.locator(`header a[data-language="${language}"]`).first()).toHaveAttribute(
          "aria-current",
          "true",
        );
      }
      await page.getByRole("button", { name: common.es.header.openMenu }).click();
      await expect(
        page.getByRole("dialog").getByRole("link", { name: common.es.header.signIn, exact: true }),
      ).toBeVisible();
    });
  }

  test("the menu's sheet keeps a phone's column on a tablet: no buttons hundreds of pixels wide", async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    await page.goto("/");
    await page.getByRole("button", { name: common.pt.header.openMenu }).click();
    const dialog = page.getByRole("dialog");
    const cta = await dialog.getByRole("link", { name: common.pt.nav.requestCollection, exact: true }).boundingBox();
    expect(cta!.width).toBeLessThanOrEqual(480);
    // Centred.
    expect(Math.abs(cta!.x + cta!.width / 2 - 450)).toBeLessThanOrEqual(20);
  });
});

test.describe("the review's visual fixes", () => {
  test("G2: no process title broken inside a word, and the data table whole, from 1024 to 1920 px", async ({
    page,
  }) => {
    for (const language of languages) {
      await page.setViewportSize({ width: 1024, height: 800 });
      await page.goto(localizePath("/g2/", language));
      for (const width of [1024, 1200, 1280, 1366, 1920]) {
        await page.setViewportSize({ width, height: 800 });
        await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width);
        const broken = await page.locator("ol h3").evaluateAll((titles) =>
          titles.flatMap((title) => {
            const text = title.firstChild!;
            const words: string[] = [];
            let at = 0;
            for (const word of (text.textContent ?? "").split(" ")) {
              const range = document.createRange();
              range.setStart(text, at);
              range.setEnd(text, at + word.length);
              // A word on one line has one box; a word broken over two lines has two.
              if (word && range.getClientRects().length > 1) words.push(word);
              at += word.length + 1;
            }
            return words;
          }),
        );
        expect(broken, `${language} at ${width}px`).toEqual([]);
        if (width >= 1280) {
          const table = page.locator("table").first().locator("xpath=..");
          expect(
            await table.evaluate((scroller) => scroller.scrollWidth - scroller.clientWidth),
            `${language} at ${width}px: the table scrolls sideways`,
          ).toBeLessThanOrEqual(0);
        }
      }
    }
  });

  test("the hero's ring ends above the hero's bottom (never cut flat by it)", async ({ page }) => {
    for (const width of [360, 768, 1366, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ["/", "/fale-com-a-gente/", "/lei-lgpd/", "/en/g2/"]) {
        await page.goto(path);
        const { ringBottom, heroHeight } = await page
          .locator("main section")
          .first()
          .evaluate((hero) => {
            const ring = getComputedStyle(hero, "::after");
            return { ringBottom: parseFloat(ring.top) + parseFloat(ring.height), heroHeight: hero.clientHeight };
          });
        expect(ringBottom, `${path} at ${width}px`).toBeLessThanOrEqual(heroHeight);
      }
    }
  });

  test("a post's breadcrumb stays on one line on a phone, its last crumb shortened", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto("/blog/vazamento-de-oleo-o-que-fazer/");
    const crumbs = page.getByRole("navigation", { name: strings("pt", "blog").post.breadcrumb });
    const tops = await crumbs
      .getByRole("listitem")
      .evaluateAll((items) => [...new Set(items.map((item) => Math.round(item.getBoundingClientRect().top)))]);
    expect(tops).toHaveLength(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test("a lazy image's placeholder is a light tint, not a solid block of its dominant colour", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    // Images never load here: what shows is the placeholder.
    await page.route(/\.(webp|jpe?g|avif|png)(\?.*)?$/, (route) => route.abort());
    await page.goto("/blog/");
    const colours = await page
      .locator("main picture")
      .evaluateAll((pictures) => pictures.map((picture) => getComputedStyle(picture).backgroundColor));
    expect(colours.length).toBeGreaterThan(2);
    for (const colour of colours) {
      // rgb(…) in 0–255, or color(srgb …) in 0–1 (how a color-mix() is computed).
      const scale = colour.startsWith("color(") ? 255 : 1;
      const [r, g, b] = (colour.match(/\d+(\.\d+)?/g) ?? []).map((value) => Number(value) * scale);
      // Each channel at least three quarters of the way to white.
      expect(Math.min(r, g, b), colour).toBeGreaterThanOrEqual(190);
    }
  });
});

test.describe("the consent banner on a phone", () => {
  test.use({ consent: null, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("covers at most 30 % of a 390 × 844 screen, and takes focus without a frame around it", async ({ page }) => {
    await page.context().route(/^https:\/\//, (route) => route.abort("internetdisconnected"));
    for (const path of ["/", "/en/", "/es/"]) {
      await page.goto(path);
      const banner = page.locator("[data-consent-banner]");
      await expect(banner).toBeVisible();
      const box = await banner.boundingBox();
      // 30 %: the page above keeps most of the screen; the banner still shows its whole text and three buttons
      // (no scrolling inside it: its max-height is 70 %).
      expect(box!.height, path).toBeLessThanOrEqual(844 * 0.3);
      expect(await banner.evaluate((element) => element.scrollHeight <= element.clientHeight), path).toBe(true);
      for (const button of await banner.getByRole("button").all()) {
        const target = await button.boundingBox();
        expect(target!.height).toBeGreaterThanOrEqual(24);
        expect(target!.y + target!.height).toBeLessThanOrEqual(844);
      }
      await expect(banner).toBeFocused();
      expect(await banner.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("none");
    }
  });
});

test.describe("the assistant's button", () => {
  test.use({ consent: { functional: true, analytics: false }, viewport: { width: 1366, height: 768 } });

  test("covers none of a hero's text at 1366 × 768", async ({ page }) => {
    await page.context().route(/^https:\/\//, (route) => route.abort("internetdisconnected"));
    // The assistant is shown in Portuguese (src/config/third-party.json).
    for (const path of ["/", "/g2/", "/nossa-essencia/", "/coleta-de-oleo-lubrificante-usado/", "/fale-com-a-gente/"]) {
      await page.goto(path);
      const launcher = page.locator("[data-chatbot] button").first();
      await expect(launcher).toBeVisible();
      const box = (await launcher.boundingBox())!;
      const covered = await page
        .locator("main section")
        .first()
        .evaluate((hero, button) => {
          const walker = document.createTreeWalker(hero, NodeFilter.SHOW_TEXT);
          const hits: string[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent?.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const rect of range.getClientRects()) {
              if (
                rect.left < button.x + button.width &&
                rect.right > button.x &&
                rect.top < button.y + button.height &&
                rect.bottom > button.y
              )
                hits.push(node.textContent.trim().slice(0, 40));
            }
          }
          return hits;
        }, box);
      expect(covered, path).toEqual([]);
    }
  });
});
