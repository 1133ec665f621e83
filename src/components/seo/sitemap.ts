import { defaultLanguage, languages, languageTags, type Language } from "../../config/languages";
import { site } from "../../config/site";
import { localizePath } from "../../i18n/paths";

export type SitemapPage = {
  path: string;
  pageContext?: { language?: Language; routePath?: string; noindex?: boolean; availableLanguages?: Language[] } | null;
};

export type SitemapEntry = { url: string; links: { lang: string; url: string }[] };

/** A sitemap entry with its language alternates, or null for pages kept out (noindex, 404, not ours). */
export function sitemapEntry(page: SitemapPage): SitemapEntry | null {
  const context = page.pageContext;
  if (!context?.language || !context.routePath || context.noindex || context.routePath === "/404/") return null;
  const unprefixed = context.routePath;
  const available = context.availableLanguages ?? [...languages];
  const links = available.map((language) => ({
    lang: languageTags[language].hreflang,
    url: `${site.url}${localizePath(unprefixed, language)}`,
  }));
  if (available.includes(defaultLanguage)) {
    links.push({ lang: "x-default", url: `${site.url}${localizePath(unprefixed, defaultLanguage)}` });
  }
  return { url: `${site.url}${page.path}`, links };
}
