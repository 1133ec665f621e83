import { expect, test, type Page } from "./test";
import { XMLParser } from "fast-xml-parser";
import { languages, type Language } from "../src/config/languages";
import { site } from "../src/config/site";
import { localizePath } from "../src/i18n/paths";
import { postsPerPage } from "../src/content/pagination";
import { countWords, readingMinutes } from "../src/content/reading-time";
import { authorName, authors, editoriaName, posts } from "./blog-content";
import { fill, strings } from "./content";

/** The blog on the production build: lists, editorias, posts, authors, hreflang, RSS. */

const cardLinks = (page: Page) =>
  page.getByRole("list", { name: strings(languageOf(page), "blog").list.posts }).locator("h2 a");
const languageOf = (page: Page): Language =>
  (new URL(page.url()).pathname.match(/^\/(en|es)\//)?.[1] as Language) ?? "pt";

for (const language of languages) {
  test(`${language}: the blog index pages through all the posts in content/, newest first, ${postsPerPage} a page`, async ({
    page,
  }) => {
    const blog = strings(language, "blog");
    const expected = posts(language);
    expect(expected.length).toBeGreaterThan(0);
    await page.goto(localizePath("/blog/", language));
    const seen: string[] = [];
    for (let pageNumber = 1; ; pageNumber += 1) {
      const titles = await cardLinks(page).allTextContents();
      expect(titles, `page ${pageNumber}`).toEqual(
        expected.slice((pageNumber - 1) * postsPerPage, pageNumber * postsPerPage).map((post) => post.title),
      );
      seen.push(...titles);
      const pager = page.getByRole("navigation", { name: blog.pagination.label });
      const next = pager.getByRole("link", { name: blog.pagination.next });
      if ((await next.count()) === 0) break;
      await next.click();
      await expect(page).toHaveURL(localizePath(`/blog/${pageNumber + 1}/`, language));
      // The URL changes before the new page has rendered: wait for the pager to mark the new page.
      const pageLabel = fill(blog.pagination.page, { page: pageNumber + 1 });
      await expect(pager.getByRole("link", { name: pageLabel })).toHaveAttribute("aria-current", "page");
    }
    expect(seen).toEqual(expected.map((post) => post.title));
  });
}

test("the category bar starts with 'Todos' (linking to /blog/) and a category page lists only its posts", async ({
  page,
}) => {
  await page.goto("/blog/editoria/oluc/");
  const bar = page.getByRole("navigation", { name: "Editorias do blog" }).getByRole("link");
  await expect(bar.first()).toHaveText("Todos");
  await expect(bar.first()).toHaveAttribute("href", "/blog/");
  await expect(page.getByRole("link", { name: editoriaName("oluc", "pt"), exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.locator("h1")).toContainText(editoriaName("oluc", "pt"));
  const expected = posts("pt")
    .filter((post) => post.editoria === "oluc")
    .map((post) => post.title);
  expect(expected.length).toBeGreaterThan(0);
  expect(await cardLinks(page).allTextContents()).toEqual(expected);
});

test("en: a category page in English lists its English posts", async ({ page }) => {
  await page.goto("/en/blog/editoria/siga-bem/");
  const expected = posts("en")
    .filter((post) => post.editoria === "siga-bem")
    .map((post) => post.title);
  expect(await cardLinks(page).allTextContents()).toEqual(expected);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("a post links to its author's profile, and the profile back to the post", async ({ page }) => {
  const post = posts("pt").find((item) => item.slug === "como-funciona-o-rerrefino")!;
  await page.goto(`/blog/${post.slug}/`);
  await expect(page.locator("h1")).toHaveText(post.title);
  await page.getByTestId("author-profile-link").click();
  await expect(page).toHaveURL(`/profile/${post.author}/`);
  await expect(page.locator("h1")).toHaveText(authorName(post.author));
  const written = posts("pt")
    .filter((item) => item.author === post.author)
    .map((item) => item.title);
  expect(await page.locator("main h3 a").allTextContents()).toEqual(written);
  await page.getByRole("link", { name: post.title }).click();
  await expect(page).toHaveURL(`/blog/${post.slug}/`);
});

test("a post has its date, reading time, cover without layout shift, share links, previous/next and related posts", async ({
  page,
}) => {
  const list = posts("es");
  const index = list.findIndex((item) => item.slug === "frota-de-coleta");
  await page.goto("/es/blog/frota-de-coleta/");
  await expect(page.locator("article header time")).toHaveAttribute("datetime", list[index].date);
  await expect(page.locator("article header time").first()).toHaveText(/de \w+ de \d{4}/);
  const minutes = readingMinutes(countWords(list[index].body));
  await expect(page.locator("article header").getByText(`${minutes} min de lectura`, { exact: true })).toBeVisible();
  const cover = page.locator("article > picture, article div > picture").first();
  const box = await cover.boundingBox();
  expect(box && Math.round((box.width / box.height) * 100) / 100).toBeCloseTo(1.78, 1);
  await expect(cover.locator("img")).toHaveAttribute("loading", "eager");
  await expect(cover.locator("img")).toHaveAttribute("width", /^\d+$/);
  await expect(cover.locator("img")).toHaveAttribute("height", /^\d+$/);
  await expect(cover.locator('source[type="image/webp"]')).toHaveAttribute("srcset", /\.webp \d+w/);
  await expect(page.locator('a[data-network="email"]')).toContainText("Correo electrónico");
  await expect(page.locator('a[data-network="linkedin"]')).toHaveAttribute(
    "href",
    /linkedin\.com\/sharing\/share-offsite\/\?url=https%3A%2F%2Fwww\.circulare\.com\.br%2Fes%2Fblog%2Ffrota-de-coleta%2F/,
  );
  await expect(page.locator('a[rel="prev"]')).toContainText(list[index + 1].title);
  await expect(page.locator('a[rel="next"]')).toContainText(list[index - 1].title);
  // Up to three, the newest first, of the same editoria (src/gatsby/blog-pages.ts).
  const related = await page.locator("#related-heading ~ div h3 a").allTextContents();
  const sameEditoria = list
    .filter((item) => item.editoria === list[index].editoria && item.slug !== list[index].slug)
    .map((item) => item.title);
  expect(related).toEqual(sameEditoria.slice(0, 3));
  expect(related.length).toBeGreaterThan(0);
  expect(await page.locator('main img[loading="lazy"]').count()).toBeGreaterThan(0);
  // No image runtime: GatsbyImage would pull react-dom/server into the page.
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((name) => name.endsWith(".js")),
  );
  expect(scripts.length).toBeLessThanOrEqual(5);
});

test("a post's head: hreflang only to its translations, Article and BreadcrumbList JSON-LD", async ({
  page,
  request,
}) => {
  const post = posts("en").find((item) => item.slug === "o-que-e-oluc")!;
  await page.goto("/en/blog/o-que-e-oluc/");
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]));
  expect(alternates).toEqual([
    ["pt-BR", `${site.url}/blog/o-que-e-oluc/`],
    ["en", `${site.url}/en/blog/o-que-e-oluc/`],
    ["es", `${site.url}/es/blog/o-que-e-oluc/`],
    ["x-default", `${site.url}/blog/o-que-e-oluc/`],
  ]);
  for (const [, href] of alternates) expect((await request.get(href!.replace(site.url, ""))).status()).toBe(200);
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) =>
    JSON.parse(text),
  );
  const article = jsonLd.find((item) => item["@type"] === "Article");
  expect(article).toMatchObject({
    headline: post.title,
    inLanguage: "en",
    datePublished: post.date,
    author: { "@type": "Person", name: authorName(post.author) },
  });
  expect(article.image[0]).toMatch(/^https:\/\/www\.circulare\.com\.br\/static\/.+\.jpg$/);
  const breadcrumb = jsonLd.find((item) => item["@type"] === "BreadcrumbList");
  expect(breadcrumb.itemListElement.map((item: { item: string }) => item.item)).toEqual([
    `${site.url}/en/`,
    `${site.url}/en/blog/`,
    `${site.url}/en/blog/editoria/${post.editoria}/`,
    `${site.url}/en/blog/o-que-e-oluc/`,
  ]);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    "href",
    "/en/blog/rss.xml",
  );
});

