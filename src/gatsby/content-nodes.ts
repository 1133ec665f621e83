import fs from "node:fs";
import path from "node:path";
import type { CreateNodeArgs, Node } from "gatsby";
import { parseFrontMatter } from "../content/front-matter";
import { renderMarkdown } from "../content/markdown";
import { countWords, readingMinutes } from "../content/reading-time";
import {
  authorSchema,
  describeIssues,
  editoriaSchema,
  parseContentFileName,
  postFrontMatterSchema,
  reservedPostSlug,
  siteSettingsSchema,
} from "../content/content-schema";

export type FileNode = Node & {
  absolutePath: string;
  base: string;
  extension: string;
  sourceInstanceName: string;
};

/** Content sources (gatsby-source-filesystem `name`s) whose files become typed nodes here. */
export const contentSources = ["posts", "editorias", "authors", "settings"] as const;

/**
 * Problems found per file while sourcing, keyed by file so a fixed file (in develop) drops its problem.
 * createPages reports them all at once with the cross-file problems.
 */
export const fileProblems = new Map<string, string[]>();

export const displayPath = (absolutePath: string) =>
  path.relative(process.cwd(), absolutePath).split(path.sep).join("/");

export function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`the file is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * A post language nobody wrote yet: the CMS saves a file for every language with only the fields shared by
 * all (date, editoria, author, cover), and no title, excerpt or body. Such a file is not a post (no page),
 * rather than a broken one that stops the build.
 */
function untranslated(fields: Record<string, unknown>, body: string): boolean {
  const blank = (value: unknown) =>
    value === undefined || value === null || (typeof value === "string" && !value.trim());
  return blank(fields.title) && blank(fields.excerpt) && blank(fields.coverAlt) && !body.trim();
}

/**
 * What every content file's sourcing shares (posts, editorias, authors, settings here; the FAQ and the timeline in
 * their own files): its old problems dropped, `report` to record new ones (one line per field, keyed by file so a
 * fixed file in develop drops its line, and printed at once under develop), and `create` for its typed node, a
 * child of the file carrying `sourceFile`.
 */
export function contentFile(
  { node, actions, createNodeId, createContentDigest, reporter }: CreateNodeArgs,
  problems: Map<string, string[]> = fileProblems,
) {
  const file = node as FileNode;
  const shown = displayPath(file.absolutePath);
  problems.delete(shown);
  const report = (lines: string[]): void => {
    problems.set(
      shown,
      lines.map((line) => `${shown}: ${line}`),
    );
    if (process.env.gatsby_executing_command === "develop") {
      lines.forEach((line) => reporter.error(`${shown}: ${line}`));
    }
  };
  const create = (type: string, id: string, fields: Record<string, unknown>): void => {
    const child = {
      ...fields,
      id: createNodeId(`${type} ${id}`),
      parent: node.id,
      children: [],
      sourceFile: shown,
      internal: { type, contentDigest: createContentDigest(fields) },
    };
    actions.createNode(child);
    actions.createParentChildLink({ parent: node, child: child as unknown as Node });
  };
  return { file, shown, report, create };
}

/**
 * Maps content files onto the GraphQL types of schema.ts (MarkdownPost, JsonEditoria, JsonAuthor,
 * SiteSettings). Templates query the interfaces and never see files: a new content source only changes this.
 */
export function onCreateContentNode(args: CreateNodeArgs): void {
  if (args.node.internal.type !== "File") return;
  const source = (args.node as FileNode).sourceInstanceName;
  if (!(contentSources as readonly string[]).includes(source)) return;
  const expected = { posts: "md", editorias: "json", authors: "json", settings: "json" }[
    source as (typeof contentSources)[number]
  ];
  if ((args.node as FileNode).extension !== expected) return; // images and uploads are plain File nodes
  const { file, report, create } = contentFile(args);

  try {
    if (file.sourceInstanceName === "settings") {
      const result = siteSettingsSchema.safeParse(readJson(file.absolutePath));
      if (!result.success) return report(describeIssues(result.error));
      create("SiteSettings", file.base, { settingsId: file.base.replace(/\.json$/, ""), ...result.data });
      return;
    }

    const name = parseContentFileName(file.base, expected);
    if (typeof name === "string") return report([name]);
    const { slug, language } = name;
    const key = `${slug}.${language}`;

    if (file.sourceInstanceName === "posts") {
      if (reservedPostSlug(slug)) return report([`the slug "${slug}" is reserved by the blog's own pages`]);
      const { data, body } = parseFrontMatter(fs.readFileSync(file.absolutePath, "utf8"));
      if (untranslated(data, body)) return;
      const result = postFrontMatterSchema.safeParse(data);
      const problems = result.success ? [] : describeIssues(result.error);
      if (!body.trim()) problems.push(`field "body": must not be empty`);
      if (!result.success || problems.length > 0) return report(problems);
      const words = countWords(body);
      const { editoria, author, ...post } = result.data;
      create("MarkdownPost", key, {
        ...post,
        slug,
        language,
        key,
        editoriaSlug: editoria,
        authorSlug: author,
        editoriaKey: `${editoria}.${language}`,
        authorKey: `${author}.${language}`,
        html: renderMarkdown(body, language),
        wordCount: words,
        readingMinutes: readingMinutes(words),
      });
    } else if (file.sourceInstanceName === "editorias") {
      const result = editoriaSchema.safeParse(readJson(file.absolutePath));
      if (!result.success) return report(describeIssues(result.error));
      create("JsonEditoria", key, { ...result.data, slug, language, key });
    } else {
      const result = authorSchema.safeParse(readJson(file.absolutePath));
      if (!result.success) return report(describeIssues(result.error));
      create("JsonAuthor", key, { ...result.data, slug, language, key });
    }
  } catch (error) {
    report([(error as Error).message]);
  }
}
