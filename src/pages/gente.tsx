import { graphql } from "gatsby";
import { standardPageWith } from "../components/sections/standard-page";
import { OpenPositions } from "../features/careers/open-positions";

export { PageHead as Head } from "../components/seo/page-head";

/** `/gente/`: the page's text, with the open positions (content/vagas) after the hero. */
export default standardPageWith(OpenPositions);

/** The uploads its content names, in the sizes the page shows (src/components/sections/page-assets.tsx). */
export const query = graphql`
  query GenteAssets($assets: [String!], $language: String!, $documentCategories: [String!]) {
    ...PageAssets
  }
`;
