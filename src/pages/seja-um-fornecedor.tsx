import React from "react";
import { graphql } from "gatsby";
import { standardPageWith } from "../components/sections/standard-page";
import { ContactForm } from "../features/contact/contact-form";

export { PageHead as Head } from "../components/seo/page-head";

/** `/seja-um-fornecedor/`: the page's text around the contact form (topic "fornecedor"). */
export default standardPageWith(() => <ContactForm topic="fornecedor" />);

/** The uploads its content names, in the sizes the page shows (src/components/sections/page-assets.tsx). */
export const query = graphql`
  query SejaUmFornecedorAssets($assets: [String!], $language: String!, $documentCategories: [String!]) {
    ...PageAssets
  }
`;
