import fs from "node:fs";
import path from "node:path";
import { languages, type Language } from "../src/config/languages";

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
    .filter((key) => /(^|\.)(type|icon|to)$/.test(key))
    .map((key) => `${key}=${String(key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], value))}`);
}

export { languages };