test("the language switcher on a post goes to the same post in the other language", async ({ page }) => {
  await page.goto("/blog/bacia-de-contencao/");
  await page.locator('header a[data-language="es"]').first().click();
  await expect(page).toHaveURL("/es/blog/bacia-de-contencao/");
  await expect(page.locator("h1")).toHaveText(posts("es").find((post) => post.slug === "bacia-de-contencao")!.title);
});

for (const language of languages) {
  test(`${language}: the RSS feed parses and lists every post in content/ with working links`, async ({ request }) => {
    const response = await request.get(localizePath("/blog/rss.xml", language));
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const feed = new XMLParser().parse(await response.text());
    const items = feed.rss.channel.item as { title: string; link: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.map((item) => item.title)).toEqual(posts(language).map((post) => post.title));
    const first = new URL(items[0].link);
    expect(first.origin).toBe(site.url);
    expect((await request.get(first.pathname)).status()).toBe(200);
  });
}

test("the author list shows every author with their number of articles", async ({ page }) => {
  const profile = strings("en", "profile");
  const written = authors("en").map((author) => ({
    ...author,
    count: posts("en").filter((post) => post.author === author.slug).length,
  }));
  expect(written.length).toBeGreaterThan(0);
  await page.goto("/en/profile/");
  expect(await page.locator("main h2 a").allTextContents()).toEqual(written.map((author) => author.name));
  for (const { name, count } of written) {
    const text = (count === 1 ? profile.list.articles_one : profile.list.articles_other).replace(
      "{{count}}",
      String(count),
    );
    await expect(
      page
        .locator("main li")
        .filter({ has: page.getByRole("link", { name, exact: true }) })
        .getByText(text, { exact: true }),
    ).toBeVisible();
  }
});

