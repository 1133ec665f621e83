import type { PagefindResultData } from "./search-result";

type PagefindResult = { id: string; data(): Promise<PagefindResultData> };
type Pagefind = {
  options(options: Record<string, unknown>): Promise<void>;
  search(query: string): Promise<{ results: PagefindResult[] } | null>;
};

let loading: Promise<Pagefind> | undefined;

/** Thrown when the index is not there: under `gatsby develop` before any `npm run build`. */
export class MissingIndexError extends Error {}

/**
 * Pagefind's own script, fetched only when the search opens (none of it is in the page bundle). It picks
 * the index of the page's `<html lang>`.
 */
export function loadPagefind(): Promise<Pagefind> {
  loading ??= (import(/* webpackIgnore: true */ "/pagefind/pagefind.js" as string) as Promise<Pagefind>)
    .catch((error: unknown) => {
      throw process.env.NODE_ENV === "development" ? new MissingIndexError(String(error)) : error;
    })
    .then(
    async (pagefind) => {
      await pagefind.options({ excerptLength: 24 });
      return pagefind;
    },
  );
  loading.catch(() => {
    loading = undefined; // a failed load can be retried
  });
  return loading;
}

/** All matches of a query (ids only, cheap); their data is fetched page by page. */
export async function searchPages(query: string): Promise<PagefindResult[]> {
  const pagefind = await loadPagefind();
  const response = await pagefind.search(query);
  return response?.results ?? [];
}
