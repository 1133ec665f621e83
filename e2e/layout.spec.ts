import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./test";
import { strings } from "./content";
import { layoutShift, watchLayoutShifts } from "./page-checks";
import { brandFont } from "../src/styles/fonts";

const common = strings("pt", "common");

test.describe("desktop header", () => {
  // The desktop menu comes in at 1024 px in every language (header.module.css says why).
  test.use({ viewport: { width: 1024, height: 800 } });

  test("dropdowns open on hover and close on leave", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: common.header.mainNav });
    const products = nav.getByRole("button", { name: common.nav.products });
    await expect(products).toHaveAttribute("aria-expanded", "false");
    await products.hover();
    await expect(products).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: common.nav.lwVolt })).toBeVisible();
    await page.mouse.move(5, 700);
    await expect(products).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: common.nav.lwVolt })).toBeHidden();
  });

  test("dropdowns work from the keyboard: Enter opens, Tab reaches links, Esc closes", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: common.header.mainNav });
    const investors = nav.getByRole("button", { name: common.nav.investors });
    await investors.focus();
    await page.keyboard.press("Enter");
    await expect(investors).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: common.nav.bonds })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(investors).toHaveAttribute("aria-expanded", "false");
    await expect(investors).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: common.nav.bonds })).toBeFocused();
  });

  test("the Blog menu lists 'Todos' and then the CMS's editorias, in their editors' order", async ({ page }) => {
    const dir = path.join("content", "editorias");
    const editorias = fs
      .readdirSync(dir)
      .filter((file) => file.endsWith(".pt.json"))
      .map((file) => ({ slug: file.split(".")[0], ...JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) }))
      .sort((a, b) => a.position - b.position || a.nome.localeCompare(b.nome, "pt")) as {
      slug: string;
      nome: string;
    }[];
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: common.header.mainNav });
    await nav.getByRole("button", { name: common.nav.blog }).hover();
    const menu = nav.locator("li", { has: page.getByRole("button", { name: common.nav.blog }) }).getByRole("link");
    await expect(menu).toHaveText([common.nav.blogAll, ...editorias.map((editoria) => editoria.nome)]);
    await expect(menu.nth(1)).toHaveAttribute("href", `/blog/editoria/${editorias[0].slug}/`);
  });

  test("highlights the current route and its group", async ({ page }) => {
    await page.goto("/g2/");
    const nav = page.getByRole("navigation", { name: common.header.mainNav });
    await expect(nav.getByRole("button", { name: common.nav.products })).toHaveClass(/current/);
    await page.goto("/gente/");
    await expect(nav.getByRole("button", { name: common.nav.company })).toHaveClass(/current/);
    await nav.getByRole("button", { name: common.nav.company }).hover();
    await expect(nav.getByRole("link", { name: common.nav.people, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("Portuguese-only links appear only in pt", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("header nav").first().getByRole("button", { name: common.nav.blog })).toHaveCount(1);
    await expect(page.locator('footer a[href="/fornecedores/"]')).toHaveCount(1);
    await page.goto("/en/");
    await expect(page.locator('header a[href*="/blog/"], footer a[href*="/blog/"]')).toHaveCount(0);
    await expect(
      page.locator('a[href*="informacoes-bonds"], a[href*="fornecedores"], a[href*="projeto-h"]'),
    ).toHaveCount(0);
  });
});

test.describe("mobile header", () => {
  test.use({ viewport: { width: 390, height: 800 }, hasTouch: true });

  test("the menu locks page scroll while open and unlocks on close and on a link click", async ({ page }) => {
    await page.goto("/");
    const overflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow);
    const open = page.getByRole("button", { name: common.header.openMenu });
    await open.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    expect(await overflow()).toBe("hidden");
    await expect(dialog.getByRole("button", { name: common.header.closeMenu })).toBeFocused();

    // Focus stays inside.
    for (let i = 0; i < 60; i++) await page.keyboard.press("Tab");
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    expect(await overflow()).not.toBe("hidden");
    await expect(open).toBeFocused();

    await open.click();
    await dialog.getByRole("link", { name: common.nav.sustainability, exact: true }).first().click();
    await expect(page).toHaveURL("/sustentabilidade/");
    await expect(dialog).toBeHidden();
    expect(await overflow()).not.toBe("hidden");
  });
});

