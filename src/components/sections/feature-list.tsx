import React from "react";
import { Card, Container, Grid, Heading, Icon, Link, Section, Text } from "../ui";
import type { FeaturesSectionContent } from "../../content/page-content-schema";
import { SectionHeader } from "./section-header";
import * as styles from "./feature-list.module.css";

type FeatureListProps = Omit<FeaturesSectionContent, "type"> & { tone?: "default" | "alt" };

/** A grid of cards, each an icon, a title, a short text and an optional link. */
export function FeatureList({ kicker, heading, intro, items, tone }: FeatureListProps) {
  return (
    <Section tone={tone}>
      <Container>
        <SectionHeader kicker={kicker} heading={heading} intro={intro} />
        <Grid as="ul" columns={items.length === 4 ? 4 : items.length === 2 ? 2 : 3}>
          {items.map((item) => (
            <Card as="li" key={item.title} interactive={Boolean(item.link)}>
              <span className={styles.icon}>
                <Icon name={item.icon} />
              </span>
              <Heading level={3} size="sm">
                {item.title}
              </Heading>
              <Text size="sm" tone="muted">
                {item.text}
              </Text>
              {item.link && (
                <Link to={item.link.to} className={styles.link}>
                  {item.link.label}
                  <Icon name="arrowRight" size={18} />
                </Link>
              )}
            </Card>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
