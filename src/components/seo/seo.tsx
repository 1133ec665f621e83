import React from "react";
import { languages, languageTags } from "../../config/languages";
import { site } from "../../config/site";
import { hreflangLinks } from "../../i18n/hreflang";
import type { LocalizedPageContext } from "../../i18n/page-context";
import { localizePath } from "../../i18n/paths";
import { lookup, translate } from "../../i18n/translate";

type SeoProps = {
  pageContext: LocalizedPageContext;
  /** Overrides the namespace's `meta.title` / `meta.description` (templates pass their own). */
  title?: string;
  description?: string;
  image?: string;
  type?: "website" | "article" | "profile";
  children?: React.ReactNode;
};

/** The brand is dropped from a title that already names it, so it never reads "Circulare | Circulare". */
export function documentTitle(title: string): string {
  return title === site.name ? title : `${title} | ${site.name}`;
}

/**
 * Every page's <head>: html lang, title, description, canonical, hreflang alternates (+ x-default), Open
 * Graph and Twitter tags. Runs outside the page's providers (Gatsby's Head API), so it reads pageContext.
 */
export function Seo({ pageContext, title, description, image, type = "website", children }: SeoProps) {
  const { language, routePath: path, ns, resources, noindex, canonicalPath, availableLanguages } = pageContext;
  const metaTitle = title ?? translate(resources, language, ns, "meta.title");
  const metaDescription = description ?? String(lookup(resources[ns], "meta.description") ?? "");
  const fullTitle = documentTitle(metaTitle);
  const canonical = `${site.url}${localizePath(canonicalPath ?? path, language)}`;
  const alternateLanguages = availableLanguages ?? languages;
  const ogImage = `${site.url}${image ?? "/og-image.png"}`;
  const isNotFound = path === "/404/";

  return (
    <>
      <html lang={languageTags[language].htmlLang} />
      <title>{fullTitle}</title>
      <meta name="description" content={metaDescription} />
      {noindex && <meta name="robots" content="noindex, follow" />}
      {!isNotFound && <link rel="canonical" href={canonical} />}
      {!isNotFound &&
        !noindex &&
        hreflangLinks(path, alternateLanguages).map(({ hreflang, href }) => (
          <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
        ))}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={metaDescription} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={ogImage} />
      <meta property="og:locale" content={languageTags[language].ogLocale} />
      {alternateLanguages
        .filter((lang) => lang !== language)
        .map((lang) => (
          <meta key={lang} property="og:locale:alternate" content={languageTags[lang].ogLocale} />
        ))}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={metaDescription} />
      <meta name="twitter:image" content={ogImage} />
      {children}
    </>
  );
}
