import { listPagePath, pagerLinks, paginate, postsPerPage } from "../pagination";

describe("paginate", () => {
  it("splits 36 posts into three pages of 12", () => {
    expect(postsPerPage).toBe(12);
    expect(paginate(36)).toEqual([
      { currentPage: 1, numPages: 3, skip: 0, limit: 12 },
      { currentPage: 2, numPages: 3, skip: 12, limit: 12 },
      { currentPage: 3, numPages: 3, skip: 24, limit: 12 },
    ]);
  });

  it("puts a remainder on a last, shorter page", () => {
    const pages = paginate(25);
    expect(pages).toHaveLength(3);
    expect(pages[2]).toMatchObject({ skip: 24, numPages: 3 });
  });

  it("keeps a first page for an empty list", () => {
    expect(paginate(0)).toEqual([{ currentPage: 1, numPages: 1, skip: 0, limit: 12 }]);
  });

  it("names pages /blog/, /blog/2/, …", () => {
    expect(listPagePath("/blog/", 1)).toBe("/blog/");
    expect(listPagePath("/blog/", 2)).toBe("/blog/2/");
    expect(listPagePath("/blog/editoria/oluc/", 3)).toBe("/blog/editoria/oluc/3/");
  });
});

describe("pagerLinks", () => {
  it("lists every page when there are few", () => {
    expect(pagerLinks("/blog/", 2, 3).map((link) => link && [link.page, link.current])).toEqual([
      [1, false],
      [2, true],
      [3, false],
    ]);
  });

  it("keeps first, last and the neighbours of the current page, with gaps", () => {
    const links = pagerLinks("/blog/", 5, 9);
    expect(links.map((link) => (link ? link.page : "…"))).toEqual([1, "…", 4, 5, 6, "…", 9]);
    expect(links.find((link) => link?.current)?.path).toBe("/blog/5/");
  });
});
