import { expect, test } from "./test";
import { languageStorageKey } from "../src/config/languages";
import { heroTitle } from "./content";

test("/pt/x/ answers 301 to /x/", async ({ request }) => {
  const response = await request.get("/pt/nossa-essencia/", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toBe("/nossa-essencia/");
  const root = await request.get("/pt/", { maxRedirects: 0 });
  expect(root.status()).toBe(301);
  expect(root.headers()["location"]).toBe("/");
});

test("unknown paths answer 404 with their language's 404 page", async ({ page }) => {
  for (const [url, language] of [["/en/no-such-page/", "en"], ["/es/no-such-page/", "es"], ["/no-such-page/", "pt"]] as const) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    await expect(page.locator("h1")).toHaveText(heroTitle(language, "not-found"));
    await expect(page).toHaveURL(url);
  }
});

test("a flag click changes the URL and remembers the language", async ({ page }) => {
  await page.goto("/nossa-essencia/");
  await page.locator("header").getByRole("link", { name: "English" }).first().click();
  await expect(page).toHaveURL("/en/nossa-essencia/");
  await expect(page.locator("h1")).toHaveText(heroTitle("en", "nossa-essencia"));
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect(await page.evaluate((key) => localStorage.getItem(key), languageStorageKey)).toBe("en");

  // The stored choice now sends unprefixed URLs to English...
  await page.goto("/g2/");
  await expect(page).toHaveURL("/en/g2/");
  // ...but never a prefixed one.
  await page.goto("/es/g2/");
  await expect(page).toHaveURL("/es/g2/");

  await page.locator("header").getByRole("link", { name: "Português" }).first().click();
  await expect(page).toHaveURL("/g2/");
  expect(await page.evaluate((key) => localStorage.getItem(key), languageStorageKey)).toBe("pt");
});

test.describe("a browser set to English", () => {
  test.use({ locale: "en-US" });

  test("lands on /en/ from / and never paints Portuguese", async ({ page }) => {
    // Records, in every document, whether the page was visible when it could first paint.
    await page.addInitScript(() => {
      const record = () => {
        const seen = JSON.parse(sessionStorage.getItem("paints") ?? "[]") as unknown[];
        seen.push({ path: location.pathname, visibility: document.documentElement.style.visibility, lang: document.documentElement.lang });
        sessionStorage.setItem("paints", JSON.stringify(seen));
      };
      document.addEventListener("DOMContentLoaded", record);
      requestAnimationFrame(record);
    });
    await page.goto("/");
    await expect(page).toHaveURL("/en/");
    await expect(page.locator("h1")).toHaveText(heroTitle("en", "home"));
    const paints = (await page.evaluate(() => JSON.parse(sessionStorage.getItem("paints") ?? "[]"))) as {
      path: string;
      visibility: string;
    }[];
    for (const paint of paints.filter((p) => p.path === "/")) expect(paint.visibility).toBe("hidden");
  });

  test("is not redirected in the customer area, at sign-in or on prefixed pages", async ({ page }) => {
    for (const url of ["/login/", "/es/g2/"]) {
      await page.goto(url);
      await expect(page).toHaveURL(url);
    }
    // Signed out, the area sends to sign-in in the same language: still no /en/.
    await page.goto("/area-cliente/");
    await expect(page).toHaveURL("/login/?next=%2Farea-cliente%2F");
  });
});

test("the customer area is a client-only catch-all in every language (signed out: on to sign-in)", async ({ page }) => {
  for (const [url, login] of [
    ["/area-cliente/documentos/", "/login/"],
    ["/en/area-cliente/documentos/", "/en/login/"],
    ["/es/area-cliente/x/y/", "/es/login/"],
  ]) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(200);
    await expect(page).toHaveURL(`${login}?next=${encodeURIComponent(url)}`);
    await expect(page.locator("h1")).toBeVisible();
  }
});
