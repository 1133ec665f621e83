import React from "react";
import { Container, Heading, Section, Text } from "../ui";
import type { TextSectionContent } from "../../content/page-content-schema";

type TextSectionProps = Omit<TextSectionContent, "type"> & { tone?: "default" | "alt" };

/** Prose: a heading and paragraphs at reading width. */
export function TextSection({ kicker, heading, paragraphs, tone }: TextSectionProps) {
  return (
    <Section tone={tone}>
      <Container size="narrow">
        <Heading level={2} kicker={kicker}>
          {heading}
        </Heading>
        {paragraphs.map((paragraph, index) => (
          <Text key={index} style={{ marginTop: "var(--space-4)" }}>
            {paragraph}
          </Text>
        ))}
      </Container>
    </Section>
  );
}
