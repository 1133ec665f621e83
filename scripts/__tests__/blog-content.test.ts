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
const authors = entries("authors", authorSchema);

describe("blog content", () => {
  it("has no problem the build would stop on", () => {
    expect(contentProblems(posts, editorias, authors)).toEqual([]);
  });

  it.each(languages)("has the same 36 articles in %s", (language) => {
    const slugs = posts.filter((post) => post.language === language).map((post) => post.slug).sort();
    expect(slugs).toHaveLength(36);
    expect(slugs).toEqual(posts.filter((post) => post.language === "pt").map((post) => post.slug).sort());
  });

  it("has 6 articles in each of the 6 editorias, and at least 4 authors", () => {
    const pt = posts.filter((post) => post.language === "pt");
    const perEditoria = new Map<string, number>();
    for (const post of pt) perEditoria.set(post.editoria, (perEditoria.get(post.editoria) ?? 0) + 1);
    expect([...perEditoria.keys()].sort()).toEqual([
      "cliente-circulare",
      "fala-especialista",
      "oluc",
      "por-dentro-da-circulare",
      "siga-bem",
      "sustentabilidade",
    ]);
    expect([...perEditoria.values()]).toEqual([6, 6, 6, 6, 6, 6]);
    expect(new Set(pt.map((post) => post.author)).size).toBeGreaterThanOrEqual(4);
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

  it("has 400 to 900 words in every article", () => {
    const outside = posts
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
