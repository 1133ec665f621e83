import type { SearchResult } from "./search-result";

export const resultsPerPage = 10;

/** `missing`: no index was built yet (only under `gatsby develop`, before the first `npm run build`). */
export type SearchStatus = "idle" | "loading" | "error" | "missing" | "done";

export type SearchState = {
  query: string;
  /** 0-based: how many pages of results are shown (page 0 is the first ten). */
  page: number;
  status: SearchStatus;
  /** Every match of the query, in Pagefind's order; only `shown` of them are on screen. */
  total: number;
  results: SearchResult[];
};

export type SearchAction =
  | { type: "typed"; query: string }
  | { type: "loading" }
  | { type: "loaded"; query: string; page: number; total: number; results: SearchResult[] }
  | { type: "failed"; missingIndex?: boolean }
  | { type: "closed" };

export const initialSearchState: SearchState = { query: "", page: 0, status: "idle", total: 0, results: [] };

/**
 * The modal's state. Typing starts again from page 0; a page's results are appended when they arrive for
 * the current query (a late answer to an older query is ignored); closing forgets everything.
 */
export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case "typed":
      return { ...initialSearchState, query: action.query, status: action.query.trim() ? "loading" : "idle" };
    case "loading":
      return { ...state, status: "loading" };
    case "loaded":
      if (action.query !== state.query) return state;
      return {
        ...state,
        status: "done",
        page: action.page,
        total: action.total,
        results: action.page === 0 ? action.results : [...state.results, ...action.results],
      };
    case "failed":
      return { ...state, status: action.missingIndex ? "missing" : "error" };
    case "closed":
      return initialSearchState;
  }
}

export function hasMore(state: SearchState): boolean {
  return state.results.length < state.total;
}

/** "page 2 of 4" */
export function pageCounter(state: SearchState): { page: number; pages: number } {
  return { page: state.page + 1, pages: Math.max(1, Math.ceil(state.total / resultsPerPage)) };
}
