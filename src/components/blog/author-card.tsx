import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { profilePath } from "../../content/blog-paths";
import { useTranslation } from "../../i18n/i18n-context";
import { Link, Picture } from "../ui";
import * as styles from "./author-card.module.css";

export type AuthorSummary = {
  slug: string;
  name: string;
  role: string;
  bio: string;
  portrait: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null;
};

/** Under a post: who wrote it, in a sentence, and the way to their profile and other articles. */
export function AuthorCard({ author }: { author: AuthorSummary }) {
  const { t } = useTranslation("blog");
  const portrait = author.portrait?.childImageSharp?.gatsbyImageData;
  return (
    <aside className={styles.card} aria-labelledby={`author-${author.slug}`} data-pagefind-ignore="all">
      {portrait && <Picture image={portrait} alt="" className={styles.portrait} />}
      <div className={styles.text}>
        <p className={styles.label}>{t("post.aboutAuthor")}</p>
        <h2 id={`author-${author.slug}`} className={styles.name}>
          {author.name}
        </h2>
        <p className={styles.role}>{author.role}</p>
        <p className={styles.bio}>{author.bio}</p>
        <Link to={profilePath(author.slug)} className={styles.link} data-testid="author-profile-link">
          {t("post.authorProfile", { name: author.name })}
        </Link>
      </div>
    </aside>
  );
}
