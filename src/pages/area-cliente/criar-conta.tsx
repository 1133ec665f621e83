import React from "react";
import { graphql } from "gatsby";
import { withFaq } from "../../features/faq/faq-section";
import { SignUp } from "../../features/customer-area/auth/sign-up";

export { FaqPageHead as Head } from "../../features/faq/faq-json-ld";

/** `/area-cliente/criar-conta/`: sign-up, and the customer area's frequently asked questions. */
export default withFaq(({ location }) => <SignUp search={location.search} />);

/** The questions of content/faq tagged for this page, in its language (faq-section.tsx). */
export const query = graphql`
  query CriarContaFaq($language: String!, $routePath: String!) {
    ...PageFaq
  }
`;
