import React from "react";
import type { HeadProps } from "gatsby";
import type { LocalizedPageContext } from "../../i18n/page-context";
import { Seo } from "./seo";

/** The `Head` export of a page whose title and description live in its namespace's `meta`. */
export function PageHead({ pageContext }: HeadProps<unknown, LocalizedPageContext>) {
  return <Seo pageContext={pageContext} />;
}
