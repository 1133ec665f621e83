import fs from "node:fs";
import path from "node:path";
import { axe } from "./axe";
import { expect, test, type Page } from "./test";
import { strings } from "./content";
import type { Language } from "../src/config/languages";
import settings from "../content/settings/site.json";
import { faqPages, type FaqTag } from "../src/content/faq";
import { fold } from "../src/content/query-words";
import { localizePath } from "../src/i18n/paths";
import { collectionFormPath } from "../src/config/routes";

/**
 * The site's own assistant (src/features/assistant) and the FAQ block, on the production build. Expected
 * texts come from content/faq and locales/*\/assistente.json, never from the test. The chatbot loader mounts
 * it after idle (functional consent given here; vendors' hosts unreachable, as in CI); its floating button shows
 * in pt only (src/config/third-party.json), and in every language the FAQ block's button opens it.
 */
test.use({ consent: { functional: true, analytics: false } });
test.beforeEach(async ({ page }) => {
  await page.route(/^https:\/\//, (route) => route.abort("internetdisconnected")); // VLibras' hosts: no internet here
});

type Entry = {
  id: string;
  question: string;
  answer: string;
  tags: FaqTag[];
  position: number;
  link?: { label: string; to: string };
};

function faq(language: Language): Entry[] {
  const dir = path.join("content", "faq");
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(`.${language}.json`))
    .map((file) => ({
      id: file.split(".")[0],
      ...(JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as Omit<Entry, "id">),
    }))
    .sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
}
const entry = (language: Language, id: string) => faq(language).find((item) => item.id === id)!;
const firstParagraph = (answer: string) =>
  answer
    .split(/\n\s*\n/)[0]
    .replace(/\s+/g, " ")
    .trim();
const t = (language: Language) => strings(language, "assistente");
const faqStrings = (language: Language) => strings(language, "perguntas-frequentes");

/** Where each language's tests open the assistant: pt by its floating button, en and es from a FAQ block. */
const homes: Record<Language, string> = {
  pt: "/",
  en: "/en/coleta-de-oleo-lubrificante-usado/",
  es: "/es/fale-com-a-gente/",
};
/** A question the FAQ does not answer and the site search does (the investor pages). */
const offFaq: Record<Language, string> = { pt: "debêntures verdes", en: "green bonds", es: "bonos verdes" };

/** Questions written as customers write them (colloquial, no accents, a typo), and the entry that answers each. */
const colloquial: Record<Language, [string, string][]> = {
  pt: [
    ["quanto custa a coleta?", "coleta-tem-custo"],
    ["é de graça?", "coleta-tem-custo"],
    ["oleo misturado com agua, voces pegam?", "como-armazenar-oleo"],
    ["esqueci a snha", "esqueci-a-senha"],
    ["o que acontece com o oleo depois que vcs levam", "para-onde-vai-o-oleo"], // "o que acontece": not a time
  ],
  en: [
    ["is it free?", "coleta-tem-custo"],
    ["do you charge to take waste oil away", "coleta-tem-custo"],
    ["when does the truck come", "quando-acontece-coleta"],
    ["forgot my pasword", "esqueci-a-senha"],
    ["what happens to the oil once you take it", "para-onde-vai-o-oleo"],
  ],
  es: [
    ["cuanto cuesta la recoleccion", "coleta-tem-custo"],
    ["cobran por llevarse el aceite quemado", "coleta-tem-custo"],
    ["que es el cco", "o-que-e-cco"],
    ["olvide la contrasena", "esqueci-a-senha"],
    ["que pasa con el aceite cuando se lo llevan", "para-onde-vai-o-oleo"],
  ],
};
/** Asking whether Circulare sells an oil: not the FAQ entry on selling one's own used oil. */
const sales: Record<Language, string> = {
  pt: "vcs vendem oleo pra diferencial?",
  en: "do you sell gear oil",
  es: "venden aceite para caja de cambios?",
};
/** A question about jobs: the FAQ does not answer it, whatever words it shares with the FAQ. */
const jobs: Record<Language, string> = {
  pt: "vagas de emprego",
  en: "job openings",
  es: "empleo",
};

