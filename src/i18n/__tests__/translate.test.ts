import { interpolate } from "../../domain/interpolate";
import { headTranslator, translate } from "../translate";

const resources = {
  common: {
    nav: { home: "Início" },
    copyright: "© {{year}} {{name}}",
    minutes_one: "{{count}} minuto",
    minutes_other: "{{count}} minutos",
  },
  g2: { meta: { title: "G2" } },
};

describe("translate", () => {
  it("reads dotted keys from the default namespace or a named one", () => {
    expect(translate(resources, "pt", "common", "nav.home")).toBe("Início");
    expect(translate(resources, "pt", "common", "g2:meta.title")).toBe("G2");
  });

  it("interpolates variables", () => {
    expect(translate(resources, "pt", "common", "copyright", { year: 2026, name: "Circulare" })).toBe(
      "© 2026 Circulare",
    );
  });

  it("picks the plural form from Intl rules", () => {
    expect(translate(resources, "pt", "common", "minutes", { count: 1 })).toBe("1 minuto");
    expect(translate(resources, "pt", "common", "minutes", { count: 5 })).toBe("5 minutos");
  });

  it("returns the key when it is missing or not a string", () => {
    expect(translate(resources, "pt", "common", "nav.nowhere")).toBe("nav.nowhere");
    expect(translate(resources, "pt", "common", "nav")).toBe("nav");
  });
});

describe("headTranslator", () => {
  it("translates from the page context's strings, with variables", () => {
    const t = headTranslator({ language: "en", resources: { blog: { title: "{{name}} – Blog" } } }, "blog");
    expect(t("title", { name: "Used oil" })).toBe("Used oil – Blog");
  });
});

describe("interpolate (the site's t and the backend's texts)", () => {
  it("fills {{name}} and {{ name }} alike, and leaves one without a value visible", () => {
    expect(interpolate("{{a}}, {{ b }} e {{c}}", { a: 1, b: "dois" })).toBe("1, dois e {{c}}");
  });
});
