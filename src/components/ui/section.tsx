import React from "react";
import * as styles from "./section.module.css";

type SectionProps = React.HTMLAttributes<HTMLElement> & {
  tone?: "default" | "alt" | "brand" | "dark";
  spacing?: "sm" | "md" | "lg";
};

/** A full-width band of the page with vertical rhythm and a background tone. */
export function Section({ tone = "default", spacing = "md", className, ...rest }: SectionProps) {
  return (
    <section
      className={[styles.section, styles[tone === "default" ? "regular" : tone], styles[spacing], className]
        .filter(Boolean)
        .join(" ")}
      {...rest}
    />
  );
}
