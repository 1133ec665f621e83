import { languageRedirectApplies } from "../src/i18n/redirect-script";
import { expect, hydrated, test } from "./test";
import { languageStorageKey } from "../src/config/languages";
import { routes } from "../src/config/routes";
import { heroTitle } from "./content";

test("/pt/x/ answers 301 to /x/", async ({ request }) => {
  const response = await request.get("/pt/nossa-essencia/", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toBe("/nossa-essencia/");
  const root = await request.get("/pt/", { maxRedirects: 0 });
  expect(root.status()).toBe(301);
  expect(root.headers()["location"]).toBe("/");
});

test("unknown paths answer 404 with their language's 404 page, still in that language once the page runs", async ({
  page,
}) => {
  for (const [url, language] of [
    ["/en/no-such-page/", "en"],
    ["/es/no-such-page/", "es"],
    ["/no-such-page/", "pt"],
  ] as const) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    const servedTitle = /<title[^>]*>([^<]*)<\/title>/.exec((await response?.text()) ?? "")?.[1];
    // In the browser Gatsby renders the root 404 for any unknown path: it must keep the path's language.
    await hydrated(page);
    await expect(page.locator("h1")).toHaveText(heroTitle(language, "not-found"));
    await expect(page.locator("html")).toHaveAttribute("lang", language === "pt" ? "pt-BR" : language);
    expect(servedTitle, url).toBeTruthy();
    await expect(page).toHaveTitle(servedTitle!.replace(/&amp;/g, "&"));
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

/** What a document reported at a moment it could have been painted. */
type Paint = { path: string; moment: string; body: boolean; visibility: string };

test("the language redirect is the first thing in <head> of every unprefixed page, after <meta charset>", async ({
  page,
  request,
}) => {
  const urls = [
    ...routes.filter((route) => !route.clientOnly).map((route) => route.path),
    "/blog/o-que-e-oluc/",
    "/no-such-page/",
  ];
  expect(urls.length).toBeGreaterThan(30);
  for (const url of urls) {
    const html = await (await request.get(url)).text();
    const head = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "text/html");
      return [...doc.head.children]
        .slice(0, 2)
        .map(
          (element) =>
            `${element.localName}${element.id ? `#${element.id}` : ""}${element.getAttribute("charset") ? `[charset=${element.getAttribute("charset")}]` : ""}`,
        );
    }, html);
    // Where the redirect would return at once (the customer area, /login/, the game), it is left out.
    if (languageRedirectApplies(url)) expect(head, url).toEqual(["meta[charset=utf-8]", "script#language-redirect"]);
    else {
      expect(head[0], url).toBe("meta[charset=utf-8]");
      expect(html, url).not.toContain('id="language-redirect"');
    }
    // The encoding is declared within the first 1,024 bytes, as HTML requires.
    expect(Buffer.byteLength(html.slice(0, html.indexOf('charSet="utf-8"'))), url).toBeLessThan(1000);
  }
});

test.describe("a browser set to English", () => {
  test.use({ locale: "en-US" });

  test("lands on /en/ from / and never paints Portuguese", async ({ page }) => {
    // Every document reports the page's visibility at each moment that matters: when its <html> style changes
    // (the redirect hiding it), when <body> exists, at DOMContentLoaded, at its first animation frame (a frame
    // about to be painted) and at load. A report is a synchronous request the test answers: the document's
    // script goes on only once the test holds the report. (A binding call is asynchronous, and one made by a
    // document that is navigating away can be lost; then the test saw no report from `/` at all.)
    const paints: Paint[] = [];
    await page.route("**/__paint", async (route) => {
      paints.push(route.request().postDataJSON() as Paint);
      await route.fulfill({ status: 204 });
    });
    await page.addInitScript(() => {
      const record = (moment: string) => {
        const request = new XMLHttpRequest();
        request.open("POST", "/__paint", false);
        request.setRequestHeader("Content-Type", "application/json");
        request.send(
          JSON.stringify({
            path: location.pathname,
            moment,
            body: document.body !== null,
            visibility: getComputedStyle(document.documentElement).visibility,
          }),
        );
      };
      let styled = false;
      let bodied = false;
      new MutationObserver((mutations) => {
        if (
          !styled &&
          mutations.some((mutation) => mutation.type === "attributes" && mutation.target === document.documentElement)
        ) {
          styled = true;
          record("style");
        }
        if (!bodied && document.body) {
          bodied = true;
          record("body");
        }
      }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ["style"] });
      document.addEventListener("DOMContentLoaded", () => record("DOMContentLoaded"));
      addEventListener("load", () => record("load"));
      requestAnimationFrame(() => record("frame"));
    });
    await page.goto("/", { waitUntil: "commit" });
    await expect(page).toHaveURL("/en/");
    await hydrated(page);
    await expect(page.locator("h1")).toHaveText(heroTitle("en", "home"));
    await expect.poll(() => paints.filter((p) => p.path === "/en/").map((p) => p.moment)).toContain("frame");

    // The Portuguese document was hidden before it had a <body>, and stayed hidden at every later moment it
    // reported (Chromium stops parsing a document once its script has asked for another; a browser that
    // went on would report <body>, DOMContentLoaded, a frame and load here).
    const root = paints.filter((p) => p.path === "/");
    expect(root[0]).toEqual({ path: "/", moment: "style", body: false, visibility: "hidden" });
    for (const paint of root) expect(paint, paint.moment).toEqual({ ...paint, visibility: "hidden" });
    // The recorder sees a visible page when there is one.
    const english = paints.filter((p) => p.path === "/en/");
    expect(english.find((p) => p.moment === "frame")).toEqual(
      expect.objectContaining({ body: true, visibility: "visible" }),
    );
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
