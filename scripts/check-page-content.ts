/**
 * Checks page namespaces: schema (src/components/sections/page-content-schema.ts) in each language and the
 * same structure in pt, en and es. Usage: tsx scripts/check-page-content.ts [ns ...] (default: all pages).
 */
import { pageContentSchema } from "../src/components/sections/page-content-schema";
import { routes } from "../src/config/routes";
import { keyPaths, languages, readNamespace, structuralValues } from "./locale-files";

const requested = process.argv.slice(2);
const namespaces = requested.length ? requested : [...new Set(routes.map((route) => route.ns))];
const problems: string[] = [];

for (const ns of namespaces) {
  const byLanguage = new Map<string, unknown>();
  for (const language of languages) {
    try {
      const content = readNamespace(language, ns);
      byLanguage.set(language, content);
      const result = pageContentSchema.safeParse(content);
      if (!result.success) {
        for (const issue of result.error.issues) {
          problems.push(`locales/${language}/${ns}.json ${issue.path.join(".") || "(root)"}: ${issue.message}`);
        }
      }
    } catch (error) {
      problems.push(`locales/${language}/${ns}.json: ${(error as Error).message}`);
    }
  }
  const pt = byLanguage.get("pt");
  if (!pt) continue;
  const ptKeys = keyPaths(pt).join("\n");
  const ptStructure = structuralValues(pt).join("\n");
  for (const language of ["en", "es"]) {
    const other = byLanguage.get(language);
    if (!other) continue;
    if (keyPaths(other).join("\n") !== ptKeys) problems.push(`locales/${language}/${ns}.json: keys differ from pt`);
    if (structuralValues(other).join("\n") !== ptStructure) {
      problems.push(`locales/${language}/${ns}.json: section types, icons or links differ from pt`);
    }
  }
}

if (problems.length) {
  console.error(problems.join("\n"));
  process.exit(1);
}
console.log(`ok: ${namespaces.length} namespace(s) × ${languages.length} languages`);
