import React from "react";
import { PostCard, type PostSummary } from "./post-card";
import * as styles from "./post-grid.module.css";

type PostGridProps = { posts: readonly PostSummary[]; headingLevel?: 2 | 3; label?: string };

/** Cards in a responsive grid: one column on phones, two on tablets, three on desktops. */
export function PostGrid({ posts, headingLevel, label }: PostGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
