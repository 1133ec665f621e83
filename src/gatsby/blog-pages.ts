import path from "node:path";
import type { Actions, CreatePagesArgs } from "gatsby";
import { languages, type Language } from "../config/languages";
import { blogPath, editoriaPath, postPath, profilePath, profilesPath } from "../content/blog-paths";
import type { PostContext, PostListContext, ProfileContext } from "../content/blog-context";
import { contentProblems, type EntryRef, type PostRef } from "../content/content-checks";
import { listPagePath, paginate } from "../content/pagination";
import { loadResources } from "../i18n/load-locales";
import type { LocalizedPageContext } from "../i18n/page-context";
import { localizePath } from "../i18n/paths";
import { fileProblems } from "./content-nodes";

type PostRow = {
  id: string;
  slug: string;
  language: Language;
  date: string;
  editoriaSlug: string;
  authorSlug: string;
  sourceFile: string;
};
type EntryRow = { slug: string; language: Language; sourceFile: string };
type ContentQuery = {
  allPost: { nodes: PostRow[] };
  allEditoria: { nodes: EntryRow[] };
  allAuthor: { nodes: EntryRow[] };
};

const template = (name: string) => path.resolve(process.cwd(), "src/templates", `${name}.tsx`);
const relatedCount = 3;

/**
 * Every blog and author page in every language that has content: the index and each editoria page by page,
 * each post (with its previous, next and related posts), the author list and each author. A content
 * problem stops the build with one line per file and field.
 */
export async function createBlogPages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
  const result = await graphql<ContentQuery>(`
    {
      allPost(sort: [{ date: DESC }, { slug: ASC }]) {
        nodes {
          id
          slug
          language
          date
          editoriaSlug
          authorSlug
          sourceFile
        }
      }
      allEditoria {
        nodes {
          slug
          language
          sourceFile
        }
      }
      allAuthor {
        nodes {
          slug
          language
          sourceFile
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the blog's content from GraphQL.", result.errors);
    return;
  }
  const posts: (PostRow & PostRef)[] = result.data.allPost.nodes.map((post) => ({
    ...post,
    file: post.sourceFile,
    editoria: post.editoriaSlug,
    author: post.authorSlug,
  }));
  const toRef = (entry: EntryRow): EntryRef => ({ file: entry.sourceFile, slug: entry.slug, language: entry.language });
  const editorias = result.data.allEditoria.nodes;
  const authors = result.data.allAuthor.nodes;

  const problems = [
    ...[...fileProblems.values()].flat(),
    ...contentProblems(posts, editorias.map(toRef), authors.map(toRef)),
  ];
  if (problems.length > 0) {
    reporter.panicOnBuild(
      `The content has ${problems.length} problem${problems.length === 1 ? "" : "s"}; fix ${problems.length === 1 ? "it" : "them"} and build again:\n  ${problems.join("\n  ")}`,
    );
    return;
  }

  const resourcesCache = new Map<string, LocalizedPageContext["resources"]>();
  const base = (
    language: Language,
    routePath: string,
    ns: string,
    availableLanguages: Language[],
  ): LocalizedPageContext => {
    const cacheKey = `${language}:${ns}`;
    if (!resourcesCache.has(cacheKey)) {
      resourcesCache.set(cacheKey, loadResources(process.cwd(), language, ns === "blog" ? ["blog"] : [ns, "blog"]));
    }
    return { language, routePath, ns, resources: resourcesCache.get(cacheKey)!, availableLanguages };
  };
  const postsIn = (language: Language) => posts.filter((post) => post.language === language);

  createLists(actions, blogPath, undefined, (language) => postsIn(language).length, base);
  for (const slug of new Set(editorias.map((editoria) => editoria.slug))) {
    const count = (language: Language) =>
      editorias.some((editoria) => editoria.slug === slug && editoria.language === language)
        ? postsIn(language).filter((post) => post.editoria === slug).length
        : -1;
    createLists(actions, editoriaPath(slug), slug, count, base);
  }

  for (const language of languages) {
    const list = postsIn(language);
    list.forEach((post, index) => {
      const availableLanguages = languages.filter((lang) =>
        posts.some((p) => p.slug === post.slug && p.language === lang),
      );
      const context: PostContext = {
        ...base(language, postPath(post.slug), "blog", availableLanguages),
        id: post.id,
        slug: post.slug,
        previousId: list[index + 1]?.id ?? null,
        nextId: list[index - 1]?.id ?? null,
        relatedIds: list
          .filter((other) => other.editoria === post.editoria && other.id !== post.id)
          .slice(0, relatedCount)
          .map((other) => other.id),
      };
      actions.createPage({
        path: localizePath(postPath(post.slug), language),
        component: template("post-query"),
        context,
      });
    });
  }

  const authorLanguages = (slug?: string) =>
    languages.filter((lang) => authors.some((author) => author.language === lang && (!slug || author.slug === slug)));
  for (const language of authorLanguages()) {
    const context: ProfileContext = base(language, profilesPath, "profile", authorLanguages());
    actions.createPage({
      path: localizePath(profilesPath, language),
      component: template("profile-list-query"),
      context,
    });
  }
  for (const author of authors) {
    const context: ProfileContext = {
      ...base(author.language, profilePath(author.slug), "profile", authorLanguages(author.slug)),
      authorSlug: author.slug,
    };
    actions.createPage({
      path: localizePath(profilePath(author.slug), author.language),
      component: template("profile-query"),
      context,
    });
  }
}

/** A list split into pages of 12, in each language where it exists (`count` < 0: not in that language). */
function createLists(
  actions: Actions,
  basePath: string,
  editoriaSlug: string | undefined,
  count: (language: Language) => number,
  base: (language: Language, routePath: string, ns: string, available: Language[]) => LocalizedPageContext,
): void {
  const pagesIn = (language: Language) => (count(language) < 0 ? [] : paginate(count(language)));
  for (const language of languages) {
    for (const page of pagesIn(language)) {
      const routePath = listPagePath(basePath, page.currentPage);
      const available = languages.filter((lang) => pagesIn(lang).length >= page.currentPage);
      const context: PostListContext = {
        ...base(language, routePath, "blog", available),
        ...page,
        basePath,
        editoriaSlug,
      };
      actions.createPage({
        path: localizePath(routePath, language),
        component: template(editoriaSlug ? "editoria-query" : "blog-list-query"),
        context,
      });
    }
  }
}
