import React, { useEffect } from "react";
import { StandardPage } from "../components/sections/standard-page";
import { PageHead } from "../components/seo/page-head";
import { useTranslation } from "../i18n/i18n-context";
import { localizePath, splitLanguage } from "../i18n/paths";

/**
 * The 500 page. Gatsby's loader shows the one built at /500/ (Portuguese) wherever page data answered 500; at an
 * English or Spanish address it hands over, once and without a history entry, to /en/500/ or /es/500/, whose
 * HTML loads in full (their own page data is not needed), so the visitor reads it in their language.
 */
export default function ServerErrorPage() {
  const { language } = useTranslation();
  useEffect(() => {
    const visitor = splitLanguage(window.location.pathname).language;
    if (visitor !== language) window.location.replace(localizePath("/500/", visitor));
  }, [language]);
  return <StandardPage />;
}

export const Head = PageHead;