async function openAssistant(page: Page, language: Language, url = homes[language]) {
  await page.goto(url);
  if (language === "pt")
    await page
      .locator("[data-chatbot]")
      .getByRole("button", { name: t(language).launcher })
      .click();
  else
    await page
      .locator("[data-faq]")
      .getByRole("button", { name: faqStrings(language).askAssistant })
      .click();
  const dialog = page.getByRole("dialog", { name: t(language).title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: t(language).ask })).toBeEnabled(); // the FAQ has loaded
  return dialog;
}

async function ask(page: Page, language: Language, question: string) {
  const dialog = page.getByRole("dialog", { name: t(language).title });
  await dialog.getByLabel(t(language).questionLabel).fill(question);
  await dialog.getByRole("button", { name: t(language).ask }).click();
  return dialog.locator("[data-exchange]").last();
}

for (const language of ["pt", "en", "es"] as const) {
  test(`${language}: the assistant answers from the FAQ, a question typed without accents or capitals`, async ({
    page,
  }) => {
    await openAssistant(page, language);
    for (const id of ["o-que-e-mtr", "esqueci-a-senha", "coleta-tem-custo"]) {
      const expected = entry(language, id);
      const typed = fold(expected.question).replace(/[^a-z0-9 ]/g, " "); // "a coleta de oleo lubrificante usado tem custo"
      const exchange = await ask(page, language, typed);
      await expect(exchange.locator(`[data-answer="${id}"]`)).toContainText(firstParagraph(expected.answer));
      if (expected.link) {
        await expect(exchange.getByRole("link", { name: expected.link.label })).toHaveAttribute(
          "href",
          localizePath(expected.link.to, language),
        );
      }
    }
  });

  test(`${language}: a question the FAQ does not answer gets the site search's pages`, async ({ page }) => {
    await openAssistant(page, language);
    const exchange = await ask(page, language, offFaq[language]);
    const results = exchange.locator("[data-search-results]");
    await expect(results).toContainText(t(language).searchIntro);
    const hrefs = await results
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.length).toBeLessThanOrEqual(3);
    expect(hrefs).toContain(localizePath("/informacoes-bonds/", language));
    await expect(exchange.locator("[data-answer]")).toHaveCount(0);
  });

  test(`${language}: questions as customers type them get the right answer; off-topic ones, "not sure"`, async ({
    page,
  }) => {
    await openAssistant(page, language);
    for (const [typed, id] of colloquial[language]) {
      const exchange = await ask(page, language, typed);
      await expect(exchange.locator(`[data-answer="${id}"]`), typed).toContainText(
        firstParagraph(entry(language, id).answer),
      );
    }
    const sale = await ask(page, language, sales[language]);
    await expect(sale.locator("[data-not-sure]")).toContainText(t(language).notSure);
    await expect(sale.locator("[data-answer]")).toHaveCount(0); // not "can I sell my used oil?"
    await expect(sale.locator("[data-reply-handoffs]").getByRole("link")).toHaveCount(3);
    const exchange = await ask(page, language, jobs[language]);
    const notSure = exchange.locator("[data-not-sure]");
    await expect(notSure).toContainText(t(language).notSure);
    await expect(exchange.locator("[data-answer]")).toHaveCount(0); // never an unrelated FAQ answer
    const hrefs = await notSure
      .locator("[data-search-results]")
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs[0]).toBe(localizePath("/gente/", language)); // "vagas" is among the people page's search words
    const handoffLinks = notSure.locator("[data-reply-handoffs]").getByRole("link");
    await expect(handoffLinks).toHaveCount(3);
    await expect(handoffLinks.nth(0)).toHaveAttribute("href", localizePath(collectionFormPath, language));
    await expect(handoffLinks.nth(1)).toHaveAttribute("href", localizePath("/fale-com-a-gente/", language));
    await expect(handoffLinks.nth(2)).toHaveAttribute("href", /^https:\/\/wa\.me\//);
  });

  test(`${language}: hands off to the collection form, the contact form and WhatsApp in the page's language`, async ({
    page,
  }) => {
    const dialog = await openAssistant(page, language);
    const href = (key: string) => dialog.locator(`[data-handoff="${key}"]`);
    await expect(href("handoffCollection")).toHaveAttribute("href", localizePath(collectionFormPath, language));
    await expect(href("handoffCollection")).toHaveText(t(language).handoffCollection);
    await expect(href("handoffContact")).toHaveAttribute("href", localizePath("/fale-com-a-gente/", language));
    await expect(href("handoffWhatsapp")).toHaveAttribute(
      "href",
      `https://wa.me/${settings.company.whatsapp.replace(/\D/g, "")}`,
    );
    await expect(href("handoffWhatsapp")).toHaveAttribute("rel", /noopener/);
    await href("handoffContact").click();
    await expect(page).toHaveURL(new RegExp(`${localizePath("/fale-com-a-gente/", language)}$`));
  });
}

