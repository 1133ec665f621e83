import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "./test";
import { strings } from "./content";
import { languages, languageTags, type Language } from "../src/config/languages";
import { routes } from "../src/config/routes";
import { localizePath, stripLanguage } from "../src/i18n/paths";

/**
 * What the built search index (public/pagefind/, made by `npm run build`) holds, asked through Pagefind's own
 * JavaScript API in the browser, as the modal asks it: every indexed page of a language (`search(null)`),
 * each page's indexed text, and exact-phrase searches (`"…"`, which never fall back to looser matches).
 */

type IndexedPage = { url: string; content: string };
type PagefindWindow = Window & {
  pagefind: {
    search(term: string | null): Promise<{ results: { data(): Promise<{ url: string; content: string }> }[] }>;
  };
};

/** The language's home page with Pagefind loaded from the site, as the modal loads it (it picks the page's `<html lang>` index). */
async function openIndex(page: Page, language: Language): Promise<void> {
  await page.goto(localizePath("/", language));
  await expect(page.locator("html")).toHaveAttribute("lang", languageTags[language].htmlLang);
  // A string, so the test runner's compiler leaves the browser's dynamic import alone.
  await page.evaluate("import('/pagefind/pagefind.js').then((module) => { window.pagefind = module; })");
}

/** Every page in the index with the text Pagefind stored for it. */
const indexedPages = (page: Page) =>
  page.evaluate(async () => {
    const { results } = await (window as unknown as PagefindWindow).pagefind.search(null);
    return Promise.all(
      results.map(async (result) => {
        const data = await result.data();
        return { url: data.url, content: data.content };
      }),
    );
  }) as Promise<IndexedPage[]>;

/** The paths an exact-phrase search finds. */
const phraseResults = (page: Page, phrase: string) =>
  page.evaluate(async (term) => {
    const { results } = await (window as unknown as PagefindWindow).pagefind.search(term);
    return Promise.all(results.map(async (result) => (await result.data()).url));
  }, `"${phrase}"`);

/** Pages per language as Pagefind counted them when it wrote the index. */
const entry = JSON.parse(fs.readFileSync("public/pagefind/pagefind-entry.json", "utf8")) as {
  languages: Record<string, { page_count: number }>;
};

const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ");

/** Text of a built page outside `<main>`: skip link, header with its menus, footer. */
function chromeText(language: Language): string {
  const html = fs.readFileSync(path.join("public", localizePath("/", language), "index.html"), "utf8");
  const outside = html.replace(/<head>.*<\/head>/s, "").replace(/<main\b.*<\/main>/s, "");
  return outside
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/&amp;/g, "&");
}

/** Sentences that only the layout around `<main>` shows (header, menus, footer), in the language's own words. */
function chromePhrases(language: Language): string[] {
  const common = strings(language, "common");
  return [
    common.skipToContent,
    common.header.openMenu,
    common.header.closeMenu,
    common.search.open,
    common.footer.tagline.replace(/\.$/, ""),
    common.footer.copyright.replace(/^.*\}\}\.\s*/, "").replace(/\.$/, ""), // "Todos os direitos reservados"
    common.footer.newTab.replace(/[()]/g, ""),
  ];
}

/** A phrase from one post's body, commas and all, that exact-phrase search must find (proves it works). */
const bodyPhrases: Record<Language, { slug: string; phrase: string }> = {
  pt: { slug: "analise-de-oleo-em-servico", phrase: "oxidação, fuligem ou mistura com produto mais viscoso" },
  en: {
    slug: "aterro-zero-na-industria",
    phrase: "packaging the supplier would take back, trimmings that could go back",
  },
  es: { slug: "analise-de-oleo-em-servico", phrase: "dilución por combustible o solvente, o cizallamiento" },
};

/** A word written in one post's body only (checked against content/ below), and that post. */
const uniqueWords: Record<Language, { slug: string; word: string }> = {
  pt: { slug: "analise-de-oleo-em-servico", word: "cisalhamento" },
  en: { slug: "aterro-zero-na-industria", word: "dewatered" },
  es: { slug: "analise-de-oleo-em-servico", word: "cizallamiento" },
};

/** Pages that exist in the build but must never be search results: noindex routes and list pages after the first. */
function excludedPaths(language: Language): string[] {
  const noindex = routes.filter((route) => route.noindex).map((route) => localizePath(route.path, language));
  const later: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const child = path.join(dir, entry.name);
      if (/^\d+$/.test(entry.name) && Number(entry.name) > 1) later.push(`/${path.relative("public", child)}/`);
      else walk(child);
    }
  };
  for (const list of ["/blog/", "/profile/"]) {
    const dir = path.join("public", localizePath(list, language));
    if (fs.existsSync(dir)) walk(dir);
  }
  return [...noindex, ...later];
}

