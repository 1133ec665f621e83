import React from "react";
import { editoriaPath } from "../../content/blog-paths";
import { Container, Heading, Link } from "../ui";
import { PostMeta } from "./post-meta";
import * as styles from "./post-article.module.css";
import * as prose from "./prose.module.css";

export type PostArticleProps = {
  title: string;
  date: string;
  readingMinutes: number;
  editoria: { slug: string; nome: string } | null;
  byline?: React.ReactNode;
  /** The cover, rendered by the caller (an optimized image on the site, a plain one in the CMS preview). */
  cover?: React.ReactNode;
  html: string;
  before?: React.ReactNode;
  after?: React.ReactNode;
};

/**
 * The article itself: heading, meta, cover and body. It has no data access, so the CMS preview renders the
 * same component with the editor's unsaved text.
 */
export function PostArticle({
  title,
  date,
  readingMinutes,
  editoria,
  byline,
  cover,
  html,
  before,
  after,
}: PostArticleProps) {
  return (
    <article className={styles.article}>
      <Container size="narrow">
        {before}
        <header className={styles.header}>
          {editoria && (
            <p className={styles.editoria}>
              <Link to={editoriaPath(editoria.slug)}>{editoria.nome}</Link>
            </p>
          )}
          <Heading level={1} size="xl">
            {title}
          </Heading>
          <PostMeta date={date} readingMinutes={readingMinutes} />
          {byline}
        </header>
      </Container>
      {cover && <div className={styles.cover}>{cover}</div>}
      <Container size="narrow">
        <div className={prose.prose} dangerouslySetInnerHTML={{ __html: html }} />
        {after}
      </Container>
    </article>
  );
}
