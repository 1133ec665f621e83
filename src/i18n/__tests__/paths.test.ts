import { localizePath, splitLanguage, stripLanguage, switchLanguage } from "../paths";

describe("language paths", () => {
  it("localizes an unprefixed path; Portuguese stays at the root", () => {
    expect(localizePath("/g2/", "pt")).toBe("/g2/");
    expect(localizePath("/g2/", "en")).toBe("/en/g2/");
    expect(localizePath("/", "es")).toBe("/es/");
    expect(localizePath("/", "pt")).toBe("/");
  });

  it("does not double a prefix", () => {
    expect(localizePath("/en/g2/", "en")).toBe("/en/g2/");
    expect(localizePath("/en/g2/", "es")).toBe("/es/g2/");
  });

  it("leaves external and relative links alone", () => {
    expect(localizePath("https://example.com/", "en")).toBe("https://example.com/");
    expect(localizePath("#top", "en")).toBe("#top");
  });

  it("strips and splits the prefix", () => {
    expect(stripLanguage("/en/nossa-essencia/")).toBe("/nossa-essencia/");
    expect(stripLanguage("/es/")).toBe("/");
    expect(stripLanguage("/es")).toBe("/");
    expect(stripLanguage("/nossa-essencia/")).toBe("/nossa-essencia/");
    expect(splitLanguage("/en/g2/")).toEqual({ language: "en", path: "/g2/" });
    expect(splitLanguage("/g2/")).toEqual({ language: "pt", path: "/g2/" });
    // A Portuguese slug that happens to start with two letters is not a prefix.
    expect(splitLanguage("/enviar/")).toEqual({ language: "pt", path: "/enviar/" });
    // /pt/ is not a prefix of ours (the host redirects it), so it is kept as is.
    expect(splitLanguage("/pt/g2/")).toEqual({ language: "pt", path: "/pt/g2/" });
  });

  it("switches the language of the current page", () => {
    expect(switchLanguage("/en/g2/", "pt")).toBe("/g2/");
    expect(switchLanguage("/g2/", "es")).toBe("/es/g2/");
    expect(switchLanguage("/es/area-cliente/documentos/", "en")).toBe("/en/area-cliente/documentos/");
  });
});
