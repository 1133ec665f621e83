import React from "react";
import * as styles from "./text.module.css";

type TextProps = React.HTMLAttributes<HTMLElement> & {
  as?: "p" | "span" | "div";
  size?: "sm" | "md" | "lg";
  tone?: "default" | "muted";
};

/** Body copy at one of the scale's sizes. */
export function Text({ as: Tag = "p", size = "md", tone = "default", className, ...rest }: TextProps) {
  return (
    <Tag
      className={[styles.text, styles[size], styles[tone === "default" ? "regular" : tone], className]
        .filter(Boolean)
        .join(" ")}
      {...rest}
    />
  );
}
