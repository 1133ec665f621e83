import React from "react";
import { graphql, type PageProps } from "gatsby";
import { standardPageWith } from "../components/sections/standard-page";
import { VerifyCertificate } from "../features/certificate-verification/verify-certificate";

export { PageHead as Head } from "../components/seo/page-head";

/** `/verificar-certificado/`: the public check of a collection certificate's verification code. */
export default standardPageWith(({ location }: PageProps) => <VerifyCertificate search={location.search} />);

/** The uploads its content names, in the sizes the page shows (src/components/sections/page-assets.tsx). */
export const query = graphql`
  query VerificarCertificadoAssets($assets: [String!], $language: String!, $documentCategories: [String!]) {
    ...PageAssets
  }
`;
