import { site } from "../../config/site";

/** What Pagefind returns for one page (`result.data()`), the part we use. */
export type PagefindResultData = { url: string; excerpt: string; meta: { title?: string } };

export type SearchResult = { title: string; path: string; excerptHtml: string };

/** "Coleta de óleo | Circulare" → "Coleta de óleo": the brand is on every page, it tells nothing. */
export function resultTitle(title: string): string {
  const parts = title
    .split("|")
    .map((part) => part.trim())
    .filter(Boolean);
  const withoutBrand = parts.filter((part) => part.toLowerCase() !== site.name.toLowerCase());
  return (withoutBrand.length > 0 ? withoutBrand : parts).join(" · ");
}

/** An internal path from whatever URL Pagefind stored (absolute or not), with its trailing slash. */
export function resultPath(url: string): string {
  const withoutOrigin = url.replace(/^https?:\/\/[^/]+/i, "");
  const path = withoutOrigin.replace(/index\.html$/, "") || "/";
  return path.startsWith("/") ? path : `/${path}`;
}

/** A Pagefind result as the modal shows it; the excerpt still has to go through the sanitizer. */
export function toSearchResult(data: PagefindResultData): SearchResult {
  const path = resultPath(data.url);
  return { title: resultTitle(data.meta.title ?? path), path, excerptHtml: data.excerpt };
}