test("the FAQ file failing to load says so in the page's language, and Retry loads it", async ({ page }) => {
  let failures = 0;
  await page.route("**/assistant/faq.es.json", async (route) => {
    if (failures++ === 0) return route.abort("failed");
    return route.continue();
  });
  await page.goto(homes.es);
  await page
    .locator("[data-faq]")
    .getByRole("button", { name: faqStrings("es").askAssistant })
    .click();
  const dialog = page.getByRole("dialog", { name: t("es").title });
  await expect(dialog.getByRole("alert")).toContainText(t("es").loadError);
  await expect(dialog.getByRole("button", { name: t("es").ask })).toBeDisabled();
  await dialog.getByRole("button", { name: t("es").retry }).click();
  await expect(dialog.getByRole("button", { name: t("es").ask })).toBeEnabled();
  await expect(dialog.getByRole("alert")).toHaveCount(0);
  const expected = entry("es", "o-que-e-cco");
  const exchange = await ask(page, "es", expected.question);
  await expect(exchange.locator('[data-answer="o-que-e-cco"]')).toContainText(firstParagraph(expected.answer));
});

test("the dialog keeps focus inside, Esc closes it and gives focus back to its button", async ({ page }) => {
  const dialog = await openAssistant(page, "pt");
  await expect(dialog.getByLabel(t("pt").questionLabel)).toBeFocused();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Shift+Tab");
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page.locator("[data-chatbot]").getByRole("button", { name: t("pt").launcher })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: t("pt").title })).toBeVisible();
});

test("the dialog's code and the FAQ are fetched only on the first click, and the home page's HTML names no assistant script", async ({
  page,
}) => {
  const requests: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/(assistant(-panel-|-strings-|\/faq\.)|stemmer-)/.test(pathname))
      requests.push(pathname.replace(/-[0-9a-f]{20}\.js$/, ".js"));
  });
  await page.goto("/");
  await expect(page.locator("[data-chatbot] button")).toBeVisible();
  expect(requests).toEqual(["/assistant-strings-pt-assistente-json.js"]); // the button's label, in the page's language only
  await page.locator("[data-chatbot] button").click();
  await expect(
    page.getByRole("dialog", { name: t("pt").title }).getByRole("button", { name: t("pt").ask }),
  ).toBeEnabled();
  // the dialog, the FAQ and Portuguese's stemmer, not the other languages' stemmers
  expect(requests.slice(1).sort()).toEqual(["/assistant-panel.js", "/assistant/faq.pt.json", "/stemmer-pt.js"]);

  const chunkMap = JSON.parse(fs.readFileSync("public/chunk-map.json", "utf8")) as Record<string, string[]>;
  const assistantFiles = Object.entries(chunkMap)
    .filter(([name]) => name.startsWith("assistant") || name.startsWith("stemmer-"))
    .flatMap(([, files]) => files);
  expect(assistantFiles.length).toBeGreaterThan(0);
  const html = fs.readFileSync("public/index.html", "utf8");
  const loaded = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
  expect(loaded.some((url) => /^\/app-.*\.js$/.test(url))).toBe(true); // the measurement sees the page's scripts
  for (const file of assistantFiles) expect(loaded).not.toContain(file);
});

