import { resultPath, resultTitle, toSearchResult } from "../search-result";

describe("search results", () => {
  it("drops the pipe and the brand from a title", () => {
    expect(resultTitle("Coleta de óleo | Circulare")).toBe("Coleta de óleo");
    expect(resultTitle("Circulare")).toBe("Circulare");
    expect(resultTitle("G2")).toBe("G2");
  });

  it("links to the internal path, whatever URL was stored", () => {
    expect(resultPath("https://www.circulare.com.br/en/g2/")).toBe("/en/g2/");
    expect(resultPath("/blog/o-que-e-oluc/index.html")).toBe("/blog/o-que-e-oluc/");
    expect(resultPath("/")).toBe("/");
  });

  it("maps Pagefind's data to title, path and excerpt", () => {
    expect(
      toSearchResult({ url: "/es/g2/", excerpt: "Aceite <mark>básico</mark>", meta: { title: "G2 | Circulare" } }),
    ).toEqual({ title: "G2", path: "/es/g2/", excerptHtml: "Aceite <mark>básico</mark>" });
  });
});
