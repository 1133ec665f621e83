import { expect, test } from "./test";
import { languages } from "../src/config/languages";
import { routes } from "../src/config/routes";
import { localizePath } from "../src/i18n/paths";

/**
 * A page with a form: its hero's main call to action takes the visitor to that form on the same page, never
 * away from it. Every page whose <main> holds a <form> once rendered is checked (which pages those are is read
 * from the pages themselves, so a new form page is covered too).
 */
const pages = routes.filter((route) => !route.clientOnly && route.path !== "/404/" && route.path !== "/500/");

for (const language of languages) {
  test(`${language}: the hero's first action on a page with a form goes to that page's own form`, async ({ page }) => {
    test.slow(); // one visit per page of the language
    const withForms: string[] = [];
    const checked: string[] = [];
    const withoutAction: string[] = [];
    for (const route of pages) {
      const url = localizePath(route.path, language);
      await page.goto(url);
      if ((await page.locator("main form").count()) === 0) continue;
      withForms.push(url);
      // The hero: the section with the page's H1. Application pages (sign-in, sign-up) have none, and a hero
      // without actions nothing leading away.
      const first = page.locator("main section", { has: page.locator("h1") }).first().locator("a").first();
      if ((await first.count()) === 0) {
        withoutAction.push(url);
        continue;
      }
      checked.push(url);
      const href = (await first.getAttribute("href")) ?? "";
      const target = new URL(href, page.url());
      expect(target.pathname, `${url}: the hero's first action stays on the page (${href})`).toBe(new URL(page.url()).pathname);
      expect(target.hash, `${url}: the hero's first action names an element (${href})`).not.toBe("");
      const id = decodeURIComponent(target.hash.slice(1));
      const element = page.locator(`main [id="${id}"]`);
      await expect(element, `${url}: #${id} is on the page`).toHaveCount(1);
      // …and that element belongs to the form's section (a form follows it or holds it).
      expect(
        await element.evaluate((node) => {
          const section = node.closest("section, div");
          return Boolean(node.closest("form") || section?.querySelector("form"));
        }),
        `${url}: #${id} is the form's`,
      ).toBe(true);
      await first.click();
      await expect(element).toBeInViewport();
      await expect(page).toHaveURL(new RegExp(`${target.pathname}#${id}$`));
    }
    // The pages known to carry one (a rename or a lost form shows here)…
    const formPages = ["/fale-com-a-gente/", "/fale-com-ri/", "/seja-um-fornecedor/", "/solicite-sua-coleta/"].map((path) => localizePath(path, language));
    expect(withForms).toEqual(expect.arrayContaining(formPages));
    // …each had its hero's action checked: only application pages, named here, have a form and no hero action
    // (a page that lost its hero's action shows here instead of passing unchecked).
    expect(checked).toEqual(expect.arrayContaining(formPages));
    const applicationPages = ["/area-cliente/confirmar-conta/", "/area-cliente/criar-conta/", "/area-cliente/esqueci-a-senha/", "/login/", "/verificar-certificado/"];
    expect([...withoutAction].sort()).toEqual(applicationPages.map((path) => localizePath(path, language)).sort());
    expect(checked.length + withoutAction.length).toBe(withForms.length);
  });
}
