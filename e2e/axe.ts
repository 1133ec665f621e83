import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The rules every scan of the site runs: WCAG 2.1, levels A and AA. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * axe on the page (or only on `include`), WCAG 2.1 A and AA. A page without frames is scanned in legacy mode, axe
 * run in the page itself: the default mode opens a new page for every scan to put the frames' results together,
 * which made a scan 0.9–1.4 s instead of 0.5 s, with the same violations, passes and incomplete checks (three
 * pages, alternated). A page with a frame (a third party's) keeps the default, so its frames are scanned too.
 */
export function axe(page: Page, include?: string): AxeBuilder {
  const builder = new AxeBuilder({ page }).withTags(wcagTags).setLegacyMode(page.frames().length === 1);
  return include ? builder.include(include) : builder;
}
