import React from "react";
import { graphql } from "gatsby";
import { withFaq } from "../features/faq/faq-section";
import { standardPageWith } from "../components/sections/standard-page";
import { ContactForm } from "../features/contact/contact-form";

export { FaqPageHead as Head } from "../features/faq/faq-json-ld";

/** `/fale-com-a-gente/`: the page's text and its frequently asked questions around the contact form (topic "geral"). */
export default standardPageWith(withFaq(() => <ContactForm topic="geral" />));

/** Its uploads (src/components/sections/page-assets.tsx) and its questions (faq-section.tsx). */
export const query = graphql`
  query FaleComAGenteFaq($language: String!, $routePath: String!, $assets: [String!], $documentCategories: [String!]) {
    ...PageAssets
    ...PageFaq
  }
`;
