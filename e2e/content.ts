import type { Language } from "../src/config/languages";
import type { HeroContent } from "../src/content/page-content-schema";
import { readLocale } from "../src/__tests__/locales";

/** A namespace of locales/, typed from its file, so tests check the page against its own source text. */
export { readLocale as strings, type Locale } from "../src/__tests__/locales";

/** The hero title of a page's namespace (any page: their strings follow the page content schema). */
export function heroTitle(language: Language, ns: string): string {
  return (readLocale(language, ns) as { hero: HeroContent }).hero.title;
}

/**
 * A locale text with its `{{name}}` placeholders filled (spaces inside the braces allowed), as the page should show
 * it. Written here rather than imported from src/domain/interpolate.ts, so that a fault in the site's own filling
 * shows as a difference; a name without a value is written "undefined", which no page shows.
 */
export function fill(text: string, vars: Record<string, string | number>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name]));
}
