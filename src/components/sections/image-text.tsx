import React from "react";
import { Container, Heading, Icon, Link, Section, Text } from "../ui";
import type { ImageTextSectionContent } from "../../content/page-content-schema";
import { PageImage } from "./page-image";
import * as styles from "./image-text.module.css";

type ImageTextProps = Omit<ImageTextSectionContent, "type"> & { tone?: "default" | "alt" };

/** Text beside an image on wide screens (the image on `imageSide`, right by default); text first when stacked. */
export function ImageText({ kicker, heading, paragraphs, image, imageSide = "right", link, tone }: ImageTextProps) {
  return (
    <Section tone={tone}>
      <Container className={styles.layout} data-image-side={imageSide}>
        <div className={styles.text}>
          <Heading level={2} kicker={kicker}>
            {heading}
          </Heading>
          {paragraphs.map((paragraph, index) => (
            <Text key={index}>{paragraph}</Text>
          ))}
          {link && (
            <Link to={link.to} className={styles.link}>
              {link.label}
              <Icon name="arrowRight" size={18} />
            </Link>
          )}
        </div>
        <div className={styles.media}>
          <PageImage image={image} loading="lazy" />
        </div>
      </Container>
    </Section>
  );
}
