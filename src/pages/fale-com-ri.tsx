import React from "react";
import { graphql } from "gatsby";
import { standardPageWith } from "../components/sections/standard-page";
import { ContactForm } from "../features/contact/contact-form";

export { PageHead as Head } from "../components/seo/page-head";

/** `/fale-com-ri/`: the page's text around the contact form (topic "ri"). */
export default standardPageWith(() => <ContactForm topic="ri" />);

/** The uploads its content names, in the sizes the page shows (src/components/sections/page-assets.tsx). */
export const query = graphql`
  query FaleComRiAssets($assets: [String!], $language: String!, $documentCategories: [String!]) {
    ...PageAssets
  }
`;
