import { hasMore, initialSearchState, pageCounter, searchReducer, type SearchState } from "../search-state";

const result = (n: number) => ({ title: `T${n}`, path: `/p${n}/`, excerptHtml: "" });
const page = (from: number) => Array.from({ length: 10 }, (_, i) => result(from + i));

describe("search state", () => {
  const typed = searchReducer(initialSearchState, { type: "typed", query: "oleo" });
  const first = searchReducer(typed, { type: "loaded", query: "oleo", page: 0, total: 23, results: page(0) });

  it("shows the first ten, counts pages and knows more exist", () => {
    expect(first.results).toHaveLength(10);
    expect(pageCounter(first)).toEqual({ page: 1, pages: 3 });
    expect(hasMore(first)).toBe(true);
  });

  it("appends the next page and stops when all are shown", () => {
    const second = searchReducer(first, { type: "loaded", query: "oleo", page: 1, total: 23, results: page(10) });
    const third = searchReducer(second, {
      type: "loaded",
      query: "oleo",
      page: 2,
      total: 23,
      results: page(20).slice(0, 3),
    });
    expect(pageCounter(second)).toEqual({ page: 2, pages: 3 });
    expect(third.results).toHaveLength(23);
    expect(hasMore(third)).toBe(false);
  });

  it("starts again from page 0 when the visitor types", () => {
    const second = searchReducer(first, { type: "loaded", query: "oleo", page: 1, total: 23, results: page(10) });
    const retyped = searchReducer(second, { type: "typed", query: "oleo usado" });
    expect(retyped).toMatchObject({ query: "oleo usado", page: 0, results: [], total: 0, status: "loading" });
  });

  it("ignores a late answer to an older query", () => {
    const retyped = searchReducer(first, { type: "typed", query: "g2" });
    expect(searchReducer(retyped, { type: "loaded", query: "oleo", page: 0, total: 5, results: page(0) })).toBe(
      retyped,
    );
  });

  it("forgets the query, the results and the page when closed", () => {
    expect(searchReducer(first, { type: "closed" })).toEqual(initialSearchState);
  });

  it("tells an error from a missing index", () => {
    expect(searchReducer(typed, { type: "failed" }).status).toBe("error");
    expect(searchReducer(typed, { type: "failed", missingIndex: true }).status).toBe("missing");
    const empty: SearchState = searchReducer(typed, { type: "loaded", query: "oleo", page: 0, total: 0, results: [] });
    expect(hasMore(empty)).toBe(false);
  });
});
