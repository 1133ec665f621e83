import fs from "node:fs";
import path from "node:path";
import { axe } from "./axe";
import { expect, test, type Page } from "./test";
import {
  mapBases,
  pageContentSchema,
  type DataTableSectionContent,
  type MapSectionContent,
  type ProcessSectionContent,
  type SectionContent,
} from "../src/content/page-content-schema";
import { basesFileSchema } from "../src/domain/bases";
import { siteSettingsSchema } from "../src/content/content-schema";
import { strings } from "./content";
import type { Language } from "../src/config/languages";
import { layoutShift, watchLayoutShifts } from "./page-checks";

/**
 * The page sections of issue 17 as the showcase (/show-case/) renders them from its namespace, in every language:
 * the map's bases (content/bases/bases.json, the same on every map) as a list (the drawing aria-hidden), the data table's headers and its scrolling frame, the
 * certifications of content/settings/site.json, the process as an ordered list; nothing wider than a phone, nothing
 * moving, and axe has nothing to say.
 */
const root = process.cwd();
const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(root, file), "utf8"));
const settings = siteSettingsSchema.parse(readJson("content/settings/site.json"));

/** The bases every map shows, as the build adds them to a map section. */
const bases = mapBases(basesFileSchema.parse(readJson("content/bases/bases.json")).bases);

const languages = [
  { language: "pt", url: "/show-case/" },
  { language: "en", url: "/en/show-case/" },
  { language: "es", url: "/es/show-case/" },
] as const;

function sectionOf<T extends SectionContent["type"]>(
  language: Language,
  type: T,
): Extract<SectionContent, { type: T }> {
  const { sections } = pageContentSchema.parse(strings(language, "show-case"));
  const section = sections.find(
    (candidate): candidate is Extract<SectionContent, { type: T }> => candidate.type === type,
  );
  if (!section) throw new Error(`locales/${language}/show-case.json has no "${type}" section`);
  return section;
}

/** The section element under a heading (level 2) of that name. */
const sectionNamed = (page: Page, heading: string) =>
  page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: heading, exact: true }) });

for (const { language, url } of languages) {
  test.describe(`${language}: ${url}`, () => {
    test("the map lists every base under its kind's name, and its drawing is hidden from assistive technology", async ({
      page,
    }) => {
      const map: MapSectionContent = sectionOf(language, "map");
      await page.goto(url);
      const section = sectionNamed(page, map.heading);
      const drawing = section.locator("svg[data-map]");
      await expect(drawing).toHaveAttribute("aria-hidden", "true");
      await expect(drawing.locator("rect, circle, path")).toHaveCount(1 + bases.length);
      for (const kind of ["plant", "base", "office"] as const) {
        const ofKind = bases.filter((base) => base.kind === kind);
        const group = section.locator(`[data-kind="${kind}"]`);
        if (ofKind.length === 0) {
          await expect(group).toHaveCount(0);
          continue;
        }
        await expect(group.getByRole("heading", { level: 3 })).toHaveText(map.legend[kind]);
        await expect(group.getByRole("listitem")).toHaveText(ofKind.map((base) => `${base.city} – ${base.uf}`));
      }
    });

    test("the table has its caption, column and row headers, and its data sheet with the file's size", async ({
      page,
      request,
    }) => {
      const table: DataTableSectionContent = sectionOf(language, "dataTable");
      await page.goto(url);
      const region = page.getByRole("region", { name: table.caption });
      await expect(region).toHaveAttribute("tabindex", "0");
      const grid = region.getByRole("table", { name: table.caption });
      await expect(grid.locator("caption")).toHaveText(table.caption);
      await expect(grid.getByRole("columnheader")).toHaveText(table.columns);
      await expect(grid.locator('thead th[scope="col"]')).toHaveCount(table.columns.length);
      await expect(grid.getByRole("rowheader")).toHaveText(table.rows.map((row) => row.cells[0]));
      await expect(grid.locator('tbody th[scope="row"]')).toHaveCount(table.rows.length);
      if (!table.download) throw new Error("the showcase's table has a data sheet");
      const link = page.locator("a[data-download]");
      // The size in the language's number format: "6,68 kB" in pt and es, "6.68 kB" in en.
      const mark = language === "en" ? "\\." : ",";
      await expect(link).toHaveText(new RegExp(`^${table.download.label} \\(PDF, \\d+(${mark}\\d+)?\\s[kM]B\\)`));
      await expect(link).toHaveAttribute("target", "_blank");
      expect(await link.getAttribute("download")).toBeNull();
      const response = await request.get((await link.getAttribute("href")) ?? "");
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("pdf");
    });

    test("at 360 px the table scrolls inside its frame (also by keyboard) and the page does not widen; nothing shifts", async ({
      page,
    }) => {
      const table: DataTableSectionContent = sectionOf(language, "dataTable");
      await watchLayoutShifts(page);
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(url);
      const region = page.getByRole("region", { name: table.caption });
      const sizes = await region.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
      expect(sizes.scroll).toBeGreaterThan(sizes.client);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await region.focus();
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
      expect(await layoutShift(page)).toBe(0);
    });

    test("each certification of the site settings shows its number", async ({ page }) => {
      await page.goto(url);
      for (const certification of settings.company.certifications) {
        const item = page.locator(`[data-certification="${certification.number}"]`);
        await expect(item).toBeVisible();
        await expect(item).toContainText(certification.number);
        await expect(item).toContainText(certification.body);
        await expect(item.getByRole("img", { name: certification.name })).toBeVisible();
      }
      await expect(page.locator("[data-certification]")).toHaveCount(settings.company.certifications.length);
    });

    test("the process's stages are an ordered list, in order", async ({ page }) => {
      const process: ProcessSectionContent = sectionOf(language, "process");
      await page.goto(url);
      const list = sectionNamed(page, process.heading).getByRole("list");
      expect(await list.evaluate((element) => element.tagName)).toBe("OL");
      await expect(list.getByRole("listitem").getByRole("heading", { level: 3 })).toHaveText(
        process.items.map((item) => item.title),
      );
    });

    test("the sections are in the server's HTML (their code loads apart, the content does not wait for it)", async ({
      request,
    }) => {
      const html = await (await request.get(url)).text();
      const table: DataTableSectionContent = sectionOf(language, "dataTable");
      expect(html).toContain(`>${table.caption}</caption>`);
      expect(html).toContain("data-map");
      expect(html).toContain(`>${bases[0].city}<!-- --> – <!-- -->${bases[0].uf}</li>`);
      for (const certification of settings.company.certifications)
        expect(html).toContain(`data-certification="${certification.number}"`);
      expect(html).toContain(`<ol`);
    });

    test("axe finds no violations", async ({ page }) => {
      await page.goto(url);
      await expect(page.locator("h1")).toBeVisible();
      const results = await axe(page).analyze();
      const violations = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
      expect(violations).toEqual([]);
    });
  });
}

