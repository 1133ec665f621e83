import React from "react";
import { Container, Heading, Section, Text } from "../ui";
import type { StatsSectionContent } from "../../content/page-content-schema";
import * as styles from "./stats.module.css";

/** Key figures on a dark band, each with the year and source it comes from when the page gives them. */
export function Stats({ heading, intro, items }: Omit<StatsSectionContent, "type">) {
  return (
    <Section tone="dark">
      <Container>
        <Heading level={2}>{heading}</Heading>
        {intro && (
          <Text tone="muted" style={{ marginTop: "var(--space-3)" }}>
            {intro}
          </Text>
        )}
        <dl className={styles.list}>
          {items.map((item) => (
            <div key={item.label} className={styles.item}>
              <dt className={styles.label}>{item.label}</dt>
              <dd className={styles.value}>{item.value}</dd>
              {item.source && <dd className={styles.source}>{item.source}</dd>}
            </div>
          ))}
        </dl>
      </Container>
    </Section>
  );
}
