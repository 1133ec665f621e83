import type { Language } from "../config/languages";
import { site } from "../config/site";
import { hreflangLinks } from "../i18n/hreflang";

export type SitemapPage = {
  path: string;
  pageContext?: { language?: Language; routePath?: string; noindex?: boolean; availableLanguages?: Language[] } | null;
};

export type SitemapEntry = { url: string; links: { lang: string; url: string }[] };

/** A sitemap entry with its language alternates, or null for pages kept out (noindex, 404, not ours). */
export function sitemapEntry(page: SitemapPage): SitemapEntry | null {
  const context = page.pageContext;
  if (!context?.language || !context.routePath || context.noindex || context.routePath === "/404/") return null;
  const links = hreflangLinks(context.routePath, context.availableLanguages).map(({ hreflang, href }) => ({
    lang: hreflang,
    url: href,
  }));
  return { url: `${site.url}${page.path}`, links };
}
