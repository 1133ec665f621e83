import fs from "node:fs";
import path from "node:path";
import type { CreateNodeArgs, CreatePagesArgs, Node } from "gatsby";
import { languages } from "../config/languages";
import { describeIssues, parseContentFileName } from "../content/content-schema";
import { faqEntrySchema, faqPages, faqProblems, type FaqEntry } from "../content/faq";
import { faqJson } from "../content/assistant-faq";
import { contentFile, fileProblems, readJson, type FileNode } from "./content-nodes";

/**
 * The FAQ (`content/faq/<id>.<lang>.json`, gatsby-source-filesystem `faq`) as `FaqEntry` nodes: the pages
 * named by its tags query them (their FAQ block and FAQPage JSON-LD), and the assistant reads the same
 * entries from `public/assistant/faq.<lang>.json`, written here once they are all valid.
 */
export const faqTypeDefs = `
  type FaqLink {
    label: String!
    to: String!
  }

  type FaqEntry implements Node @dontInfer {
    faqId: String!
    language: String!
    question: String!
    answer: String!
    alternatives: [String!]!
    keywords: [String!]!
    tags: [String!]!
    pagePaths: [String!]!
    position: Int!
    link: FaqLink
    sourceFile: String!
  }
`;

export type FaqNode = Node & Omit<FaqEntry, "id"> & { faqId: string; pagePaths: string[]; sourceFile: string };

/**
 * FAQ problems go into the content's problem list (content-nodes.ts, keyed by file, kept until the file is
 * fixed in develop), which createBlogPages reports all at once: one build failure names every bad file.
 */
const crossFileKey = "content/faq/ (across files)";

/** One FAQ file → one `FaqEntry` node, or its problems (one line per field) when it breaks a rule. */
export function onCreateFaqNode(args: CreateNodeArgs): void {
  if (args.node.internal.type !== "File" || (args.node as FileNode).sourceInstanceName !== "faq") return;
  const { file, report, create } = contentFile(args);

  const name = parseContentFileName(file.base, "json");
  if (typeof name === "string") return report([name]);
  let raw: unknown;
  try {
    raw = readJson(file.absolutePath);
  } catch (error) {
    return report([(error as Error).message]);
  }
  const result = faqEntrySchema.safeParse(raw);
  if (!result.success) return report(describeIssues(result.error));

  create("FaqEntry", `${name.slug}.${name.language}`, {
    ...result.data,
    link: result.data.link ?? null,
    faqId: name.slug,
    language: name.language,
    pagePaths: result.data.tags.map((tag) => faqPages[tag]),
  });
}

/**
 * Before the blog's pages (which report every content problem and stop the build): adds the problems across
 * FAQ files (a missing language, tags that differ between languages), then writes the assistant's data, one
 * file per language, from the valid entries.
 */
export function checkAndWriteFaq({
  getNodesByType,
  reporter,
}: Pick<CreatePagesArgs, "getNodesByType" | "reporter">): void {
  const nodes = getNodesByType("FaqEntry") as FaqNode[];
  const problems = faqProblems(
    nodes.map((entry) => ({ file: entry.sourceFile, id: entry.faqId, language: entry.language, tags: entry.tags })),
  );
  if (problems.length > 0) {
    fileProblems.set(crossFileKey, problems);
    if (process.env.gatsby_executing_command === "develop") problems.forEach((line) => reporter.error(line));
  } else {
    fileProblems.delete(crossFileKey);
  }
  const entries: FaqEntry[] = nodes.map((entry) => ({
    id: entry.faqId,
    language: entry.language,
    question: entry.question,
    answer: entry.answer,
    alternatives: entry.alternatives,
    keywords: entry.keywords,
    tags: entry.tags,
    position: entry.position,
    link: entry.link ?? undefined,
  }));
  const dir = path.join(process.cwd(), "public", "assistant");
  fs.mkdirSync(dir, { recursive: true });
  for (const language of languages) {
    fs.writeFileSync(path.join(dir, `faq.${language}.json`), JSON.stringify(faqJson(entries, language)));
  }
}
