import React from "react";
import { Container, Heading, Icon, Section, Text } from "../ui";
import type { ProcessSectionContent } from "../../content/page-content-schema";
import { SectionHeader } from "./section-header";
import * as styles from "./process-diagram.module.css";

type ProcessDiagramProps = Omit<ProcessSectionContent, "type"> & { tone?: "default" | "alt" };

/**
 * A process as connected stages: an ordered list whose icons sit in circles joined by arrows, across on wide
 * screens and down on narrow ones. The arrows are CSS (decoration); the list's order is the information.
 */
export function ProcessDiagram({ kicker, heading, intro, items, tone }: ProcessDiagramProps) {
  return (
    <Section tone={tone}>
      <Container>
        <SectionHeader kicker={kicker} heading={heading} intro={intro} />
        <ol className={styles.list}>
          {items.map((item) => (
            <li key={item.title} className={styles.stage}>
              <span className={styles.icon}>
                <Icon name={item.icon} size={26} />
              </span>
              <Heading level={3} size="sm" className={styles.title}>
                {item.title}
              </Heading>
              <Text size="sm" tone="muted" className={styles.text}>
                {item.text}
              </Text>
            </li>
          ))}
        </ol>
      </Container>
    </Section>
  );
}
