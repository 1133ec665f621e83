import fs from "node:fs";
import path from "node:path";
import { fillSettingsTokens } from "../../src/content/company";
import { pageContentIssues, pageTokens } from "../../src/gatsby/page-content";
import { languages, type Language } from "../../src/config/languages";

export const localesDir = path.join(process.cwd(), "locales");

export function readNamespace(language: Language, ns: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(localesDir, language, `${ns}.json`), "utf8"));
}

export function namespacesOf(language: Language): string[] {
  return fs
    .readdirSync(path.join(localesDir, language))
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.replace(/\.json$/, ""))
    .sort();
}

/** Dotted key paths of every leaf, arrays by index (`sections.0.heading`). */
export function keyPaths(value: unknown, prefix = ""): string[] {
  if (value !== null && typeof value === "object") {
    return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
      keyPaths(child, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [prefix];
}

/** Non-text values that must be identical in every language (section types, icons, link targets). */
export function structuralValues(value: unknown): string[] {
  return keyPaths(value)
    .filter((key) => /(^|\.)(type|icon|to|src|kind|uf|imageSide)$/.test(key))
    .map(
      (key) =>
        `${key}=${String(key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], value))}`,
    );
}

export { languages };

/**
 * Problems in page namespaces: the schema in every language, and the same keys and structure (section types,
 * icons, links) in en and es as in pt. Empty when all is well. Shared by the CLI check and the tests.
 */
export function pageContentProblems(namespaces: readonly string[]): string[] {
  const problems: string[] = [];
  for (const ns of namespaces) {
    const byLanguage = new Map<string, unknown>();
    for (const language of languages) {
      try {
        const content = readNamespace(language, ns);
        byLanguage.set(language, content);
        // As the build checks it (src/gatsby/page-content.ts): settings and bases tokens filled, then schema and uploads.
        const filled = fillSettingsTokens(content, pageTokens(process.cwd(), language));
        problems.push(...filled.problems.map((problem) => `locales/${language}/${ns}.json ${problem}`));
        problems.push(...pageContentIssues(process.cwd(), `locales/${language}/${ns}.json`, filled.value));
      } catch (error) {
        problems.push(`locales/${language}/${ns}.json: ${(error as Error).message}`);
      }
    }
    const pt = byLanguage.get("pt");
    if (!pt) continue;
    for (const language of ["en", "es"]) {
      const other = byLanguage.get(language);
      if (!other) continue;
      if (keyPaths(other).join("\n") !== keyPaths(pt).join("\n")) {
        problems.push(`locales/${language}/${ns}.json: keys differ from pt`);
      }
      if (structuralValues(other).join("\n") !== structuralValues(pt).join("\n")) {
        problems.push(`locales/${language}/${ns}.json: section types, icons or links differ from pt`);
      }
    }
  }
  return problems;
}