test("the Blog link is in the Portuguese header only; the blog exists in every language", async ({ page, request }) => {
  await page.goto("/");
  await expect(page.locator('header a[href="/blog/"]').first()).toBeAttached();
  await page.goto("/en/");
  await expect(page.locator('header a[href="/en/blog/"]')).toHaveCount(0);
  expect((await request.get("/en/blog/")).status()).toBe(200);
  expect((await request.get("/es/blog/editoria/oluc/")).status()).toBe(200);
});

test("a card's date and reading time never leave a lone '·' at a line's end or start, at any width", async ({
  page,
}) => {
  await page.goto("/blog/");
  let wrapped = 0;
  for (const width of [360, 768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const rows = await page.locator("article p:has(> span > time)").evaluateAll((metas) =>
      metas.map((meta) => {
        const frame = meta.getBoundingClientRect();
        const items = Array.from(meta.firstElementChild!.children).map((item) => item.getBoundingClientRect());
        const lineStarts = items.map((item, index) => index === 0 || item.top > items[index - 1].top + 1);
        // An item's box begins with its "·": visible inside the frame, hidden when it sticks out on the left.
        return items.map((item, index) => ({ lineStart: lineStarts[index], dotShown: item.left >= frame.left - 0.5 }));
      }),
    );
    expect(rows.length, `cards at ${width}px`).toBeGreaterThan(0);
    for (const items of rows) {
      for (const item of items) expect(item.dotShown, `at ${width}px`).toBe(!item.lineStart);
      if (items.filter((item) => item.lineStart).length > 1) wrapped += 1;
    }
  }
  test.info().annotations.push({ type: "wrapped rows", description: String(wrapped) });
});
