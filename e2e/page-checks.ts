import { expect, type Page } from "@playwright/test";
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
