// @vitest-environment node
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { readLocale } from "../../__tests__/locales";
import { fillSettingsTokens, settingsTokens } from "../../content/company";
import { siteSettingsSchema } from "../../content/content-schema";
import { readBases, checkBases, preparePageStrings, siteTokens } from "../page-content";
import os from "node:os";
import path from "node:path";

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

  it("counts the operating bases of content/bases into {{bases.count}} and gives every map section those bases", () => {
    const { bases, problems } = readBases(root);
    expect(problems).toEqual([]);
    const operating = bases.filter((base) => base.kind === "base");
    const content = readLocale("pt", "nossa-essencia");
    const result = preparePageStrings(root, "pt", "nossa-essencia", { common: {}, "nossa-essencia": content });
    expect(result.problems).toEqual([]);
    const built = result.resources["nossa-essencia"] as { sections: { type: string; bases?: unknown[] }[] };
    const map = built.sections.find((section) => section.type === "map");
    expect(map?.bases).toEqual(bases.map(({ name, city, uf, kind }) => ({ name, city, uf, kind })));
    expect(JSON.stringify(built)).toContain(`${operating.length} bases operacionais`);
    expect(JSON.stringify(built)).not.toContain("{{bases.count}}");
  });

  it("stops the build naming the field of a bad bases file", () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "bases-"));
    fs.mkdirSync(path.join(copy, "content/bases"), { recursive: true });
    const file = JSON.parse(fs.readFileSync("content/bases/bases.json", "utf8")) as {
      bases: Record<string, unknown>[];
    };
    file.bases[3] = { ...file.bases[3], uf: "XX" };
    file.bases[4] = { ...file.bases[4], id: file.bases[2].id };
    fs.writeFileSync(path.join(copy, "content/bases/bases.json"), JSON.stringify(file));
    const panics: string[] = [];
    checkBases({ reporter: { panicOnBuild: (message) => panics.push(message) } }, copy);
    expect(panics).toHaveLength(1);
    expect(panics[0]).toContain("content/bases/bases.json bases.3.uf: must be a state (UF)");
    expect(panics[0]).toContain(
      `content/bases/bases.json bases.4.id: "${String(file.bases[2].id)}" is already the id of bases.2`,
    );
    fs.rmSync(copy, { recursive: true, force: true });
  });
});
