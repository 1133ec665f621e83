import React from "react";
import { I18nProvider } from "../i18n/i18n-context";
import common from "../../locales/pt/common.json";
import blog from "../../locales/pt/blog.json";

/** Previews speak Portuguese and read the same strings as the site. */
export function PreviewFrame({ children }: { children: React.ReactNode }) {
  return (
    <I18nProvider pageContext={{ language: "pt", routePath: "/blog/", ns: "blog", resources: { common, blog } }}>
      {children}
    </I18nProvider>
  );
}
