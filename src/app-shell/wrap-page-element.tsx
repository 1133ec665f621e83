import React from "react";
import type { WrapPageElementBrowserArgs } from "gatsby";
import { contextFor, type LocalizedPageContext } from "../i18n/page-context";
import { I18nProvider } from "../i18n/i18n-context";
import { PageAssetsProvider, type PageAssetsData } from "../components/sections/page-assets";
import { Layout } from "./layout";

/** Pages the site search indexes: not noindex ones, and of a paginated list only its first page. */
export function isSearchable(pageContext: Partial<LocalizedPageContext> & { currentPage?: number }): boolean {
  return Boolean(pageContext?.language) && !pageContext.noindex && (pageContext.currentPage ?? 1) === 1;
}

/** Shared by gatsby-browser and gatsby-ssr: the page's language and strings, then the site layout. */
export function wrapPageElement({ element, props }: Pick<WrapPageElementBrowserArgs, "element" | "props">) {
  const pageContext = contextFor(props.pageContext as LocalizedPageContext, props.location.pathname);
  const data = props.data as PageAssetsData | undefined;
  return (
    <I18nProvider pageContext={pageContext}>
      <PageAssetsProvider data={data}>
        <Layout pathname={props.location.pathname} searchable={isSearchable(pageContext)}>
          {element}
        </Layout>
      </PageAssetsProvider>
    </I18nProvider>
  );
}
