import React from "react";
import { renderToString } from "react-dom/server";
import type { GatsbySSR } from "gatsby";
import { wrapPageElement as wrap } from "./src/app-shell/wrap-page-element";
import { BannerMarkup, type BannerStrings } from "./src/features/consent/banner-markup";
import { consentDefaultScript } from "./src/config/consent-mode";
import consentPt from "./locales/pt/consentimento.json";
import consentEn from "./locales/en/consentimento.json";
import consentEs from "./locales/es/consentimento.json";
import { defaultLanguage, type Language } from "./src/config/languages";
import { splitLanguage } from "./src/i18n/paths";
import { languageRedirectApplies, languageRedirectScript } from "./src/i18n/redirect-script";
import { brandFont } from "./src/styles/fonts";
import { globalCss } from "./src/styles/global-css";

export const wrapPageElement: GatsbySSR["wrapPageElement"] = wrap;

/**
 * Pages are rendered with `renderToString`, not Gatsby's default `renderToPipeableStream`. React 18's stream
 * writer flushes its whole 2 KB buffer when a multi-byte character (ñ, ç, –) does not fit at its end, so the
 * unwritten bytes reach the HTML as U+0000 (gatsby#38747, fixed only in React 19). A static build has nothing
 * to stream, and nothing here suspends on the server, so the string renderer gives the same markup without
 * the fault. `e2e/built-html.spec.ts` fails if a NUL byte is ever back.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString }) => {
  replaceBodyHTMLString(renderToString(bodyComponent as React.ReactElement));
};

/**
 * Inline, before anything else in <head>: the language redirect (runs before first paint), the global CSS (no
 * flash, no layout shift) and Google Consent Mode's defaults, all denied, before any tag manager could load
 * (src/config/consent-mode.ts; its hash is in the CSP).
 */
const bannerStrings: Record<Language, BannerStrings> = {
  pt: consentPt.banner,
  en: consentEn.banner,
  es: consentEs.banner,
};

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents, setPostBodyComponents, pathname }) => {
  const components: React.ReactNode[] = [
    // The brand typeface, fetched at once rather than when the first text using it is laid out (fonts.ts).
    <link key="brand-font" rel="preload" href={brandFont.url} as="font" type="font/woff2" crossOrigin="anonymous" />,
    <style key="global-css" id="global-css" dangerouslySetInnerHTML={{ __html: globalCss }} />,
    <script key="consent-default" id="consent-default" dangerouslySetInnerHTML={{ __html: consentDefaultScript }} />,
  ];
  // The first paint waits until <main> starts, so the header is whole when it first shows: a document that
  // arrives in pieces could otherwise paint the bar before its last buttons and then move the others to make
  // room for them (a layout shift). Chromium's render-blocking `expect` link; other browsers ignore it.
  if (!pathname.startsWith("/admin"))
    components.push(<link key="expect-main" rel="expect" href="#main" {...{ blocking: "render" }} />);
  const { language } = splitLanguage(pathname);
  if (language === defaultLanguage && languageRedirectApplies(pathname)) {
    components.unshift(
      <script
        key="language-redirect"
        id="language-redirect"
        dangerouslySetInnerHTML={{ __html: languageRedirectScript() }}
      />,
    );
  }
  setHeadComponents(components);
  // The consent banner, in the page's language, hidden before paint when a choice is stored (consent-mode.ts).
  if (!pathname.startsWith("/admin")) {
    setPostBodyComponents([
      <BannerMarkup key="consent-banner" language={language} strings={bannerStrings[language]} />,
    ]);
  }
};

/**
 * The English and Spanish 404 pages name the root 404 as their page (`window.pagePath`): the host serves them
 * for any unknown `/en/…` or `/es/…` path, and Gatsby's browser code sends a page whose own path differs from the
 * address to that path unless it is the root 404 (or a match path, which these pages no longer have: see
 * `otherLanguages` in src/i18n/page-context.ts). In the browser the root 404 then renders in the address's
 * language; at `/en/404/` itself, Gatsby loads that page as usual.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  pathname,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  const { language, path } = splitLanguage(pathname);
  if (language === defaultLanguage || path !== "/404/") return;
  const own = `window.pagePath=${JSON.stringify(pathname)}`;
  replacePostBodyComponents(
    getPostBodyComponents().map((component) => {
      const element = component as React.ReactElement<{ id?: string; dangerouslySetInnerHTML?: { __html: string } }>;
      const html = element?.props?.dangerouslySetInnerHTML?.__html;
      if (element?.props?.id !== "gatsby-script-loader" || !html?.includes(own)) return component;
      return React.cloneElement(element, {
        dangerouslySetInnerHTML: { __html: html.replace(own, `window.pagePath=${JSON.stringify("/404/")}`) },
      });
    }),
  );
};
