/** Unprefixed paths of the blog and the author pages; the site's Link and localizePath add the language. */
export const blogPath = "/blog/";
export const profilesPath = "/profile/";

export function postPath(slug: string): string {
  return `${blogPath}${slug}/`;
}

export function editoriaPath(slug: string): string {
  return `${blogPath}editoria/${slug}/`;
}

export function profilePath(slug: string): string {
  return `${profilesPath}${slug}/`;
}

/** The RSS feed of a language: `/blog/rss.xml`, `/en/blog/rss.xml`. Unprefixed here. */
export const feedPath = `${blogPath}rss.xml`;
