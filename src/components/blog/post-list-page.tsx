import React from "react";
import type { EditoriaSummary } from "../../content/editoria-bar";
import { useTranslation } from "../../i18n/i18n-context";
import { Container, Heading, Section, Text } from "../ui";
import { EditoriaBar } from "./editoria-bar";
import { Pager } from "./pager";
import type { PostSummary } from "./post-card";
import { PostGrid } from "./post-grid";
import * as styles from "./post-list-page.module.css";

type PostListPageProps = {
  kicker?: string;
  title: string;
  lead?: string;
  editorias: readonly EditoriaSummary[];
  currentEditoria?: string;
  posts: readonly PostSummary[];
  basePath: string;
  currentPage: number;
  numPages: number;
};

/** The blog index and each editoria: heading, category bar, a page of cards and the pager. */
export function PostListPage({
  kicker,
  title,
  lead,
  editorias,
  currentEditoria,
  posts,
  basePath,
  currentPage,
  numPages,
}: PostListPageProps) {
  const { t } = useTranslation("blog");
  return (
    <Section spacing="md">
      <Container>
        <header className={styles.header}>
          <Heading level={1} size="xl" kicker={kicker}>
            {title}
            {currentPage > 1 && (
              <span className={styles.page}> {t("pagination.current", { page: currentPage, total: numPages })}</span>
            )}
          </Heading>
          {lead && (
            <Text size="lg" tone="muted">
              {lead}
            </Text>
          )}
        </header>
        <EditoriaBar editorias={editorias} current={currentEditoria} />
        {posts.length > 0 ? (
          <PostGrid posts={posts} label={t("list.posts")} leading />
        ) : (
          <Text tone="muted">{t("list.empty")}</Text>
        )}
        <Pager basePath={basePath} currentPage={currentPage} numPages={numPages} />
      </Container>
    </Section>
  );
}
