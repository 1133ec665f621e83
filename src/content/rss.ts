export type FeedItem = {
  title: string;
  url: string;
  date: string;
  description: string;
  category?: string;
  author?: string;
};

export type Feed = {
  title: string;
  description: string;
  /** The blog's page in this language (absolute). */
  siteLink: string;
  /** This feed's own URL (absolute). */
  selfLink: string;
  /** BCP 47, e.g. pt-BR. */
  language: string;
  items: readonly FeedItem[];
};

export function escapeXml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** RFC 822 date, as RSS 2.0 asks: `Tue, 06 Feb 2024 00:00:00 GMT`. */
export function rfc822(isoDate: string): string {
  return new Date(`${isoDate.slice(0, 10)}T00:00:00Z`).toUTCString();
}

/**
 * An RSS 2.0 document. Items come newest first; the channel's dates come from the posts, so building twice
 * gives the same file.
 */
export function buildRssFeed(feed: Feed): string {
  const element = (name: string, value: string | undefined) =>
    value === undefined ? "" : `<${name}>${escapeXml(value)}</${name}>`;
  const items = feed.items.map((item) =>
    [
      "<item>",
      element("title", item.title),
      element("link", item.url),
      `<guid isPermaLink="true">${escapeXml(item.url)}</guid>`,
      element("pubDate", rfc822(item.date)),
      element("description", item.description),
      element("category", item.category),
      element("dc:creator", item.author),
      "</item>",
    ].join(""),
  );
  const latest = feed.items[0]?.date;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    element("title", feed.title),
    element("link", feed.siteLink),
    element("description", feed.description),
    element("language", feed.language),
    latest ? element("lastBuildDate", rfc822(latest)) : "",
    `<atom:link href="${escapeXml(feed.selfLink)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}
