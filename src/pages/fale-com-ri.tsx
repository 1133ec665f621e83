import { graphql } from "gatsby";
import React from "react";
import { StandardPage } from "../components/sections/standard-page";
import { PageHead } from "../components/seo/page-head";
import { ContactForm } from "../features/contact/contact-form";

/** `/fale-com-ri/`: the page's text around the contact form (topic "ri"). */
export default function InvestorContactPage() {
  return (
    <StandardPage>
      <ContactForm topic="ri" />
    </StandardPage>
  );
}

export const Head = PageHead;

/** The uploads its content names, in the sizes the page shows (src/components/sections/page-assets.tsx). */
export const query = graphql`
  query FaleComRiAssets($assets: [String!], $language: String!, $documentCategories: [String!]) {
    ...PageAssets
  }
`;
