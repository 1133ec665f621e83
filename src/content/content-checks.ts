import { defaultLanguage, languages, type Language } from "../config/languages";

export type PostRef = { file: string; slug: string; language: Language; editoria: string; author: string };
export type EntryRef = { file: string; slug: string; language: Language };

/**
 * Problems across content files, one line each naming the file and the field: a post whose editoria or
 * author does not exist in its language, a translation whose Portuguese original is missing, an editoria or
 * author missing a language that posts are written in. Empty when all is well.
 */
export function contentProblems(posts: readonly PostRef[], editorias: readonly EntryRef[], authors: readonly EntryRef[]): string[] {
  const problems: string[] = [];
  const has = (entries: readonly EntryRef[], slug: string, language: Language) =>
    entries.some((entry) => entry.slug === slug && entry.language === language);
  const postKeys = new Set(posts.map((post) => `${post.slug}.${post.language}`));

  for (const post of posts) {
    if (!has(editorias, post.editoria, post.language)) {
      problems.push(
        `${post.file}: field "editoria": "${post.editoria}" is not an editoria in ${post.language} (expected content/editorias/${post.editoria}.${post.language}.json)`,
      );
    }
    if (!has(authors, post.author, post.language)) {
      problems.push(
        `${post.file}: field "author": "${post.author}" is not an author in ${post.language} (expected content/authors/${post.author}.${post.language}.json)`,
      );
    }
    if (post.language !== defaultLanguage && !postKeys.has(`${post.slug}.${defaultLanguage}`)) {
      problems.push(
        `${post.file}: translation without its original: content/posts/${post.slug}.${defaultLanguage}.md is missing`,
      );
    }
  }

  const postLanguages = new Set(posts.map((post) => post.language));
  for (const [kind, entries] of [
    ["editorias", editorias],
    ["authors", authors],
  ] as const) {
    for (const slug of new Set(entries.map((entry) => entry.slug))) {
      for (const language of languages.filter((lang) => postLanguages.has(lang))) {
        if (!has(entries, slug, language)) {
          const sibling = entries.find((entry) => entry.slug === slug);
          problems.push(`${sibling?.file ?? slug}: translation missing: content/${kind}/${slug}.${language}.json`);
        }
      }
    }
  }
  return problems;
}
