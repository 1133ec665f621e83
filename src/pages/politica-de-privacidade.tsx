import { graphql } from "gatsby";
import React from "react";
import { Hero } from "../components/sections/hero";
import type { HeroContent, SectionContent } from "../components/sections/content-types";
import { Sections } from "../components/sections/sections";
import { PageHead } from "../components/seo/page-head";
import { ThirdPartyTable } from "../features/consent/third-party-table";
import { usePageContent } from "../i18n/i18n-context";

/** The policy's text (its namespace), then the third parties and cookies, generated from the configuration. */
export default function PrivacyPolicyPage() {
  const hero = usePageContent<HeroContent>("hero");
  const sections = usePageContent<SectionContent[]>("sections") ?? [];
  const prose = sections.filter((section) => section.type !== "cta");
  const closing = sections.filter((section) => section.type === "cta");
  return (
    <>
      {hero && <Hero {...hero} />}
      <Sections sections={prose} />
      <ThirdPartyTable tone={prose.length % 2 === 1 ? "alt" : "default"} />
      <Sections sections={closing} />
    </>
  );
}

export const Head = PageHead;

/** The uploads its content names, in the sizes the page shows (src/components/sections/page-assets.tsx). */
export const query = graphql`
  query PoliticaDePrivacidadeAssets($assets: [String!], $language: String!, $documentCategories: [String!]) {
    ...PageAssets
  }
`;
