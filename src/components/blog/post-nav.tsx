import React from "react";
import { postPath } from "../../content/blog-paths";
import { useTranslation } from "../../i18n/i18n-context";
import { Link } from "../ui";
import * as styles from "./post-nav.module.css";

export type PostLink = { slug: string; title: string } | null;

/** The older and the newer post of the same language. */
export function PostNav({ previous, next }: { previous: PostLink; next: PostLink }) {
  const { t } = useTranslation("blog");
  if (!previous && !next) return null;
  return (
    <nav className={styles.nav} aria-label={t("post.moreArticles")} data-pagefind-ignore="all">
      {previous && (
        <Link to={postPath(previous.slug)} rel="prev" className={styles.link}>
          <span className={styles.label}>{t("post.previous")}</span>
          <span className={styles.title}>{previous.title}</span>
        </Link>
      )}
      {next && (
        <Link to={postPath(next.slug)} rel="next" className={`${styles.link} ${styles.next}`}>
          <span className={styles.label}>{t("post.next")}</span>
          <span className={styles.title}>{next.title}</span>
        </Link>
      )}
    </nav>
  );
}
