import React from "react";
import { feedPath } from "../../content/blog-paths";
import type { Language } from "../../config/languages";
import { localizePath } from "../../i18n/paths";

/** Lets feed readers find the language's RSS feed from any blog page. */
export function FeedLink({ language, title }: { language: Language; title: string }) {
  return <link rel="alternate" type="application/rss+xml" title={title} href={localizePath(feedPath, language)} />;
}
