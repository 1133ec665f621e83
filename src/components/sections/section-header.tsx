import React from "react";
import { Heading, Text } from "../ui";
import * as styles from "./section-header.module.css";

/** The opening of a section: its H2 (with an optional kicker) and an optional intro, spaced from what follows. */
export function SectionHeader({ kicker, heading, intro }: { kicker?: string; heading: string; intro?: string }) {
  return (
    <div className={styles.header}>
      <Heading level={2} kicker={kicker}>
        {heading}
      </Heading>
      {intro && <Text tone="muted">{intro}</Text>}
    </div>
  );
}
