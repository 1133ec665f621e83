import { graphql } from "gatsby";
import React from "react";
import { Hero } from "../components/sections/hero";
import type { HeroContent, SectionContent } from "../content/page-content-schema";
import { TextSection } from "../components/sections/text-section";
import { Sections } from "../components/sections/sections";
import { Container, Heading, Section, Text } from "../components/ui";
import { PageHead } from "../components/seo/page-head";
import { ThirdPartyTable } from "../features/consent/third-party-table";
import { DataProcessing } from "../features/privacy/data-processing";
import { RetentionSection } from "../features/privacy/retention-list";
import type { PolicyUpdated, ProcessingContent } from "../features/privacy/policy-content";
import { usePageContent } from "../i18n/i18n-context";

type Tone = "default" | "alt";
const toneAt = (index: number): Tone => (index % 2 === 1 ? "alt" : "default");

/**
 * The policy: its last-updated date above who the controller and the DPO are (the first text section), the data
 * categories with purpose, legal basis and retention (`processing`), what closing a customer account keeps (the
 * retention table, src/domain/retention.ts), the rest of its text, then the third
 * parties and cookies generated from the configuration (right after the last text section, which introduces
 * them) and the closing call to action.
 */
export default function PrivacyPolicyPage() {
  const hero = usePageContent<HeroContent>("hero");
  const updated = usePageContent<PolicyUpdated>("updated");
  const processing = usePageContent<ProcessingContent>("processing");
  const sections = usePageContent<SectionContent[]>("sections") ?? [];
  const [first, ...rest] = sections.filter((section) => section.type === "text");
  const closing = sections.filter((section) => section.type === "cta");
  let band = 0;
  return (
    <>
      {hero && <Hero {...hero} />}
      {first?.type === "text" && (
        <Section tone={toneAt(band++)}>
          <Container size="narrow">
            {updated && (
              <Text size="sm" tone="muted" data-policy-updated="" style={{ marginBottom: "var(--space-5)" }}>
                {updated.label}: <time dateTime={updated.iso}>{updated.date}</time>
              </Text>
            )}
            <Heading level={2} kicker={first.kicker}>
              {first.heading}
            </Heading>
            {first.paragraphs.map((paragraph, index) => (
              <Text key={index} style={{ marginTop: "var(--space-4)" }}>
                {paragraph}
              </Text>
            ))}
          </Container>
        </Section>
      )}
      {processing && <DataProcessing tone={toneAt(band++)} content={processing} />}
      <RetentionSection tone={toneAt(band++)} />
      {rest.map((section, index) =>
        section.type === "text" ? <TextSection key={index} tone={toneAt(band++)} {...section} /> : null,
      )}
      <ThirdPartyTable tone={toneAt(band++)} />
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
