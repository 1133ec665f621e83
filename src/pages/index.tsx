import React from "react";
import { graphql, type HeadProps } from "gatsby";
import { OrganizationJsonLd } from "../components/seo/organization-json-ld";
import { Seo } from "../components/seo/seo";
import type { LocalizedPageContext } from "../i18n/page-context";

export { StandardPage as default } from "../components/sections/standard-page";

export function Head({ pageContext }: HeadProps<unknown, LocalizedPageContext>) {
  return (
    <Seo pageContext={pageContext}>
      <OrganizationJsonLd />
    </Seo>
  );
}

/** The uploads its content names, in the sizes the page shows (src/components/sections/page-assets.tsx). */
export const query = graphql`
  query IndexAssets($assets: [String!], $language: String!, $documentCategories: [String!]) {
    ...PageAssets
  }
`;
