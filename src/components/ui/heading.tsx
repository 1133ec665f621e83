import React from "react";
import * as styles from "./heading.module.css";

type HeadingProps = React.HTMLAttributes<HTMLHeadingElement> & {
  level?: 1 | 2 | 3 | 4;
  /** Visual size, independent of the outline level. */
  size?: "sm" | "md" | "lg" | "xl" | "display";
  kicker?: string;
};

const defaultSize = { 1: "xl", 2: "lg", 3: "md", 4: "sm" } as const;

export function Heading({ level = 2, size, kicker, className, children, ...rest }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag className={[styles.heading, styles[size ?? defaultSize[level]], className].filter(Boolean).join(" ")} {...rest}>
      {kicker && <span className={styles.kicker}>{kicker}</span>}
      {children}
    </Tag>
  );
}
