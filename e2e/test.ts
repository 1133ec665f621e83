/**
 * Playwright's `test` for this project's specs: `page.goto` and `page.reload` also wait until the page has
 * hydrated (`<html data-hydrated>`, set by the layout once its effects ran), so a test never races React's
 * time-sliced hydration. Pass `waitUntil: "commit"` or `"domcontentloaded"` to act before hydration on
 * purpose (the tests of input kept from before hydration do). Pages that are not the site (the CMS, files)
 * are not waited for.
 */
import { test as base, type Browser, type Page } from "@playwright/test";
import { standInPostalLookup } from "./postal-stand-in";

export { expect } from "@playwright/test";
export type { Page, Request } from "@playwright/test";

const early = new Set(["commit", "domcontentloaded"]);

export async function hydrated(page: Page): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await page.waitForFunction(
        () => !document.getElementById("___gatsby") || document.documentElement.hasAttribute("data-hydrated"),
      );
      return;
    } catch (error) {
      // The page navigated on its own while we waited (a redirect): wait on the new one.
      if (attempt > 2 || !/context was destroyed|navigation/i.test(String(error))) throw error;
    }
  }
}

/** A consent choice stored before the first script runs (src/features/consent/store.ts), or null for none. */
export type StoredChoice = { functional: boolean; analytics: boolean } | null;

/**
 * `consent`: by default every spec starts as a visitor who has already chosen "necessary only", so the
 * consent banner (a fixed overlay at the bottom), the chatbot and the accessibility plugin (third-party hosts,
 * unreachable here) stay out of journeys that are not about them. The third parties' own spec
 * (e2e/third-parties.spec.ts) sets `test.use({ consent: null })` and routes the vendors to local fixtures.
 */
/** The choice every spec's visitor has made unless it says otherwise: necessary only. */
const necessaryOnly: StoredChoice = { functional: false, analytics: false };

export const test = base.extend<{ consent: StoredChoice }>({
  consent: [necessaryOnly, { option: true }],
  page: async ({ page, consent }, use) => {
    await asVisitor(page, consent);
    await use(page);
  },
});

/**
 * What the `page` fixture does to its page: the stored consent choice, and `goto`/`reload` that wait for hydration.
 * Exported through `newPage` for specs with several people at once (each in a browser context of their own).
 */
async function asVisitor(page: Page, consent: StoredChoice): Promise<void> {
  // The collection form's CEP lookup never leaves the machine (e2e/postal-stand-in.ts).
  await standInPostalLookup(page);
  if (consent) {
    await page.addInitScript((choice) => {
      try {
        if (!window.localStorage.getItem("circulare:consent")) {
          window.localStorage.setItem(
            "circulare:consent",
            JSON.stringify({ version: 1, at: new Date().toISOString(), ...choice }),
          );
        }
      } catch {
        // Pages without storage (about:blank, data:) have nothing to consent to.
      }
    }, consent);
  }
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (!early.has(options?.waitUntil ?? "load")) await hydrated(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (!early.has(options?.waitUntil ?? "load")) await hydrated(page);
    return response;
  };
}

/**
 * Another person's page, in a browser context of its own, made like the fixture's: `browser.newPage()` alone gives a
 * `goto` that returns before hydration, so a sign-in typed at once could be lost (seen in bases.spec under load: the
 * e-mail typed before React's handlers were attached, then wiped by the next render).
 */
export async function newPage(browser: Browser, consent: StoredChoice = necessaryOnly): Promise<Page> {
  const page = await browser.newPage();
  await asVisitor(page, consent);
  return page;
}

/**
 * Holds every script of the site back until `release()`: the page stays server-rendered HTML, so a test can
 * type into it the way a quick visitor on a slow phone does before hydration.
 */
export async function holdScripts(page: Page): Promise<() => Promise<void>> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?.*)?$/, async (route) => {
    await held;
    await route.continue();
  });
  return async () => {
    release();
    await hydrated(page);
    await page.unrouteAll({ behavior: "ignoreErrors" });
  };
}
