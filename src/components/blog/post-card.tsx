import React from "react";
import { graphql } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { postPath } from "../../content/blog-paths";
import { Card, Link, Picture } from "../ui";
import { PostMeta } from "./post-meta";
import * as styles from "./post-card.module.css";

export type PostSummary = {
  id: string;
  slug: string;
  title: string;
  date: string;
  excerpt: string;
  readingMinutes: number;
  coverAlt: string;
  editoria: { slug: string; nome: string } | null;
  cover: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null;
};

/** What a card needs, for every list of posts (index, editoria, related, author). */
export const postCardFragment = graphql`
  fragment PostCard on Post {
    id
    slug
    title
    date
    excerpt
    readingMinutes
    coverAlt
    editoria {
      slug
      nome
    }
    cover {
      childImageSharp {
        gatsbyImageData(
          width: 400
          aspectRatio: 1.7778
          outputPixelDensities: [1, 2]
          formats: [AUTO, WEBP]
          placeholder: DOMINANT_COLOR
        )
      }
    }
  }
`;

type PostCardProps = { post: PostSummary; headingLevel?: 2 | 3; coverLoading?: "lazy" | "eager" };

/** A post in a list: cover, editoria, title (the link: the whole card is clickable), date, excerpt. */
export function PostCard({ post, headingLevel = 2, coverLoading = "lazy" }: PostCardProps) {
  const Title = `h${headingLevel}` as const;
  const image = post.cover?.childImageSharp?.gatsbyImageData;
  return (
    <Card as="article" interactive className={styles.card}>
      {image && <Picture image={image} alt={post.coverAlt} className={styles.cover} loading={coverLoading} />}
      <div className={styles.body}>
        {post.editoria && <p className={styles.editoria}>{post.editoria.nome}</p>}
        <Title className={styles.title}>
          <Link to={postPath(post.slug)} className={styles.link}>
            {post.title}
          </Link>
        </Title>
        <PostMeta date={post.date} readingMinutes={post.readingMinutes} />
        <p className={styles.excerpt}>{post.excerpt}</p>
      </div>
    </Card>
  );
}
