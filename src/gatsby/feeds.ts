import fs from "node:fs";
import path from "node:path";
import type { BuildArgs } from "gatsby";
import { languages, languageTags, type Language } from "../config/languages";
import { site } from "../config/site";
import { blogPath, feedPath, postPath } from "../content/blog-paths";
import { buildRssFeed } from "../content/rss";
import { loadResources } from "../i18n/load-locales";
import { localizePath } from "../i18n/paths";
import { translate } from "../i18n/translate";

type FeedQuery = {
  allPost: {
    nodes: {
      slug: string;
      language: Language;
      title: string;
      date: string;
      excerpt: string;
      editoria: { nome: string } | null;
      author: { name: string } | null;
    }[];
  };
};

/** One RSS feed per language, at `/blog/rss.xml`, `/en/blog/rss.xml` and `/es/blog/rss.xml`. */
export async function writeFeeds({ graphql, reporter }: BuildArgs): Promise<void> {
  const result = await graphql<FeedQuery>(`
    {
      allPost(sort: [{ date: DESC }, { slug: ASC }]) {
        nodes {
          slug
          language
          title
          date
          excerpt
          editoria {
            nome
          }
          author {
            name
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the posts for the RSS feeds.", result.errors);
    return;
  }
  for (const language of languages) {
    const posts = result.data.allPost.nodes.filter((post) => post.language === language);
    if (posts.length === 0) continue;
    const resources = loadResources(process.cwd(), language, ["blog"]);
    const xml = buildRssFeed({
      title: translate(resources, language, "blog", "feed.title"),
      description: translate(resources, language, "blog", "feed.description"),
      siteLink: `${site.url}${localizePath(blogPath, language)}`,
      selfLink: `${site.url}${localizePath(feedPath, language)}`,
      language: languageTags[language].htmlLang,
      items: posts.map((post) => ({
        title: post.title,
        url: `${site.url}${localizePath(postPath(post.slug), language)}`,
        date: post.date,
        description: post.excerpt,
        category: post.editoria?.nome,
        author: post.author?.name,
      })),
    });
    const file = path.join(process.cwd(), "public", localizePath(feedPath, language));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, xml);
  }
}
