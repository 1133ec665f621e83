import React from "react";
import type { HeadProps, PageProps } from "gatsby";
import type { PostListContext } from "../../content/blog-context";
import type { EditoriaSummary } from "../../content/editoria-bar";
import { useTranslation } from "../../i18n/i18n-context";
import { headTranslator } from "../../i18n/translate";
import { Seo } from "../seo/seo";
import { FeedLink } from "./feed-link";
import type { PostSummary } from "./post-card";
import { PostListPage } from "./post-list-page";

export type EditoriaPageData = {
  editoria: (EditoriaSummary & { description: string }) | null;
  allPost: { nodes: PostSummary[] };
  allEditoria: { nodes: EditoriaSummary[] };
};

/** `/blog/editoria/<slug>/`: the editoria's posts, newest first, page by page. */
export function EditoriaPage({ data, pageContext }: PageProps<EditoriaPageData, PostListContext>) {
  const { t } = useTranslation("blog");
  return (
    <PostListPage
      kicker={t("list.editoriaKicker")}
      title={data.editoria?.nome ?? ""}
      lead={pageContext.currentPage === 1 ? data.editoria?.description : undefined}
      editorias={data.allEditoria.nodes}
      currentEditoria={pageContext.editoriaSlug}
      posts={data.allPost.nodes}
      basePath={pageContext.basePath}
      currentPage={pageContext.currentPage}
      numPages={pageContext.numPages}
    />
  );
}

export function EditoriaPageHead({ data, pageContext }: HeadProps<EditoriaPageData, PostListContext>) {
  const { language, currentPage } = pageContext;
  const t = headTranslator(pageContext, "blog");
  const name = t("list.editoriaTitle", { name: data.editoria?.nome ?? "" });
  const title = currentPage > 1 ? t("pagination.title", { title: name, page: currentPage }) : name;
  return (
    <Seo pageContext={pageContext} title={title} description={data.editoria?.description}>
      <FeedLink language={language} title={t("feed.title")} />
    </Seo>
  );
}
