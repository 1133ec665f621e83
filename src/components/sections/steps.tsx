import React from "react";
import { Container, Heading, Section, Text } from "../ui";
import type { StepsSectionContent } from "../../content/page-content-schema";
import * as styles from "./steps.module.css";

/** A numbered sequence: how a service works, from first contact to certificate. */
export function Steps({
  kicker,
  heading,
  items,
  tone,
}: Omit<StepsSectionContent, "type"> & { tone?: "default" | "alt" }) {
  return (
    <Section tone={tone}>
      <Container>
        <Heading level={2} kicker={kicker}>
          {heading}
        </Heading>
        <ol className={styles.list}>
          {items.map((item) => (
            <li key={item.title} className={styles.item}>
              <Heading level={3} size="sm">
                {item.title}
              </Heading>
              <Text size="sm" tone="muted">
                {item.text}
              </Text>
            </li>
          ))}
        </ol>
      </Container>
    </Section>
  );
}
