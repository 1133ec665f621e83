import { axe } from "./axe";
import { expect, test, type Page } from "./test";
import { checkHeroAction } from "./hero-action";
import { languages } from "../src/config/languages";
import { routes } from "../src/config/routes";
import { localizePath } from "../src/i18n/paths";

/**
 * Every content page in every language, with one navigation for all that is checked of it there (the page
 * loads were most of these checks' time when each had its own):
 * - no sideways scroll at any width, and the header's controls on screen: the viewport is resized in place
 *   (the layout is CSS-only, so a resize shows what a visitor with that width sees);
 * - axe (WCAG 2.1 A and AA) at 1280 px on the Portuguese pages (e2e/accessibility.spec.ts scans the rest);
 * - a page with a form: its hero's first action leads to that form (e2e/hero-action.ts).
 */
/** The usual phone, tablet and laptop widths, the last width with the menu button and the first with the desktop
 * menu (1023, 1024), and wide screens. */
const widths = [360, 390, 768, 1023, 1024, 1280, 1366, 1536] as const;

/** The design's breakpoints: the flags and search are always in the bar, sign-in from 480 px (below, the menu's),
 * the header's "request a collection" button from 1024 px (below, in the menu). */
const flagsFrom = 0;
const accountFrom = 480;
const ctaFrom = 1024;

const contentRoutes = routes.filter((route) => !route.clientOnly && route.path !== "/404/" && route.path !== "/500/");

type Box = { visible: boolean; left: number; right: number; top: number; bottom: number };
type Report = {
  scrollWidth: number;
  clientWidth: number;
  innerWidth: number;
  /** The widest elements sticking out on the right (for the failure message). */
  culprits: string[];
  flags: Box[];
  search: Box[];
  account: Box[];
  cta: Box[];
  /** The logo's mark: flex squeezed it to nothing where the bar's items did not fit. */
  logoMark: Box;
  /** Visible items of the header's bar that overlap the next one or stick out of the bar. */
  crowded: string[];
};

/** Waits for the resize to reach the page and for two frames (style, layout and paint), then measures. */
async function measure(page: Page, width: number): Promise<Report> {
  return page.evaluate(async (expected) => {
    // The resize has reached the page (checked here, not in a round trip of its own: 912 of them in this spec).
    const deadline = Date.now() + 5_000;
    while (window.innerWidth !== expected && Date.now() < deadline) {
      await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    }
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    const root = document.documentElement;
    const box = (element: Element): Box => {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const visible =
        rect.width > 0 &&
        rect.height > 0 &&
        style.visibility !== "hidden" &&
        (element as HTMLElement).offsetParent !== null;
      return { visible, left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom };
    };
    /** The bar's own controls, not the copies inside the (closed) mobile menu. */
    const bar = (selector: string) =>
      Array.from(document.querySelectorAll(`header ${selector}`))
        .filter((element) => !element.closest("#mobile-menu"))
        .map(box);
    // Only a page that scrolls sideways is searched for what sticks out (every element's box: slow).
    const overflows = root.scrollWidth > Math.min(root.clientWidth, window.innerWidth);
    const culprits = !overflows
      ? []
      : Array.from(document.body.querySelectorAll("*"))
          .map((element) => ({ element, right: element.getBoundingClientRect().right }))
          .filter(({ right }) => right > root.clientWidth + 0.5)
          .sort((a, b) => b.right - a.right)
          .slice(0, 5)
          .map(
            ({ element, right }) =>
              `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)} right=${Math.round(right)}`,
          );
    const barElement = document.querySelector("header > div")!;
    const barBox = barElement.getBoundingClientRect();
    const items = Array.from(barElement.children)
      .map((element) => ({
        name: `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 40)}`,
        rect: element.getBoundingClientRect(),
      }))
      .filter(({ rect }) => rect.width > 0 && rect.height > 0)
      .sort((a, b) => a.rect.left - b.rect.left);
    const crowded = items.flatMap(({ name, rect }, index) => {
      const next = items[index + 1];
      const problems: string[] = [];
      if (next && rect.right > next.rect.left + 0.5)
        problems.push(`${name} overlaps ${next.name} by ${Math.round(rect.right - next.rect.left)}px`);
      if (rect.left < barBox.left - 0.5 || rect.right > barBox.right + 0.5) problems.push(`${name} outside the bar`);
      return problems;
    });
    return {
      logoMark: box(document.querySelector("header a svg")!),
      crowded,
      scrollWidth: root.scrollWidth,
      clientWidth: root.clientWidth,
      innerWidth: window.innerWidth,
      culprits,
      flags: bar("a[data-language]"),
      search: bar("[data-search-button]"),
      account: bar("[data-account-entry]"),
      cta: bar("[data-header-cta]"),
    };
  }, width);
}

