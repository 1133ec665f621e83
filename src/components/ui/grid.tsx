import React from "react";
import * as styles from "./grid.module.css";

type GridProps = React.HTMLAttributes<HTMLElement> & { as?: "div" | "ul" | "ol" | "dl"; columns?: 2 | 3 | 4 };

/** A responsive grid: one column on phones, `columns` from tablets up. */
export function Grid({ as: Tag = "div", columns = 3, className, ...rest }: GridProps) {
  return <Tag className={[styles.grid, styles[`cols${columns}`], className].filter(Boolean).join(" ")} {...rest} />;
}
