import React from "react";
import { graphql, type PageProps } from "gatsby";
import { StandardPage } from "../components/sections/standard-page";
import { PageHead } from "../components/seo/page-head";
import { VerifyCertificate } from "../features/certificate-verification/verify-certificate";

/** `/verificar-certificado/`: the public check of a collection certificate's verification code. */
export default function VerifyCertificatePage({ location }: PageProps) {
  return (
    <StandardPage>
      <VerifyCertificate search={location.search} />
    </StandardPage>
  );
}

export const Head = PageHead;

/** The uploads its content names, in the sizes the page shows (src/components/sections/page-assets.tsx). */
export const query = graphql`
  query VerificarCertificadoAssets($assets: [String!], $language: String!, $documentCategories: [String!]) {
    ...PageAssets
  }
`;
