import React from "react";
import { graphql, type PageProps } from "gatsby";
import { FaqSection, type FaqPageData } from "../components/sections/faq-section";
import { FaqPageHead } from "../components/seo/faq-json-ld";
import { SignIn } from "../features/customer-area/auth/sign-in";

/** `/login/`: sign-in to the customer area (Amplify Auth, only on customer-area pages), and the area's frequently asked questions. */
export default function LoginPage({ location, data }: PageProps<FaqPageData>) {
  return (
    <>
      <SignIn search={location.search} />
      <FaqSection items={data.faq.nodes} />
    </>
  );
}

export const Head = FaqPageHead;

/** The questions of content/faq tagged for this page, in its language (src/content/faq.ts). */
export const query = graphql`
  query LoginFaq($language: String!, $routePath: String!) {
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
