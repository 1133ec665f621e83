import React from "react";
import { Container, Heading, Icon, Section } from "../ui";
import type { TestimonialSectionContent } from "../../content/page-content-schema";
import { PageImage } from "./page-image";
import * as styles from "./testimonial.module.css";

type TestimonialProps = Omit<TestimonialSectionContent, "type"> & { tone?: "default" | "alt" };

/** A customer's words: the quote, an optional highlighted result, who said it, and an optional picture. */
export function Testimonial({ kicker, heading, quote, name, role, result, image, tone }: TestimonialProps) {
  return (
    <Section tone={tone}>
      <Container>
        <Heading level={2} kicker={kicker}>
          {heading}
        </Heading>
        <figure className={[styles.figure, image ? styles.withImage : ""].filter(Boolean).join(" ")}>
          {image && (
            <div className={styles.media}>
              <PageImage image={image} loading="lazy" />
            </div>
          )}
          <div className={styles.body}>
            <blockquote className={styles.quote}>
              <span className={styles.mark} aria-hidden="true">
                “
              </span>
              <p>{quote}</p>
            </blockquote>
            {result && (
              <p className={styles.result}>
                <Icon name="chart" size={20} />
                {result}
              </p>
            )}
          </div>
          <figcaption className={styles.caption}>
            <span className={styles.name}>{name}</span>
            <span className={styles.role}>{role}</span>
          </figcaption>
        </figure>
      </Container>
    </Section>
  );
}
