import React from "react";
import * as styles from "./container.module.css";

type ContainerProps = React.HTMLAttributes<HTMLDivElement> & { size?: "narrow" | "default" | "wide" };

/** Centres content at a readable width with the page's side padding. */
export function Container({ size = "default", className, ...rest }: ContainerProps) {
  return (
    <div
      className={[styles.container, styles[size === "default" ? "regular" : size], className].filter(Boolean).join(" ")}
      {...rest}
    />
  );
}
