import { graphql } from "gatsby";
import { StandardPage } from "../components/sections/standard-page";
import { PageHead } from "../components/seo/page-head";

export default StandardPage;
export const Head = PageHead;

/** The uploads its content names, in the sizes the page shows (src/components/sections/page-assets.tsx). */
export const query = graphql`
  query GrauAlimenticioAssets($assets: [String!], $language: String!, $documentCategories: [String!]) {
    ...PageAssets
  }
`;
