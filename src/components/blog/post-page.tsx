import React from "react";
import type { HeadProps, PageProps } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { site } from "../../config/site";
import { blogPath, editoriaPath, postPath, profilePath } from "../../content/blog-paths";
import type { PostContext } from "../../content/blog-context";
import { articleJsonLd, breadcrumbJsonLd, jsonLdText } from "../../content/post-json-ld";
import { useTranslation } from "../../i18n/i18n-context";
import { localizePath } from "../../i18n/paths";
import { headTranslator } from "../../i18n/translate";
import { Seo } from "../seo/seo";
import { Container, Heading, Picture, Section, imageSrc } from "../ui";
import { AuthorCard, type AuthorSummary } from "./author-card";
import { Breadcrumb } from "./breadcrumb";
import { FeedLink } from "./feed-link";
import type { PostSummary } from "./post-card";
import { PostArticle } from "./post-article";
import { PostGrid } from "./post-grid";
import { PostNav, type PostLink } from "./post-nav";
import { ShareLinks } from "./share-links";
import * as styles from "./post-page.module.css";

export type PostPageData = {
  post: {
    slug: string;
    title: string;
    date: string;
    excerpt: string;
    html: string;
    wordCount: number;
    readingMinutes: number;
    coverAlt: string;
    editoria: { slug: string; nome: string } | null;
    author: AuthorSummary | null;
    cover: { childImageSharp: { gatsbyImageData: IGatsbyImageData; og: IGatsbyImageData } | null } | null;
  } | null;
  previous: PostLink;
  next: PostLink;
  related: { nodes: PostSummary[] };
};

/** `/blog/<slug>/`: the article, its author, sharing, previous and next, and related posts. */
export function PostPage({ data }: PageProps<PostPageData, PostContext>) {
  const { t, language } = useTranslation("blog");
  const { post } = data;
  if (!post) return null;
  const cover = post.cover?.childImageSharp?.gatsbyImageData;
  const url = `${site.url}${localizePath(postPath(post.slug), language)}`;
  const crumbs = [
    { label: t("post.home"), to: "/" },
    { label: t("meta.title"), to: blogPath },
    ...(post.editoria ? [{ label: post.editoria.nome, to: editoriaPath(post.editoria.slug) }] : []),
    { label: post.title },
  ];
  return (
    <>
      <PostArticle
        title={post.title}
        date={post.date}
        readingMinutes={post.readingMinutes}
        editoria={post.editoria}
        byline={post.author && <p>{t("post.by", { name: post.author.name })}</p>}
        cover={cover && <Picture image={cover} alt={post.coverAlt} loading="eager" />}
        html={post.html}
        before={<Breadcrumb items={crumbs} label={t("post.breadcrumb")} />}
        after={
          <>
            <ShareLinks url={url} title={post.title} />
            {post.author && <AuthorCard author={post.author} />}
            <PostNav previous={data.previous} next={data.next} />
          </>
        }
      />
      {data.related.nodes.length > 0 && (
        <Section tone="alt" aria-labelledby="related-heading" data-pagefind-ignore="all">
          <Container>
            <Heading level={2} id="related-heading">
              {t("post.related")}
            </Heading>
            <div className={styles.related}>
              <PostGrid posts={data.related.nodes} headingLevel={3} />
            </div>
          </Container>
        </Section>
      )}
    </>
  );
}

export function PostPageHead({ data, pageContext }: HeadProps<PostPageData, PostContext>) {
  const { post } = data;
  const { language } = pageContext;
  const t = headTranslator(pageContext, "blog");
  if (!post) return <Seo pageContext={pageContext} />;
  const og = post.cover?.childImageSharp?.og;
  const image = imageSrc(og);
  const absolute = (path: string) => `${site.url}${localizePath(path, language)}`;
  const url = absolute(postPath(post.slug));
  const article = articleJsonLd({
    language,
    url,
    title: post.title,
    description: post.excerpt,
    date: post.date,
    image: image ? `${site.url}${image}` : undefined,
    authorName: post.author?.name,
    authorUrl: post.author ? absolute(profilePath(post.author.slug)) : undefined,
    wordCount: post.wordCount,
    section: post.editoria?.nome,
  });
  const breadcrumb = breadcrumbJsonLd([
    { name: t("post.home"), url: absolute("/") },
    { name: t("meta.title"), url: absolute(blogPath) },
    ...(post.editoria ? [{ name: post.editoria.nome, url: absolute(editoriaPath(post.editoria.slug)) }] : []),
    { name: post.title, url },
  ]);
  return (
    <Seo pageContext={pageContext} title={post.title} description={post.excerpt} image={image} type="article">
      <meta property="article:published_time" content={post.date.slice(0, 10)} />
      {post.editoria && <meta property="article:section" content={post.editoria.nome} />}
      <FeedLink language={language} title={t("feed.title")} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(article) }} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(breadcrumb) }} />
    </Seo>
  );
}
