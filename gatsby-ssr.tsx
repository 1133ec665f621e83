import React from "react";
import type { GatsbySSR } from "gatsby";
import { wrapPageElement as wrap } from "./src/components/layout/wrap-page-element";
import { languageRedirectScript } from "./src/i18n/redirect-script";
import { globalCss } from "./src/styles/global-css";

export const wrapPageElement: GatsbySSR["wrapPageElement"] = wrap;

/**
 * Inline, before anything else in <head>: the language redirect (runs before first paint) and the global
 * CSS (no flash, no layout shift).
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents, pathname }) => {
  const components: React.ReactNode[] = [
    <style key="global-css" id="global-css" dangerouslySetInnerHTML={{ __html: globalCss }} />,
  ];
  const isPrefixed = /^\/(en|es)(\/|$)/.test(pathname);
  if (!isPrefixed) {
    components.unshift(
      <script key="language-redirect" id="language-redirect" dangerouslySetInnerHTML={{ __html: languageRedirectScript() }} />,
    );
  }
  setHeadComponents(components);
};
