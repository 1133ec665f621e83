import { contentProblems, type EntryRef, type PostRef } from "../content-checks";

const entries = (slug: string, kind: string, languages: readonly EntryRef["language"][] = ["pt", "en", "es"]): EntryRef[] =>
  languages.map((language) => ({ slug, language, file: `content/${kind}/${slug}.${language}.json` }));
const post = (slug: string, language: PostRef["language"], extra: Partial<PostRef> = {}): PostRef => ({
  slug,
  language,
  editoria: "oluc",
  author: "ana-ribeiro",
  file: `content/posts/${slug}.${language}.md`,
  ...extra,
});

describe("contentProblems", () => {
  const editorias = entries("oluc", "editorias");
  const authors = entries("ana-ribeiro", "authors");

  it("finds nothing wrong in consistent content", () => {
    expect(contentProblems([post("a", "pt"), post("a", "en"), post("a", "es")], editorias, authors)).toEqual([]);
  });

  it("names the post file and field of an unknown editoria or author", () => {
    const problems = contentProblems([post("a", "pt", { editoria: "nao-existe", author: "ninguem" })], editorias, authors);
    expect(problems).toEqual([
      'content/posts/a.pt.md: field "editoria": "nao-existe" is not an editoria in pt (expected content/editorias/nao-existe.pt.json)',
      'content/posts/a.pt.md: field "author": "ninguem" is not an author in pt (expected content/authors/ninguem.pt.json)',
    ]);
  });

  it("finds a translation whose Portuguese original is missing", () => {
    expect(contentProblems([post("a", "en")], editorias, authors)).toEqual([
      "content/posts/a.en.md: translation without its original: content/posts/a.pt.md is missing",
    ]);
  });

  it("finds an editoria or author missing a language that posts are written in", () => {
    const problems = contentProblems([post("a", "pt"), post("a", "es")], entries("oluc", "editorias", ["pt"]), authors);
    expect(problems).toContain("content/editorias/oluc.pt.json: translation missing: content/editorias/oluc.es.json");
    expect(problems.some((line) => line.includes('field "editoria"'))).toBe(true);
  });
});
