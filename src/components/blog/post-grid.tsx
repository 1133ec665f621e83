import React from "react";
import { PostCard, type PostSummary } from "./post-card";
import * as styles from "./post-grid.module.css";

type PostGridProps = {
  posts: readonly PostSummary[];
  headingLevel?: 2 | 3;
  label?: string;
  /** The grid opens the page (blog index, editoria): its first cover is the largest paint, so it loads first. */
  leading?: boolean;
};

/** Cards in a responsive grid: one column on phones, two on tablets, three on desktops. */
export function PostGrid({ posts, headingLevel, label, leading = false }: PostGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {posts.map((post, index) => (
        <li key={post.id}>
          <PostCard post={post} headingLevel={headingLevel} coverLoading={leading && index === 0 ? "eager" : "lazy"} />
        </li>
      ))}
    </ul>
  );
}
