import { expect, type Locator, type Page } from "@playwright/test";
import { axe } from "./axe";

/** Nothing on the page scrolls sideways (the customer area's and the staff's pages at 360 px). */
export async function noSidewaysScroll(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}

/** axe, WCAG 2.1 A and AA, on the page as it stands: no violation, each named with its elements when there is one. */
export async function noAxeViolations(page: Page): Promise<void> {
  const results = await axe(page).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Counts every layout shift from the start of each page load on (not those right after input), summed as CLS
 * sums them; read with `layoutShift`. Call before the first navigation. */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const win = window as unknown as { layoutShift: number };
    win.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) win.layoutShift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The layout shift of the current page so far (`watchLayoutShifts`). */
export const layoutShift = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);

/**
 * The value (`<dd>`) of a term in a page's details (`<dl>` of `<div>`s, each a `<dt>` and a `<dd>`): the term's text
 * contains `term`, or is exactly `term` with `exact`.
 */
export function detailValue(page: Page, term: string, options: { exact?: boolean } = {}): Locator {
  const text = options.exact ? new RegExp(`^${term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) : term;
  return page
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: text }) })
    .locator("dd");
}
