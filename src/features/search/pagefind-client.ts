import type { PagefindResultData } from "./search-result";

type PagefindResult = { id: string; data(): Promise<PagefindResultData> };
type Pagefind = {
  options(options: Record<string, unknown>): Promise<void>;
  search(query: string): Promise<{ results: PagefindResult[] } | null>;
};

let loading: Promise<Pagefind> | undefined;
/** Failed loads so far: a retry asks for a new URL (`?retry=1`, …), as the browser keeps a module whose fetch failed. */
let failures = 0;

/** Thrown when the index is not there: under `gatsby develop` before any `npm run build`. */
export class MissingIndexError extends Error {}

/**
 * Pagefind's own script, fetched only when the search opens (none of it is in the page bundle). It picks
 * the index of the page's `<html lang>`. A module whose fetch failed stays failed in the browser's module map
 * (Chromium 150 answers a second `import()` of the same URL with the same error, without a request), so a
 * retry asks for `pagefind.js?retry=N`; Pagefind finds its files from its own URL, query or not.
 */
export function loadPagefind(): Promise<Pagefind> {
  const url = failures === 0 ? "/pagefind/pagefind.js" : `/pagefind/pagefind.js?retry=${failures}`;
  loading ??= (import(/* webpackIgnore: true */ url) as Promise<Pagefind>)
    .catch((error: unknown) => {
      throw process.env.NODE_ENV === "development" ? new MissingIndexError(String(error)) : error;
    })
    .then(async (pagefind) => {
      await pagefind.options({ excerptLength: 24 });
      return pagefind;
    });
  loading.catch(() => {
    loading = undefined; // a failed load can be retried
    failures++;
  });
  return loading;
}

/** All matches of a query (ids only, cheap); their data is fetched page by page. */
export async function searchPages(query: string): Promise<PagefindResult[]> {
  const pagefind = await loadPagefind();
  const response = await pagefind.search(query);
  return response?.results ?? [];
}
