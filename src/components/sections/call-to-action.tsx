import React from "react";
import { Button, Container, Heading, Text } from "../ui";
import type { CtaSectionContent } from "../../content/page-content-schema";
import * as styles from "./call-to-action.module.css";

/** The closing band that tells the visitor what to do next. */
export function CallToAction({ heading, text, primary, secondary }: Omit<CtaSectionContent, "type">) {
  return (
    <section className={styles.cta}>
      <Container className={styles.inner}>
        <div>
          <Heading level={2}>{heading}</Heading>
          <Text style={{ marginTop: "var(--space-3)" }}>{text}</Text>
        </div>
        <div className={styles.actions}>
          <Button to={primary.to} size="lg" variant="onDark">
            {primary.label}
          </Button>
          {secondary && (
            <Button to={secondary.to} size="lg" variant="ghost" className={styles.secondary}>
              {secondary.label}
            </Button>
          )}
        </div>
      </Container>
    </section>
  );
}
