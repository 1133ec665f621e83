import React from "react";
import type { HeadProps, PageProps } from "gatsby";
import type { PostListContext } from "../../content/blog-context";
import type { EditoriaSummary } from "../../content/editoria-bar";
import { usePageContent } from "../../i18n/i18n-context";
import { headTranslator } from "../../i18n/translate";
import { Seo } from "../seo/seo";
import { FeedLink } from "./feed-link";
import type { PostSummary } from "./post-card";
import { PostListPage } from "./post-list-page";

export type BlogIndexData = {
  allPost: { nodes: PostSummary[] };
  allEditoria: { nodes: EditoriaSummary[] };
};

/** `/blog/`, `/blog/2/`, …: every post of the language, newest first. */
export function BlogIndex({ data, pageContext }: PageProps<BlogIndexData, PostListContext>) {
  const hero = usePageContent<{ kicker: string; title: string; lead: string }>("hero");
  return (
    <PostListPage
      kicker={hero?.kicker}
      title={hero?.title ?? ""}
      lead={pageContext.currentPage === 1 ? hero?.lead : undefined}
      editorias={data.allEditoria.nodes}
      posts={data.allPost.nodes}
      basePath={pageContext.basePath}
      currentPage={pageContext.currentPage}
      numPages={pageContext.numPages}
    />
  );
}

export function BlogIndexHead({ pageContext }: HeadProps<BlogIndexData, PostListContext>) {
  const { language, currentPage } = pageContext;
  const t = headTranslator(pageContext, "blog");
  const title = currentPage > 1 ? t("pagination.title", { title: t("meta.title"), page: currentPage }) : undefined;
  return (
    <Seo pageContext={pageContext} title={title}>
      <FeedLink language={language} title={t("feed.title")} />
    </Seo>
  );
}
