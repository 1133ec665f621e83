import React from "react";
import type { HeadProps } from "gatsby";
import { contextFor, type LocalizedPageContext } from "../../i18n/page-context";
import { Seo } from "./seo";

/** The `Head` export of a page whose title and description live in its namespace's `meta`. */
export function PageHead({ pageContext, location }: HeadProps<unknown, LocalizedPageContext>) {
  return <Seo pageContext={contextFor(pageContext, location.pathname)} />;
}
