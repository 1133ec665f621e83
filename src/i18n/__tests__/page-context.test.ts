import { describe, expect, it } from "vitest";
import { contextFor, type LocalizedPageContext } from "../page-context";

const base = (language: LocalizedPageContext["language"]): LocalizedPageContext => ({
  language,
  routePath: "/404/",
  ns: "not-found",
  resources: { [language]: { "not-found": { hero: { title: language } } } },
});

describe("the context a path is rendered with", () => {
  const root = { ...base("pt"), otherLanguages: { en: base("en"), es: base("es") } };

  it("is the address's language's on the root 404, which answers every unknown path", () => {
    expect(contextFor(root, "/en/no-such-page/").language).toBe("en");
    expect(contextFor(root, "/es/a/b/").language).toBe("es");
    expect(contextFor(root, "/no-such-page/").language).toBe("pt");
  });

  it("is the page's own everywhere else", () => {
    const page = base("en");
    expect(contextFor(page, "/es/anything/")).toBe(page);
  });
});
