import { documentTitle } from "../seo";
import { sitemapEntry } from "../../../gatsby/sitemap";

describe("document title", () => {
  it("is 'Page | Circulare' and never repeats the brand", () => {
    expect(documentTitle("G2")).toBe("G2 | Circulare");
    expect(documentTitle("Circulare")).toBe("Circulare");
  });
});

describe("sitemap entries", () => {
  it("lists a localized page with every language and x-default", () => {
    expect(sitemapEntry({ path: "/en/g2/", pageContext: { language: "en", routePath: "/g2/" } })).toEqual({
      url: "https://www.circulare.com.br/en/g2/",
      links: [
        { lang: "pt-BR", url: "https://www.circulare.com.br/g2/" },
        { lang: "en", url: "https://www.circulare.com.br/en/g2/" },
        { lang: "es", url: "https://www.circulare.com.br/es/g2/" },
        { lang: "x-default", url: "https://www.circulare.com.br/g2/" },
      ],
    });
  });

  it("links only the translations that exist", () => {
    const entry = sitemapEntry({
      path: "/blog/x/",
      pageContext: { language: "pt", routePath: "/blog/x/", availableLanguages: ["pt", "es"] },
    });
    expect(entry?.links.map((link) => link.lang)).toEqual(["pt-BR", "es", "x-default"]);
  });

  it("leaves out noindex pages, the 404 and pages that are not ours", () => {
    expect(
      sitemapEntry({ path: "/login/", pageContext: { language: "pt", routePath: "/login/", noindex: true } }),
    ).toBeNull();
    expect(sitemapEntry({ path: "/en/404/", pageContext: { language: "en", routePath: "/404/" } })).toBeNull();
    expect(sitemapEntry({ path: "/dev-404-page/", pageContext: null })).toBeNull();
  });
});