test("the footer has the year, social links, the seal and the downloadable file in a new tab", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const footer = page.locator("footer");
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Circulare`);
  for (const network of ["instagram", "facebook", "linkedin", "youtube"]) {
    await expect(footer.locator(`a[href*="${network}.com"]`)).toHaveCount(1);
  }
  const seal = footer.getByRole("img", { name: /ISO 14001/ });
  await seal.scrollIntoViewIfNeeded();
  await expect.poll(() => seal.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const file = footer.getByTestId("footer-file");
  await expect(file).toHaveAttribute("target", "_blank");
  const href = await file.getAttribute("href");
  const pdf = await request.get(href!);
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
});

test("the footer says once, in the page's language, whether the site shows demonstration data, and no text says placeholder", async ({
  page,
}) => {
  const settings = JSON.parse(fs.readFileSync(path.join(process.cwd(), "content/settings/site.json"), "utf8")) as {
    demonstrationData: boolean;
  };
  for (const [language, url] of [
    ["pt", "/"],
    ["en", "/en/"],
    ["es", "/es/"],
  ] as const) {
    await page.goto(url);
    const notice = page.locator("[data-demonstration-notice]");
    await expect(notice).toHaveCount(settings.demonstrationData ? 1 : 0);
    if (settings.demonstrationData) {
      await expect(notice).toHaveText(strings(language, "common").demonstration.notice);
      await expect(notice).toBeVisible();
      expect(await notice.evaluate((element) => getComputedStyle(element).position)).toBe("static");
    }
    expect(await page.locator("body").innerText()).not.toMatch(/placeholder|fict[ií]ci|fictitious|lorem ipsum/i);
  }
});

test("the scroll-to-top link appears after scrolling and takes the visitor back up", async ({ page }) => {
  await page.goto("/politica-de-privacidade/");
  const link = page.getByTestId("scroll-to-top");
  await page.mouse.wheel(0, 3000);
  await expect(link).toHaveCSS("opacity", "1");
  await link.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
});

test("responses are compressed and carry the production headers", async ({ request }) => {
  const response = await request.get("/", { headers: { "Accept-Encoding": "br, gzip" } });
  const headers = response.headers();
  expect(headers["content-encoding"]).toBe("br");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["strict-transport-security"]).toBeTruthy();
  expect(headers["cache-control"]).toContain("must-revalidate");
  const html = await response.text();
  const script = /<script src="(\/app-[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(script!, { headers: { "Accept-Encoding": "gzip" } });
  expect(asset.headers()["cache-control"]).toContain("immutable");
  expect(asset.headers()["content-encoding"]).toBe("gzip");
});

test("in a later year than the build's, every page hydrates cleanly and the footer says the current year", async ({
  page,
}) => {
  const builtIn = Number(/© (\d{4}) /.exec(fs.readFileSync(path.join("public", "index.html"), "utf8"))?.[1]);
  expect(builtIn, "the built home page's copyright year").toBeGreaterThan(2000);
  const later = builtIn + 5;
  // The visitor's clock: São Paulo's New Year's Day five years on (timers keep running).
  await page.clock.setFixedTime(new Date(`${later}-01-01T09:00:00-03:00`));
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  for (const url of ["/", "/en/nossa-essencia/", "/es/blog/"]) {
    await page.goto(url);
    await expect(page.locator("footer")).toContainText(`© ${later} `);
  }
  expect(errors.filter((text) => /Minified React error|hydrat/i.test(text))).toEqual([]);
});

test("the brand typeface arriving late moves nothing: the page keeps the font it was first drawn with", async ({
  page,
}) => {
  // A slow network: the font file comes 600 ms after it is asked for, after the first paint. With
  // `font-display: swap` /gente/ moved 0.011 at 1280 px (words wrap elsewhere in the other font).
  await page.route(`**${brandFont.url}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await watchLayoutShifts(page);
  for (const url of ["/gente/", "/", "/en/solicite-sua-coleta/"]) {
    const fontRequested = page.waitForRequest(`**${brandFont.url}`);
    await page.goto(url);
    await fontRequested;
    await expect
      .poll(() => page.evaluate(() => document.fonts.status), { message: `${url}: the font settled` })
      .toBe("loaded");
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await layoutShift(page), url).toBe(0);
  }
});
