import { graphql } from "gatsby";
import { withFaq } from "../features/faq/faq-section";
import { standardPageWith } from "../components/sections/standard-page";

export { FaqPageHead as Head } from "../features/faq/faq-json-ld";

/** `/gestao-de-residuos/`: the page's text and its frequently asked questions. */
export default standardPageWith(withFaq());

/** Its uploads (src/components/sections/page-assets.tsx) and its questions (faq-section.tsx). */
export const query = graphql`
  query GestaoDeResiduosFaq(
    $language: String!
    $routePath: String!
    $assets: [String!]
    $documentCategories: [String!]
  ) {
    ...PageAssets
    ...PageFaq
  }
`;
