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
