import { graphql } from "gatsby";
import React from "react";
import { StandardPage } from "../components/sections/standard-page";
import { PageHead } from "../components/seo/page-head";
import { ContactForm } from "../features/contact/contact-form";

/** `/seja-um-fornecedor/`: the page's text around the contact form (topic "fornecedor"). */
export default function SupplierPage() {
  return (
    <StandardPage>
      <ContactForm topic="fornecedor" />
    </StandardPage>
  );
}

export const Head = PageHead;

/** The uploads its content names, in the sizes the page shows (src/components/sections/page-assets.tsx). */
export const query = graphql`
  query SejaUmFornecedorAssets($assets: [String!], $language: String!, $documentCategories: [String!]) {
    ...PageAssets
  }
`;
