/**
 * Checks page namespaces: schema (src/content/page-content-schema.ts) in each language and the
 * same structure in pt, en and es. Usage: tsx scripts/check-page-content.ts [ns ...] (default: all pages).
 */
import { routes } from "../src/config/routes";
import { languages, pageContentProblems } from "./lib/locale-files";

const requested = process.argv.slice(2);
const namespaces = requested.length
  ? requested
  : [...new Set(routes.filter((route) => !route.app && !route.fromContent).map((route) => route.ns))];
const problems = pageContentProblems(namespaces);

if (problems.length) {
  console.error(problems.join("\n"));
  process.exit(1);
}
console.log(`ok: ${namespaces.length} namespace(s) × ${languages.length} languages`);