test("axe finds no violations with the dialog open and an answer shown", async ({ page }) => {
  await openAssistant(page, "pt", "/solicite-sua-coleta/");
  await ask(page, "pt", offFaq.pt);
  await expect(page.locator("[data-search-results]")).toBeVisible();
  await ask(page, "pt", entry("pt", "o-que-e-cco").question);
  await expect(page.locator('[data-answer="o-que-e-cco"]')).toBeVisible();
  const results = await axe(page).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});

const faqBlocks: [Language, FaqTag][] = [
  ["pt", "solicite-sua-coleta"],
  ["en", "coleta-de-oleo-lubrificante-usado"],
  ["es", "fale-com-a-gente"],
  ["pt", "area-cliente"],
  ["en", "gestao-de-residuos"],
];
for (const [language, tag] of faqBlocks) {
  const url = localizePath(faqPages[tag], language);
  test(`${url}: the FAQ block shows the page's questions, and its FAQPage JSON-LD says the same`, async ({ page }) => {
    const expected = faq(language).filter((item) => item.tags.includes(tag));
    expect(expected.length).toBeGreaterThan(0);
    await page.goto(url);
    const block = page.locator("[data-faq]");
    await expect(block.getByRole("heading", { level: 2 })).toHaveText(
      strings(language, "perguntas-frequentes").heading,
    );
    await expect(block.locator("summary")).toHaveText(expected.map((item) => item.question));

    const first = block.locator("details").first();
    await expect(first.getByText(firstParagraph(expected[0].answer))).toBeHidden();
    await first.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(first.getByText(firstParagraph(expected[0].answer))).toBeVisible();

    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faqPage = scripts
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((data) => data["@type"] === "FAQPage");
    expect(faqPage).toBeDefined();
    expect(faqPage!["@context"]).toBe("https://schema.org");
    const mainEntity = faqPage!.mainEntity as {
      "@type": string;
      name: string;
      acceptedAnswer: { "@type": string; text: string };
    }[];
    expect(mainEntity.map((question) => question.name)).toEqual(expected.map((item) => item.question));
    for (const [index, question] of mainEntity.entries()) {
      expect(question["@type"]).toBe("Question");
      expect(question.acceptedAnswer["@type"]).toBe("Answer");
      expect(question.acceptedAnswer.text).toBe(expected[index].answer.replace(/\s*\n\s*/g, " ").trim());
    }
  });
}

test.describe("a visitor who chose necessary cookies only", () => {
  test.use({ consent: { functional: false, analytics: false } });
  test("gets no floating button, and the FAQ block's button still opens the assistant (es), which then answers", async ({
    page,
  }) => {
    await page.goto(homes.es);
    const ask = page.locator("[data-faq]").getByRole("button", { name: faqStrings("es").askAssistant });
    await expect(ask).toBeVisible();
    await expect(page.locator("[data-chatbot]")).toHaveCount(0);
    await ask.click();
    const dialog = page.getByRole("dialog", { name: t("es").title });
    await expect(dialog.getByRole("button", { name: t("es").ask })).toBeEnabled();
    const expected = entry("es", "o-que-e-cco");
    await dialog.getByLabel(t("es").questionLabel).fill(expected.question);
    await dialog.getByRole("button", { name: t("es").ask }).click();
    await expect(dialog.locator('[data-answer="o-que-e-cco"]')).toContainText(firstParagraph(expected.answer));
  });
});

test("a page without tagged questions has no FAQ block and no FAQPage", async ({ page }) => {
  await page.goto("/nossa-essencia/");
  await expect(page.locator("[data-faq]")).toHaveCount(0);
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(scripts.join("")).not.toContain("FAQPage");
});
