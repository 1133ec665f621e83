import { graphql } from "gatsby";

export { StandardPage as default } from "../components/sections/standard-page";
export { PageHead as Head } from "../components/seo/page-head";

/** The uploads its content names, in the sizes the page shows (src/components/sections/page-assets.tsx). */
export const query = graphql`
  query G2Assets($assets: [String!], $language: String!, $documentCategories: [String!]) {
    ...PageAssets
  }
`;
