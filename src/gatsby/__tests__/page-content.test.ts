// @vitest-environment node
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { readLocale } from "../../__tests__/locales";
import { fillSettingsTokens, settingsTokens } from "../../content/company";
import { siteSettingsSchema } from "../../content/content-schema";
import { preparePageStrings, siteTokens } from "../page-content";

const root = process.cwd();
const page = (overrides: Record<string, unknown> = {}) => {
  const content = readLocale("en", "g2");
  return { common: { appName: "x" }, g2: { ...content, ...overrides } };
};

describe("a page's strings as the build uses them", () => {
  it("fills the company's settings into every string, and lists the page's uploads", () => {
    const settings = JSON.parse(fs.readFileSync("content/settings/site.json", "utf8")) as {
      company: { phone: string };
    };
    const hero = { ...(page().g2.hero as object), lead: "Call {{company.phone}} today." };
    const result = preparePageStrings(root, "en", "g2", page({ hero }));
    expect(result.problems).toEqual([]);
    expect((result.resources.g2.hero as { lead: string }).lead).toBe(`Call ${settings.company.phone} today.`);
    expect(result.assets).toContain("paginas/embalagem-g2.jpg");
    expect(result.assets).toContain("fichas/g2.en.pdf");
    expect(siteTokens(root).get("company.phoneHref")).toBe(`tel:+${settings.company.phone.replace(/\D/g, "")}`);
  });

  it("names the file and the field of an unknown setting, a missing upload and a broken rule", () => {
    const hero = {
      ...(page().g2.hero as object),
      lead: "Fax {{company.fax}}.",
      image: { src: "paginas/nao-existe.jpg", alt: "A picture" },
    };
    const { problems } = preparePageStrings(root, "en", "g2", page({ hero, sections: [] }));
    expect(problems).toContain("locales/en/g2.json hero.lead: unknown setting {{company.fax}}");
    expect(problems).toContain('locales/en/g2.json: "paginas/nao-existe.jpg" is not in content/uploads');
    expect(problems.some((line) => line.startsWith("locales/en/g2.json sections:"))).toBe(true);
  });

  it("names a token whose setting is empty instead of leaving its sentence half-filled", () => {
    const company = siteSettingsSchema.parse(JSON.parse(fs.readFileSync("content/settings/site.json", "utf8"))).company;
    const tokens = settingsTokens({ ...company, anpAuthorization: "" });
    expect(fillSettingsTokens({ lead: "ANP {{company.anpAuthorization}}." }, tokens).problems).toEqual([
      "lead: the setting {{company.anpAuthorization}} is empty in content/settings/site.json",
    ]);
  });

  it("lists the document categories its documents sections show", () => {
    const bonds = readLocale("pt", "informacoes-bonds");
    expect(
      preparePageStrings(root, "pt", "informacoes-bonds", { common: {}, "informacoes-bonds": bonds })
        .documentCategories,
    ).toEqual(["bonds"]);
  });
});
