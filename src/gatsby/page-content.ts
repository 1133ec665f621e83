import fs from "node:fs";
import path from "node:path";
import { pageContentSchema, withMapBases } from "../content/page-content-schema";
import { basesTokens, fillSettingsTokens, settingsTokens } from "../content/company";
import { siteSettingsSchema } from "../content/content-schema";
import { basesFileSchema, countOperatingBases, type Base } from "../domain/bases";
import { z } from "zod";
import { figuresFileSchema, figuresTokens, type Figure } from "../content/figures";
import {
  investorFiguresPath,
  investorFiguresSchema,
  investorTokens,
  type InvestorFigures,
} from "../content/investor-figures";
import type { Language } from "../domain/language";
import { pageAssets } from "../content/page-assets-list";
import type { Resources } from "../i18n/translate";

/**
 * The tokens of `content/settings/site.json`, read on each call (a small file; under `gatsby develop` an edit shows
 * at once). When the file is invalid, content-nodes stops the build naming its fields; here it gives no tokens.
 */
export function siteTokens(root: string): Map<string, string> {
  const file = path.join(root, "content/settings/site.json");
  const parsed = siteSettingsSchema.safeParse(JSON.parse(fs.readFileSync(file, "utf8")));
  return parsed.success ? settingsTokens(parsed.data.company) : new Map();
}

/** Where the operating bases are kept (CMS: "Bases operacionais"). */
export const basesFile = "content/bases/bases.json";

/**
 * The operating bases, read on each call like the settings, or the problems of the file (one line per field, naming
 * it): the build stops on them (checkBases, from createPages) and pages then get no base tokens.
 */
export function readBases(root: string): { bases: Base[]; problems: string[] } {
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(path.join(root, basesFile), "utf8"));
  } catch (error) {
    return { bases: [], problems: [`${basesFile}: ${(error as Error).message}`] };
  }
  const parsed = basesFileSchema.safeParse(json);
  if (parsed.success) return { bases: parsed.data.bases, problems: [] };
  return {
    bases: [],
    problems: parsed.error.issues.map((issue) => `${basesFile} ${issue.path.join(".") || "(root)"}: ${issue.message}`),
  };
}

function investorTokensOf(root: string, language: Language): Map<string, string> {
  const { figures } = readInvestorFigures(root);
  return figures ? investorTokens(figures, language) : new Map();
}

/** Where the company's key figures are kept (CMS: "Números da empresa"). */
export const figuresFile = "content/figures/figures.json";

/** A content file checked by its schema, read on each call, or its problems (one line per field, naming it). */
function readChecked<T>(root: string, file: string, schema: z.ZodType<T>): { value: T | null; problems: string[] } {
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(path.join(root, file), "utf8"));
  } catch (error) {
    return { value: null, problems: [`${file}: ${(error as Error).message}`] };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { value: parsed.data, problems: [] };
  return {
    value: null,
    problems: parsed.error.issues.map((issue) => `${file} ${issue.path.join(".") || "(root)"}: ${issue.message}`),
  };
}

/** The key figures, read on each call, or the problems of the file (one line per field): the build stops on them. */
export function readFigures(root: string): { figures: Figure[]; problems: string[] } {
  const { value, problems } = readChecked(root, figuresFile, figuresFileSchema);
  return { figures: value?.figures ?? [], problems };
}

/** The investor relations' key figures by year (written by make-documents from the documents' figures). */
export function readInvestorFigures(root: string): { figures: InvestorFigures | null; problems: string[] } {
  const { value, problems } = readChecked(root, investorFiguresPath, investorFiguresSchema);
  return { figures: value, problems };
}

/**
 * Every token a page text may name in `language`: the settings' (`{{company.…}}`), the bases' (`{{bases.count}}`)
 * and the key figures' (`{{figures.litresCollected.short}}`, with `.year` and `.source`).
 */
export function pageTokens(
  root: string,
  language: Language,
  bases: readonly Base[] = readBases(root).bases,
): Map<string, string> {
  return new Map([
    ...siteTokens(root),
    ...(bases.length > 0 ? basesTokens(countOperatingBases(bases)) : []),
    ...figuresTokens(readFigures(root).figures, language),
    ...investorTokensOf(root, language),
  ]);
}

/**
 * What is wrong with one page's content (settings tokens already filled): the content schema, and each upload it
 * names must exist under content/uploads. One line per problem, naming the file and the field. The build
 * (below) and the locale check (scripts/lib/locale-files.ts) both use it.
 */
export function pageContentIssues(root: string, file: string, content: unknown): string[] {
  const problems: string[] = [];
  const checked = pageContentSchema.safeParse(content);
  if (!checked.success) {
    for (const issue of checked.error.issues)
      problems.push(`${file} ${issue.path.join(".") || "(root)"}: ${issue.message}`);
  }
  for (const asset of pageAssets(content)) {
    if (!fs.existsSync(path.join(root, "content/uploads", asset)))
      problems.push(`${file}: "${asset}" is not in content/uploads`);
  }
  return problems;
}

/**
 * A page's strings as the build uses them: settings tokens filled in every namespace; a page namespace (one with
 * a hero) checked against the content schema; each upload it names must exist under content/uploads. Problems
 * name the file and the field, like the blog's (`locales/en/g2.json hero.image.src: …`).
 */
export function preparePageStrings(
  root: string,
  language: string,
  ns: string,
  resources: Resources,
): { resources: Resources; assets: string[]; documentCategories: string[]; problems: string[] } {
  const problems: string[] = [];
  const filled: Resources = {};
  const { bases } = readBases(root);
  const tokens = pageTokens(root, language as Language, bases);
  for (const [name, strings] of Object.entries(resources)) {
    const result = fillSettingsTokens(strings, tokens);
    filled[name] = result.value;
    problems.push(...result.problems.map((problem) => `locales/${language}/${name}.json ${problem}`));
  }
  const content = filled[ns] as Record<string, unknown> | undefined;
  if (!content || !("hero" in content) || !("sections" in content)) {
    return { resources: filled, assets: [], documentCategories: [], problems };
  }
  problems.push(...pageContentIssues(root, `locales/${language}/${ns}.json`, content));
  const assets = pageAssets(content);
  const sections = Array.isArray(content.sections)
    ? (content.sections as { type?: unknown; category?: unknown }[])
    : [];
  // Every map section draws the bases of content/bases (its texts come from the page, its places from there).
  content.sections = withMapBases(sections, bases);
  const documentCategories = [
    ...new Set(sections.filter((section) => section.type === "documents").map((section) => String(section.category))),
  ];
  return { resources: filled, assets, documentCategories, problems };
}

/** createPages step: a problem of content/figures/figures.json stops the build, one line per field. */
export function checkFigures(
  { reporter }: { reporter: { panicOnBuild(message: string): void } },
  root = process.cwd(),
): void {
  const problems = [...readFigures(root).problems, ...readInvestorFigures(root).problems];
  if (problems.length > 0) {
    reporter.panicOnBuild(
      `The key figures have ${problems.length} problem(s); fix them and build again:\n  ${problems.join("\n  ")}`,
    );
  }
}

/** createPages step: a problem of content/bases/bases.json stops the build, one line per field. */
export function checkBases(
  { reporter }: { reporter: { panicOnBuild(message: string): void } },
  root = process.cwd(),
): void {
  const { problems } = readBases(root);
  if (problems.length > 0) {
    reporter.panicOnBuild(
      `The operating bases have ${problems.length} problem(s); fix them and build again:\n  ${problems.join("\n  ")}`,
    );
  }
}
