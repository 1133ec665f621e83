import fs from "node:fs";
import path from "node:path";
import type { Language } from "../src/config/languages";
import { parseFrontMatter } from "../src/content/front-matter";

export type PostFixture = {
  slug: string;
  language: Language;
  title: string;
  date: string;
  editoria: string;
  author: string;
  body: string;
};

/** The posts as written in content/posts, so tests compare pages with their source. */
export function posts(language: Language): PostFixture[] {
  const dir = path.join("content", "posts");
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(`.${language}.md`))
    .map((file) => {
      const { data, body } = parseFrontMatter(fs.readFileSync(path.join(dir, file), "utf8"));
      return {
        slug: file.replace(`.${language}.md`, ""),
        language,
        title: String(data.title),
        date: String(data.date),
        editoria: String(data.editoria),
        author: String(data.author),
        body,
      };
    })
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

export function editoriaName(slug: string, language: Language): string {
  return (
    JSON.parse(fs.readFileSync(path.join("content", "editorias", `${slug}.${language}.json`), "utf8")) as {
      nome: string;
    }
  ).nome;
}

export function authorName(slug: string): string {
  return (JSON.parse(fs.readFileSync(path.join("content", "authors", `${slug}.pt.json`), "utf8")) as { name: string })
    .name;
}

/** The authors in content/authors for one language, as the profile list orders them (by name). */
export function authors(language: Language): { slug: string; name: string }[] {
  const dir = path.join("content", "authors");
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(`.${language}.json`))
    .map((file) => ({
      slug: file.replace(`.${language}.json`, ""),
      name: (JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as { name: string }).name,
    }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
