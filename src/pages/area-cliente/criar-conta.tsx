import React from "react";
import { graphql, type PageProps } from "gatsby";
import { FaqSection, type FaqPageData } from "../../components/sections/faq-section";
import { FaqPageHead } from "../../components/seo/faq-json-ld";
import { SignUp } from "../../features/customer-area/auth/sign-up";

/** `/area-cliente/criar-conta/`: sign-up, and the customer area's frequently asked questions. */
export default function CreateAccountPage({ location, data }: PageProps<FaqPageData>) {
  return (
    <>
      <SignUp search={location.search} />
      <FaqSection items={data.faq.nodes} />
    </>
  );
}

export const Head = FaqPageHead;

/** The questions of content/faq tagged for this page, in its language (src/content/faq.ts). */
export const query = graphql`
  query CriarContaFaq($language: String!, $routePath: String!) {
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
