import type { CreateNodeArgs, CreatePagesArgs, Node } from "gatsby";
import { describeIssues, parseContentFileName } from "../content/content-schema";
import { documentEntrySchema, documentProblems } from "../content/documents";
import { contentFile, fileProblems, readJson, type FileNode } from "./content-nodes";

/**
 * Documents (`content/investor-documents/<slug>.<lang>.json`, gatsby-source-filesystem `investor-documents`) as
 * `DocumentEntry` nodes: a page section `{ "type": "documents", "category": … }` lists those of its category in the
 * page's language, newest first, with date, size and language (src/components/sections/documents-list.tsx).
 */
export const documentTypeDefs = `
  type DocumentEntry implements Node @dontInfer {
    slug: String!
    language: String!
    title: String!
    date: Date! @dateformat
    category: String!
    summary: String!
    file: File @fileByRelativePath
    sourceFile: String!
  }
`;

type DocumentNode = Node & { slug: string; language: string; date: string; category: string; sourceFile: string };

export function onCreateDocumentNode(args: CreateNodeArgs): void {
  const node = args.node as FileNode;
  if (node.internal.type !== "File" || node.sourceInstanceName !== "investor-documents" || node.extension !== "json")
    return;
  const { file, report, create } = contentFile(args);
  const name = parseContentFileName(file.base, "json");
  if (typeof name === "string") return report([name]);
  try {
    const result = documentEntrySchema.safeParse(readJson(file.absolutePath));
    if (!result.success) return report(describeIssues(result.error));
    create("DocumentEntry", `${name.slug}.${name.language}`, {
      ...result.data,
      slug: name.slug,
      language: name.language,
    });
  } catch (error) {
    report([(error as Error).message]);
  }
}

const crossFileKey = "content/investor-documents/ (across files)";

/** Adds the problems across document files (a missing language, a date that differs) to the content's list. */
export function checkDocuments({
  getNodesByType,
  reporter,
}: Pick<CreatePagesArgs, "getNodesByType" | "reporter">): void {
  const nodes = getNodesByType("DocumentEntry") as DocumentNode[];
  const problems = documentProblems(
    nodes.map((entry) => ({
      file: entry.sourceFile,
      slug: entry.slug,
      language: entry.language,
      date: String(entry.date).slice(0, 10),
      category: entry.category,
    })),
  );
  if (problems.length > 0) {
    fileProblems.set(crossFileKey, problems);
    if (process.env.gatsby_executing_command === "develop") problems.forEach((line) => reporter.error(line));
  } else {
    fileProblems.delete(crossFileKey);
  }
}
