import { graphql } from "gatsby";

/**
 * The page of every route whose `template` is "standard" (src/config/routes.ts; made in each language by
 * src/gatsby/route-pages.ts): its namespace's hero and sections, its `Head` from the namespace's `meta`, and the
 * uploads and documents its content names (src/components/sections/page-assets.tsx).
 */
export { StandardPage as default } from "../components/sections/standard-page";
export { PageHead as Head } from "../components/seo/page-head";

export const query = graphql`
  query StandardPageAssets($assets: [String!], $language: String!, $documentCategories: [String!]) {
    ...PageAssets
  }
`;
