import React from "react";
import { graphql } from "gatsby";
import { withFaq } from "../features/faq/faq-section";
import { standardPageWith } from "../components/sections/standard-page";
import { ColetaForm } from "../features/collection-request/coleta-form";

export { FaqPageHead as Head } from "../features/faq/faq-json-ld";

/** `/solicite-sua-coleta/`: the page's text and its frequently asked questions around the collection request form. */
export default standardPageWith(withFaq(() => <ColetaForm />));

/** Its uploads (src/components/sections/page-assets.tsx) and its questions (faq-section.tsx). */
export const query = graphql`
  query SoliciteSuaColetaFaq(
    $language: String!
    $routePath: String!
    $assets: [String!]
    $documentCategories: [String!]
  ) {
    ...PageAssets
    ...PageFaq
  }
`;