test("pt, en and es index the same pages, each its own language's copy", async ({ page }) => {
  const unprefixed: Partial<Record<Language, Set<string>>> = {};
  for (const language of languages) {
    await openIndex(page, language);
    const pages = await indexedPages(page);
    expect(pages.length).toBe(entry.languages[languageTags[language].htmlLang.toLowerCase()].page_count);
    for (const { url } of pages) expect(localizePath(stripLanguage(url), language)).toBe(url);
    unprefixed[language] = new Set(pages.map(({ url }) => stripLanguage(url)));
  }
  const [pt, en, es] = [unprefixed.pt!, unprefixed.en!, unprefixed.es!];
  expect(pt.size).toBeGreaterThan(50);
  // Both directions: nothing in pt that es lacks, nothing in es that pt lacks (and en the same).
  expect([...pt].filter((url) => !es.has(url))).toEqual([]);
  expect([...es].filter((url) => !pt.has(url))).toEqual([]);
  expect([...pt].filter((url) => !en.has(url))).toEqual([]);
  expect([...en].filter((url) => !pt.has(url))).toEqual([]);
});

for (const language of languages) {
  test(`${language}: noindex pages and list pages after the first are built but never in the index`, async ({
    page,
    request,
  }) => {
    const excluded = excludedPaths(language);
    expect(excluded).toContain(localizePath("/blog/2/", language));
    expect(excluded).toContain(localizePath("/area-cliente/criar-conta/", language));
    for (const url of excluded)
      expect(fs.existsSync(path.join("public", url, "index.html")), `${url} is built`).toBe(true);
    expect((await request.get(localizePath("/blog/2/", language))).status()).toBe(200);

    await openIndex(page, language);
    const indexed = (await indexedPages(page)).map(({ url }) => url);
    expect(indexed).toContain(localizePath("/blog/", language)); // the first list page is searchable
    expect(indexed.filter((url) => excluded.includes(url))).toEqual([]);
    expect(indexed.filter((url) => /\/\d+\/$/.test(url))).toEqual([]);
  });

  test(`${language}: header, menu and footer text is in no page of the index`, async ({ page }) => {
    const chrome = fold(chromeText(language));
    const phrases = chromePhrases(language);
    await openIndex(page, language);
    const pages = await indexedPages(page);

    // Exact-phrase search works on commas and accents: a phrase from a post's body finds that post.
    const { slug, phrase } = bodyPhrases[language];
    expect(await phraseResults(page, phrase)).toEqual([localizePath(`/blog/${slug}/`, language)]);

    for (const text of phrases) {
      expect(chrome, `"${text}" is on the page, outside <main>`).toContain(fold(text));
      expect(await phraseResults(page, text), `search for "${text}"`).toEqual([]);
      expect(
        pages.filter((indexed) => fold(indexed.content).includes(fold(text))).map(({ url }) => url),
        `pages whose indexed text has "${text}"`,
      ).toEqual([]);
    }
  });

  test(`${language}: a word found only in one post's body finds that post, in the search modal`, async ({ page }) => {
    const { slug, word } = uniqueWords[language];
    // The premise, from the source: the word is in that post's body and in no other post, page text or setting.
    const sources = [
      ...fs
        .readdirSync("content/posts")
        .filter((file) => file.endsWith(`.${language}.md`))
        .map((file) => path.join("content/posts", file)),
      ...fs.readdirSync(path.join("locales", language)).map((file) => path.join("locales", language, file)),
      ...["editorias", "authors"].flatMap((dir) =>
        fs
          .readdirSync(path.join("content", dir))
          .filter((file) => file.endsWith(`.${language}.json`))
          .map((file) => path.join("content", dir, file)),
      ),
    ];
    expect(sources.filter((file) => fold(fs.readFileSync(file, "utf8")).includes(word))).toEqual([
      path.join("content/posts", `${slug}.${language}.md`),
    ]);

    await page.goto(localizePath("/", language));
    await page.locator("body").press("/");
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.getByLabel(strings(language, "common").search.label).fill(word);
    const results = page.locator("[data-search-result]");
    await expect(results.first()).toBeVisible();
    await expect
      .poll(() => results.evaluateAll((links) => links.map((link) => link.getAttribute("href"))))
      .toEqual([localizePath(`/blog/${slug}/`, language)]);
  });
}
