import { graphql } from "gatsby";
import { withFaq } from "../features/faq/faq-section";
import { standardPageWith } from "../components/sections/standard-page";

/**
 * The page of every route whose `template` is "faq" (src/config/routes.ts; made in each language by
 * src/gatsby/route-pages.ts): a standard page followed by the FAQ block, the questions of content/faq tagged for
 * its path, which its `Head` repeats as FAQPage JSON-LD.
 */
export { FaqPageHead as Head } from "../features/faq/faq-json-ld";

export default standardPageWith(withFaq());

/** Its uploads (src/components/sections/page-assets.tsx) and its questions (faq-section.tsx). */
export const query = graphql`
  query FaqPage($language: String!, $routePath: String!, $assets: [String!], $documentCategories: [String!]) {
    ...PageAssets
    ...PageFaq
  }
`;
