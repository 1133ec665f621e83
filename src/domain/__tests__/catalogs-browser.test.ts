import { describe, expect, it, vi } from "vitest";
import pt from "../../../locales/pt/validacao.json";
import en from "../../../locales/en/validacao.json";
import * as server from "../catalogs";

/** A fresh copy of the browser's module for each test: its catalogs are module state. */
async function browserCatalogs() {
  vi.resetModules();
  return import("../catalogs.browser");
}

describe("the browser's validation messages (catalogs.browser.ts)", () => {
  it("answers nothing before a catalog is provided or loaded, and says how to fix it", async () => {
    const browser = await browserCatalogs();
    expect(() => browser.catalogFor("pt")).toThrow(/loadCatalog\("pt"\)/);
  });

  it("keeps the page's own catalog, and ignores what is not one", async () => {
    const browser = await browserCatalogs();
    browser.provideCatalog("en", undefined);
    browser.provideCatalog("en", { required: 1 });
    expect(() => browser.catalogFor("en")).toThrow();
    browser.provideCatalog("en", en.errors);
    expect(browser.catalogFor("en").required).toBe(en.errors.required);
    await expect(browser.loadCatalog("en")).resolves.toBeUndefined();
  });

  it("fetches a language the page did not bring, once", async () => {
    const browser = await browserCatalogs();
    const first = browser.loadCatalog("pt");
    expect(browser.loadCatalog("pt")).toBe(first);
    await first;
    expect(browser.catalogFor("pt")).toEqual(pt.errors);
  });

  it("has the same functions as the server's catalogs.ts, which answers every language at once", async () => {
    const browser = await browserCatalogs();
    expect(Object.keys(browser).sort()).toEqual(Object.keys(server).sort());
    expect(server.catalogFor("pt")).toEqual(pt.errors);
    await expect(server.loadCatalog("es")).resolves.toBeUndefined();
  });
});
