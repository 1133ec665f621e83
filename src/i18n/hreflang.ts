import { defaultLanguage, languages, languageTags, type Language } from "../config/languages";
import { site } from "../config/site";
import { localizePath } from "./paths";

export type HreflangLink = { hreflang: string; href: string };

/**
 * The language alternates of a page (absolute URLs), plus `x-default` (the Portuguese root) when that
 * version exists. Used by the page head and the sitemap, so both always list the same alternates.
 */
export function hreflangLinks(routePath: string, available: readonly Language[] = languages): HreflangLink[] {
  const links = available.map((language) => ({
    hreflang: languageTags[language].hreflang,
    href: `${site.url}${localizePath(routePath, language)}`,
  }));
  if (available.includes(defaultLanguage)) {
    links.push({ hreflang: "x-default", href: `${site.url}${localizePath(routePath, defaultLanguage)}` });
  }
  return links;
}
