import fs from "node:fs";
import path from "node:path";
import type { Language } from "../src/config/languages";

/** Reads a namespace from locales/, so tests check the page against its own source text. */
export function strings<T = Record<string, unknown>>(language: Language, ns: string): T {
  return JSON.parse(fs.readFileSync(path.join("locales", language, `${ns}.json`), "utf8")) as T;
}

export function heroTitle(language: Language, ns: string): string {
  return strings<{ hero: { title: string } }>(language, ns).hero.title;
}

/**
 * A locale text with its `{{name}}` placeholders filled (spaces inside the braces allowed), as the page should show
 * it. Written here rather than imported from src/domain/interpolate.ts, so that a fault in the site's own filling
 * shows as a difference; a name without a value is written "undefined", which no page shows.
 */
export function fill(text: string, vars: Record<string, string | number>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name]));
}
