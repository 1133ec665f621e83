import React from "react";
import * as styles from "./card.module.css";

type CardProps = React.HTMLAttributes<HTMLElement> & { as?: "article" | "div" | "li"; interactive?: boolean };

/** A bordered surface that groups one item: a feature, a post, a figure. */
export function Card({ as: Tag = "article", interactive, className, ...rest }: CardProps) {
  return (
    <Tag className={[styles.card, interactive && styles.interactive, className].filter(Boolean).join(" ")} {...rest} />
  );
}
