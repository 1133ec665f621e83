import React from "react";
import * as styles from "./heading.module.css";

type HeadingProps = React.HTMLAttributes<HTMLHeadingElement> & {
  level?: 1 | 2 | 3 | 4;
  /** Visual size, independent of the outline level. */
  size?: "sm" | "md" | "lg" | "xl" | "display";
  /** A short label above the heading, kept out of the heading's own text (an hgroup holds both). */
  kicker?: string;
};

const defaultSize = { 1: "xl", 2: "lg", 3: "md", 4: "sm" } as const;

export function Heading({ level = 2, size, kicker, className, children, ...rest }: HeadingProps) {
  const Tag = `h${level}` as const;
  const heading = (
    <Tag
      className={[styles.heading, styles[size ?? defaultSize[level]], className].filter(Boolean).join(" ")}
      {...rest}
    >
      {children}
    </Tag>
  );
  if (!kicker) return heading;
  return (
    <hgroup className={styles.group}>
      <p className={styles.kicker}>{kicker}</p>
      {heading}
    </hgroup>
  );
}
