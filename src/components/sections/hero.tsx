import React from "react";
import { Button, Container, Heading, Text } from "../ui";
import type { HeroContent } from "../../content/page-content-schema";
import { PageImage } from "./page-image";
import * as styles from "./hero.module.css";

/** A heading's size step by its length (hero.module.css): up to 60 characters the display size, then smaller. */
export function titleStep(title: string): "long" | "longer" | undefined {
  if (title.length > 84) return "longer";
  if (title.length > 60) return "long";
  return undefined;
}

/** The page's opening band: its one H1, a lead, up to two actions and its image (beside the text on wide screens). */
export function Hero({ kicker, title, lead, primary, secondary, image }: HeroContent) {
  const step = titleStep(title);
  return (
    <section className={[styles.hero, image ? styles.withImage : ""].filter(Boolean).join(" ")}>
      <Container className={styles.grid}>
        <div className={styles.inner}>
          <Heading level={1} size="display" kicker={kicker} className={step && styles[step]}>
            {title}
          </Heading>
          <Text size="lg" className={styles.lead}>
            {lead}
          </Text>
          {(primary || secondary) && (
            <div className={styles.actions}>
              {primary && (
                <Button to={primary.to} size="lg">
                  {primary.label}
                </Button>
              )}
              {secondary && (
                <Button to={secondary.to} size="lg" variant="secondary">
                  {secondary.label}
                </Button>
              )}
            </div>
          )}
        </div>
        {image && <PageImage image={image} loading="eager" className={styles.image} />}
      </Container>
    </section>
  );
}
