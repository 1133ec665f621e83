import React from "react";
import { Container, Heading, Section, Text } from "../../components/ui";
import type { ProcessingContent } from "./policy-content";
import * as styles from "./data-processing.module.css";

const fields = ["data", "purpose", "basis", "retention"] as const;

/** The policy's record of processing: one block per data category, each with its data, purpose, legal basis and retention. */
export function DataProcessing({ content, tone }: { content: ProcessingContent; tone?: "default" | "alt" }) {
  return (
    <Section tone={tone} aria-labelledby="data-processing">
      <Container size="narrow">
        <Heading level={2} kicker={content.kicker} id="data-processing">
          {content.heading}
        </Heading>
        <Text style={{ marginTop: "var(--space-4)" }}>{content.intro}</Text>
        {content.items.map((item) => (
          <div key={item.key} className={styles.category} data-category={item.key}>
            <Heading level={3}>{item.title}</Heading>
            <dl className={styles.facts}>
              {fields.map((field) => (
                <div key={field} className={styles.fact}>
                  <dt>{content.labels[field]}</dt>
                  <dd>{item[field]}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </Container>
    </Section>
  );
}
