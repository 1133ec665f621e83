import { parse } from "yaml";

export type FrontMatterDocument = { data: Record<string, unknown>; body: string };

const fence = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/**
 * Splits a Markdown file into its YAML front matter and body (the format Decap CMS writes). Throws an
 * Error whose message says what is wrong; the caller adds the file name.
 */
export function parseFrontMatter(source: string): FrontMatterDocument {
  const match = fence.exec(source.replace(/^\uFEFF/, ""));
  if (!match) throw new Error("the file does not start with a front matter block between two `---` lines");
  let data: unknown;
  try {
    // Dates stay strings: the schema checks their form, and no time zone shifts a day.
    data = parse(match[1], { schema: "core" });
  } catch (error) {
    throw new Error(`the front matter is not valid YAML: ${(error as Error).message.split("\n")[0]}`, { cause: error });
  }
  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    throw new Error("the front matter is not a set of `field: value` lines");
  }
  return { data: data as Record<string, unknown>, body: match[2] };
}
