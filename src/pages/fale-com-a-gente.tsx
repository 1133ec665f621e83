import React from "react";
import { graphql, type PageProps } from "gatsby";
import { FaqSection, type FaqPageData } from "../components/sections/faq-section";
import { StandardPage } from "../components/sections/standard-page";
import { FaqPageHead } from "../components/seo/faq-json-ld";
import { ContactForm } from "../features/contact/contact-form";

/** `/fale-com-a-gente/`: the page's text and its frequently asked questions around the contact form (topic "geral"). */
export default function ContactUsPage({ data }: PageProps<FaqPageData>) {
  return (
    <StandardPage>
      <ContactForm topic="geral" />
      <FaqSection items={data.faq.nodes} />
    </StandardPage>
  );
}

export const Head = FaqPageHead;

/** The questions of content/faq tagged for this page, in its language (src/content/faq.ts). */
export const query = graphql`
  query FaleComAGenteFaq($language: String!, $routePath: String!, $assets: [String!], $documentCategories: [String!]) {
    ...PageAssets
    faq: allFaqEntry(
      filter: { language: { eq: $language }, pagePaths: { eq: $routePath } }
      sort: [{ position: ASC }, { faqId: ASC }]
    ) {
      nodes {
        ...FaqItem
      }
    }
  }
`;
