import { axe } from "./axe";
import { expect, test } from "./test";
import { routes } from "../src/config/routes";

/**
 * axe, WCAG 2.1 A and AA: every route in pt; home, a product page, 404 and the blog's kinds of page in en and es.
 * The content pages in pt are scanned by e2e/overflow.spec.ts, in the same page load as its other checks; the
 * rest are here.
 */
const scannedWithOverflow = (path: string) =>
  !routes.find((route) => route.path === path)?.clientOnly && path !== "/404/" && path !== "/500/";
const pages = [
  ...routes.map((route) => route.path).filter((path) => !scannedWithOverflow(path)),
  "/blog/2/",
  "/blog/editoria/oluc/",
  "/blog/o-que-e-oluc/",
  "/profile/ana-ribeiro/",
  "/en/blog/",
  "/en/blog/como-funciona-o-rerrefino/",
  "/en/profile/",
  "/es/blog/editoria/siga-bem/",
  "/es/blog/frota-de-coleta/",
  "/en/",
  "/en/g2/",
  "/en/no-such-page/",
  "/es/",
  "/es/g2/",
  "/es/no-such-page/",
];

/** Client-only pages that send a signed-out visitor to sign in (a navigation inside the page, after it loads). */
const signedOutGoesToLogin = (url: string) => url === "/area-cliente/";

for (const url of pages) {
  test(`axe finds no violations on ${url}`, async ({ page }) => {
    await page.goto(url);
    // The scan waits for the page the visitor ends on: while /area-cliente/ hands over to /login/, Gatsby swaps the
    // head (title and the html's lang go and come back), and a scan in that moment failed once on both.
    if (signedOutGoesToLogin(url)) await expect(page).toHaveURL(/\/login\/\?next=/);
    await expect(page.locator("h1")).toBeVisible();
    await expect(page).toHaveTitle(/\S/);
    await expect(page.locator("html")).toHaveAttribute("lang", /^(pt-BR|en|es)$/);
    const results = await axe(page).analyze();
    const violations = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    expect(violations).toEqual([]);
  });
}