/** How many lines each link or button of the closing call to action takes (its text's distinct line boxes). */
const ctaButtonLines = (page: Page) =>
  page.locator("main section:last-of-type a, main section:last-of-type button").evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const tops = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
      return `${element.textContent?.trim()}: ${tops.size}`;
    }),
  );

test("a call to action's buttons keep their label on one line beside the text, from 1024 px (Fale com RI wrapped)", async ({
  page,
}) => {
  for (const url of ["/informacoes-bonds/", "/en/informacoes-bonds/", "/es/informacoes-bonds/", "/"]) {
    for (const width of [1024, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(url);
      const lines = await ctaButtonLines(page);
      expect(lines.length, url).toBeGreaterThan(0);
      for (const line of lines) expect(line, `${url} at ${width}px`).toMatch(/: 1$/);
    }
  }
});

test("each key figure of a numbers band says of which year and from where, in the page's language", async ({
  page,
}) => {
  for (const [url, caption] of [
    ["/", "Dados de 2025 · Relatório de sustentabilidade 2025"],
    ["/en/", "2025 data · Sustainability report 2025"],
    ["/es/", "Datos de 2025 · Informe de sostenibilidad 2025"],
  ] as const) {
    await page.goto(url);
    const figure = page.locator("main dl > div").filter({ hasText: caption }).first();
    await expect(figure).toBeVisible();
    await expect(figure.locator("dd").first()).toHaveText(/^290\s(mi|million|millones)$/);
  }
});

test("investor relations: the key figures by year, from the documents' figures, in each language's format", async ({
  page,
}) => {
  for (const [url, revenue2025] of [
    ["/informacoes-financeiras/", "1.846,3"],
    ["/en/informacoes-financeiras/", "1,846.3"],
    ["/es/informacoes-financeiras/", "1846,3"],
  ] as const) {
    await page.goto(url);
    const table = page.locator("main table").first();
    await expect(table.locator("thead th").last()).toHaveText("2025");
    await expect(table.locator("tbody tr").first().locator("td").last()).toHaveText(revenue2025);
    await expect(table.locator("tbody tr")).toHaveCount(4);
  }
});
