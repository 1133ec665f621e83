/**
 * A locale file read from disk for the tests, typed from the file itself (the Portuguese one: every language
 * has the same keys, which scripts/check-page-content.ts and the locale tests check) instead of a shape typed by hand.
 */
import fs from "node:fs";
import path from "node:path";
import type { Language } from "../config/languages";
import type common from "../../locales/pt/common.json";
import type consentimento from "../../locales/pt/consentimento.json";
import type formularios from "../../locales/pt/formularios.json";
import type politicaDePrivacidade from "../../locales/pt/politica-de-privacidade.json";

/** The namespaces tests read by name, with their types. */
export type TypedNamespaces = {
  common: typeof common;
  consentimento: typeof consentimento;
  formularios: typeof formularios;
  "politica-de-privacidade": typeof politicaDePrivacidade;
};

const root = path.resolve(__dirname, "../..");

export function readLocale<N extends keyof TypedNamespaces>(language: Language, ns: N): TypedNamespaces[N];
export function readLocale(language: Language, ns: string): Record<string, unknown>;
export function readLocale(language: Language, ns: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(root, "locales", language, `${ns}.json`), "utf8"));
}
