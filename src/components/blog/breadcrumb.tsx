import React from "react";
import { Link } from "../ui";
import * as styles from "./breadcrumb.module.css";

export type Crumb = { label: string; to?: string };

/** Where the page sits: Home › Blog › Editoria. The last crumb is the current page, not a link. */
export function Breadcrumb({ items, label }: { items: readonly Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className={styles.breadcrumb} data-pagefind-ignore="all">
      <ol className={styles.list}>
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`} className={styles.item}>
            {item.to ? <Link to={item.to}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
