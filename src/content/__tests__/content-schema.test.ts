import { parseFrontMatter } from "../front-matter";
import { describeIssues, parseContentFileName, postFrontMatterSchema, reservedPostSlug } from "../content-schema";

const valid = `---
title: "O que é OLUC"
date: 2024-02-06
editoria: oluc
author: marcos-tavares
cover: covers/o-que-e-oluc.jpg
coverAlt: "Uma gota"
excerpt: "Resumo do artigo."
---

Corpo do artigo.
`;

const problemsOf = (data: Record<string, unknown>) => {
  const result = postFrontMatterSchema.safeParse(data);
  return result.success ? [] : describeIssues(result.error);
};

describe("parseFrontMatter", () => {
  it("splits the YAML front matter from the body and keeps dates as written", () => {
    const { data, body } = parseFrontMatter(valid);
    expect(data).toMatchObject({ title: "O que é OLUC", date: "2024-02-06", editoria: "oluc" });
    expect(body.trim()).toBe("Corpo do artigo.");
  });

  it("says what is wrong with a file that has no front matter or broken YAML", () => {
    expect(() => parseFrontMatter("# Sem front matter")).toThrow(/front matter block/);
    expect(() => parseFrontMatter("---\ntitle: [unclosed\n---\nbody")).toThrow(/not valid YAML/);
  });
});

describe("postFrontMatterSchema", () => {
  const data = parseFrontMatter(valid).data;

  it("accepts a complete post", () => {
    expect(problemsOf(data)).toEqual([]);
  });

  it("names each missing or wrong field", () => {
    const { title: _title, ...noTitle } = data;
    expect(problemsOf(noTitle)).toEqual(['field "title": is missing']);
    expect(problemsOf({ ...data, date: "2025-02-30" })).toEqual(['field "date": must be a date written as YYYY-MM-DD']);
    expect(problemsOf({ ...data, editoria: "Sem Slug" })[0]).toMatch(/^field "editoria": must be lowercase/);
    expect(problemsOf({ ...data, excerpt: "  " })).toEqual(['field "excerpt": must not be empty']);
  });

  it("cuts a full date-time written by the CMS to its day", () => {
    const result = postFrontMatterSchema.parse({ ...data, date: "2025-03-14T10:00:00.000Z" });
    expect(result.date).toBe("2025-03-14");
  });
});

describe("parseContentFileName", () => {
  it("reads the slug and the language from the file name", () => {
    expect(parseContentFileName("o-que-e-oluc.pt.md", "md")).toEqual({ slug: "o-que-e-oluc", language: "pt" });
    expect(parseContentFileName("oluc.es.json", "json")).toEqual({ slug: "oluc", language: "es" });
  });

  it("rejects names without a known language or with a bad slug", () => {
    expect(parseContentFileName("o-que-e-oluc.md", "md")).toMatch(/<slug>\.<language>\.md/);
    expect(parseContentFileName("o-que-e-oluc.fr.md", "md")).toMatch(/pt, en or es/);
    expect(parseContentFileName("O_Que.pt.md", "md")).toMatch(/lowercase/);
  });

  it("reserves slugs the blog's own pages use", () => {
    expect(reservedPostSlug("2")).toBe(true);
    expect(reservedPostSlug("editoria")).toBe(true);
    expect(reservedPostSlug("o-que-e-oluc")).toBe(false);
  });
});
