import fs from "node:fs";
import path from "node:path";
import { routes } from "../../src/config/routes";
import { languages } from "../../src/config/languages";
import { contentProblems } from "../../src/content/content-checks";
import {
  authorSchema,
  describeIssues,
  editoriaSchema,
  parseContentFileName,
  postFrontMatterSchema,
} from "../../src/content/content-schema";
import { parseFrontMatter } from "../../src/content/front-matter";
import { countWords } from "../../src/content/reading-time";

/** The blog's real content, checked as the build reads it, plus the editorial rules of issue 3. */
const content = path.join(process.cwd(), "content");
const files = (dir: string, extension: string) =>
  fs.readdirSync(path.join(content, dir)).filter((file) => file.endsWith(`.${extension}`));

const posts = files("posts", "md").map((file) => {
  const name = parseContentFileName(file, "md");
  if (typeof name === "string") throw new Error(`${file}: ${name}`);
  const { data, body } = parseFrontMatter(fs.readFileSync(path.join(content, "posts", file), "utf8"));
  const result = postFrontMatterSchema.safeParse(data);
  if (!result.success) throw new Error(`${file}: ${describeIssues(result.error).join("; ")}`);
  return { file: `content/posts/${file}`, ...name, ...result.data, body };
});
const entries = <T>(dir: string, schema: { parse(value: unknown): T }) =>
  files(dir, "json").map((file) => {
    const name = parseContentFileName(file, "json");
    if (typeof name === "string") throw new Error(`${file}: ${name}`);
    const data = schema.parse(JSON.parse(fs.readFileSync(path.join(content, dir, file), "utf8")));
    return { file: `content/${dir}/${file}`, ...name, data };
  });
const editorias = entries("editorias", editoriaSchema);
/** The articles docs/blog-brief.md commissioned: its table's rows `| # | slug | date | editoria | author | … |`. */
const commissioned = [
  ...fs
    .readFileSync(path.join(process.cwd(), "docs", "blog-brief.md"), "utf8")
    .matchAll(/^\| \d+ \| ([a-z0-9-]+) \| [\d-]+ \| ([a-z-]+) \| ([a-z-]+) \|/gm),
].map(([, slug, editoria, author]) => ({ slug, editoria, author }));
const authors = entries("authors", authorSchema);

describe("blog content", () => {
  it("has no problem the build would stop on", () => {
    expect(contentProblems(posts, editorias, authors)).toEqual([]);
  });

  it.each(languages)("has the same articles in %s as in Portuguese", (language) => {
    const slugs = posts
      .filter((post) => post.language === language)
      .map((post) => post.slug)
      .sort();
    expect(slugs.length).toBeGreaterThan(0);
    expect(slugs).toEqual(
      posts
        .filter((post) => post.language === "pt")
        .map((post) => post.slug)
        .sort(),
    );
  });

  it("publishes every article commissioned in docs/blog-brief.md, in its editoria, by its author", () => {
    expect(commissioned.length).toBeGreaterThan(0);
    const published = commissioned.map(({ slug }) =>
      posts.find((post) => post.slug === slug && post.language === "pt"),
    );
    expect(published.map((post) => post && { slug: post.slug, editoria: post.editoria, author: post.author })).toEqual(
      commissioned.map(({ slug, editoria, author }) => ({ slug, editoria, author })),
    );
  });

  it("keeps date, editoria, author and cover identical across translations", () => {
    for (const post of posts) {
      const original = posts.find((other) => other.slug === post.slug && other.language === "pt")!;
      expect([post.date, post.editoria, post.author, post.cover], post.file).toEqual([
        original.date,
        original.editoria,
        original.author,
        original.cover,
      ]);
    }
  });

  // The brief's length is for its writers; an article published later through the CMS may be shorter or longer.
  it("has 400 to 900 words in every commissioned article, in every language", () => {
    const slugs = new Set(commissioned.map(({ slug }) => slug));
    const checked = posts.filter((post) => slugs.has(post.slug));
    expect(checked).toHaveLength(commissioned.length * languages.length);
    const outside = checked
      .map((post) => ({ file: post.file, words: countWords(post.body) }))
      .filter(({ words }) => words < 400 || words > 900);
    expect(outside).toEqual([]);
  });

  it("has a cover image and an alternative text for every article, and a portrait for every author", () => {
    for (const post of posts) {
      expect(fs.existsSync(path.join(content, "posts", post.cover)), post.cover).toBe(true);
      expect(post.coverAlt, post.file).not.toBe("");
    }
    for (const author of authors) expect(fs.existsSync(path.join(content, "authors", author.data.portrait))).toBe(true);
  });

  it("links only to pages that exist", () => {
    const known = new Set([...routes.map((route) => route.path), ...posts.map((post) => `/blog/${post.slug}/`)]);
    for (const post of posts) {
      for (const [, target] of post.body.matchAll(/\]\((\/[^)\s]*)\)/g)) {
        expect(known.has(target.split("#")[0]), `${post.file} links to ${target}`).toBe(true);
      }
    }
  });
});
