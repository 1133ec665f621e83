import { expect, type Page } from "./test";
import type { Language } from "../src/config/languages";
import { localizePath } from "../src/i18n/paths";

/** The pages known to carry a form whose hero leads to it (a rename or a lost form shows here). */
export const formPages = [
  "/fale-com-a-gente/",
  "/fale-com-ri/",
  "/lei-lgpd/",
  "/seja-um-fornecedor/",
  "/solicite-sua-coleta/",
];
/** Application pages: a form and no hero action (sign-in, sign-up and the like). */
export const applicationPages = [
  "/area-cliente/confirmar-conta/",
  "/area-cliente/criar-conta/",
  "/area-cliente/esqueci-a-senha/",
  "/login/",
  "/verificar-certificado/",
];

/**
 * A page with a form: its hero's main call to action takes the visitor to that form on the same page, never
 * away from it. Which pages have a form is read from the page itself once rendered, so a new form page is
 * covered too; the pages known to have one must, and only the application pages may have no hero action.
 * Returns what it found, for the caller's test title annotations. Clicks the action (the page scrolls).
 */
export async function checkHeroAction(
  page: Page,
  path: string,
  language: Language,
): Promise<"no form" | "checked" | "application page"> {
  const url = localizePath(path, language);
  const hasForm = (await page.locator("main form").count()) > 0;
  if (formPages.includes(path)) expect(hasForm, `${url} has its form`).toBe(true);
  if (applicationPages.includes(path)) expect(hasForm, `${url} (an application page) has its form`).toBe(true);
  if (!hasForm) return "no form";
  // The hero: the section with the page's H1. Application pages (sign-in, sign-up) have none, and a hero
  // without actions nothing leading away.
  const first = page
    .locator("main section", { has: page.locator("h1") })
    .first()
    .locator("a")
    .first();
  if ((await first.count()) === 0) {
    expect(applicationPages, `${url} has a form and its hero no action: only application pages may`).toContain(path);
    return "application page";
  }
  expect(applicationPages, `${url} is listed as an application page but its hero has an action`).not.toContain(path);
  const href = (await first.getAttribute("href")) ?? "";
  const target = new URL(href, page.url());
  expect(target.pathname, `${url}: the hero's first action stays on the page (${href})`).toBe(
    new URL(page.url()).pathname,
  );
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
  return "checked";
}