function expectOnScreen(boxes: Box[], what: string, width: number, shown: boolean) {
  if (!shown) {
    expect(
      boxes.every((b) => !b.visible),
      `${what} hidden at ${width}px`,
    ).toBe(true);
    return;
  }
  expect(boxes.length, `${what} present at ${width}px`).toBeGreaterThan(0);
  for (const b of boxes) {
    expect(b.visible, `${what} visible at ${width}px`).toBe(true);
    expect(b.left, `${what} inside the viewport (left) at ${width}px`).toBeGreaterThanOrEqual(0);
    expect(b.right, `${what} inside the viewport (right) at ${width}px`).toBeLessThanOrEqual(width);
    expect(b.top, `${what} inside the viewport (top) at ${width}px`).toBeGreaterThanOrEqual(0);
  }
}

for (const route of contentRoutes) {
  for (const language of languages) {
    const url = localizePath(route.path, language);
    test(`${url} never scrolls sideways, keeps the header's controls on screen${language === "pt" ? ", passes axe" : ""} and its hero leads to its form`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: widths[0], height: 800 });
      await page.goto(url);
      await expect(page.locator("h1")).toBeVisible();
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        const report = await measure(page, width);
        expect(report.innerWidth, `${url}: the viewport was resized to ${width}px`).toBe(width);
        const where = `${url} at ${width}px: scrollWidth ${report.scrollWidth}, innerWidth ${report.innerWidth}; ${report.culprits.join(" | ")}`;
        expect(report.scrollWidth, where).toBeLessThanOrEqual(report.innerWidth);
        // Stricter: nothing wider than the area beside a vertical scrollbar either (else a horizontal one appears).
        expect(report.scrollWidth, where).toBeLessThanOrEqual(report.clientWidth);
        expect(report.crowded, `${url} at ${width}px: the header's items fit the bar`).toEqual([]);
        expect(
          report.logoMark.bottom - report.logoMark.top,
          `${url} at ${width}px: logo mark height`,
        ).toBeGreaterThanOrEqual(30);
        expect(
          report.logoMark.right - report.logoMark.left,
          `${url} at ${width}px: logo mark width`,
        ).toBeGreaterThanOrEqual(30);
        expectOnScreen(report.flags, "language flags", width, width >= flagsFrom);
        expectOnScreen(report.search, "search button", width, true);
        expectOnScreen(report.account, "account entry", width, width >= accountFrom);
        // On the collection page itself the header's button is hidden (it would lead away from the form).
        if (route.path !== "/solicite-sua-coleta/")
          expectOnScreen(report.cta, "request-a-collection button", width, width >= ctaFrom);
        if (width === 1280 && language === "pt") {
          const results = await axe(page).analyze();
          const violations = results.violations.map(
            (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
          );
          expect(violations, `${url}: axe at ${width}px`).toEqual([]);
        }
      }
      test
        .info()
        .annotations.push({ type: "hero action", description: await checkHeroAction(page, route.path, language) });
    });
  }
}
