import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./test";
import { routes } from "../src/config/routes";

/**
 * axe, WCAG 2.1 A and AA: every route in pt; home, a product page, 404 and the blog's kinds of page in en and es.
 * The content pages in pt are scanned by e2e/overflow.spec.ts, in the same page load as its other checks; the
 * rest are here.
 */
const scannedWithOverflow = (path: string) => !routes.find((route) => route.path === path)?.clientOnly && path !== "/404/" && path !== "/500/";
const pages = [
  ...routes.map((route) => route.path).filter((path) => !scannedWithOverflow(path)),
  "/blog/2/", "/blog/editoria/oluc/", "/blog/o-que-e-oluc/", "/profile/ana-ribeiro/",
  "/en/blog/", "/en/blog/como-funciona-o-rerrefino/", "/en/profile/", "/es/blog/editoria/siga-bem/", "/es/blog/frota-de-coleta/",
  "/en/", "/en/g2/", "/en/no-such-page/",
  "/es/", "/es/g2/", "/es/no-such-page/",
];

for (const url of pages) {
  test(`axe finds no violations on ${url}`, async ({ page }) => {
    await page.goto(url);
    await expect(page.locator("h1")).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    const violations = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    expect(violations).toEqual([]);
  });
}
