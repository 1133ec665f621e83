import fs from "node:fs";
import path from "node:path";
import { pageContentSchema } from "../content/page-content-schema";
import { fillSettingsTokens, settingsTokens } from "../content/company";
import { siteSettingsSchema } from "../content/content-schema";
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

/**
 * What is wrong with one page's content (settings tokens already filled): the content schema, and each upload it
 * names must exist under content/uploads. One line per problem, naming the file and the field. The build
 * (below) and the locale check (scripts/locale-files.ts) both use it.
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
  const tokens = siteTokens(root);
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
  const documentCategories = [
    ...new Set(sections.filter((section) => section.type === "documents").map((section) => String(section.category))),
  ];
  return { resources: filled, assets, documentCategories, problems };
}
