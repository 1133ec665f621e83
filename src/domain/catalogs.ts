/**
 * The validation messages (`locales/<lang>/validacao.json`), for validate() and messageFor(). This file is the one
 * the API handlers, the build and the tests use: all three languages, at hand.
 *
 * The browser gets `catalogs.browser.ts` instead (gatsby-node swaps it in): a page carries only its own language's
 * messages, in its page data, not the three in its scripts (−3.3 KB of JavaScript, gzip, on every page with a form).
 * Both files export the same functions.
 */
import en from "../../locales/en/validacao.json";
import es from "../../locales/es/validacao.json";
import pt from "../../locales/pt/validacao.json";
import type { Language } from "./language";
import type { ErrorCode } from "./messages";

export type Catalog = Readonly<Record<ErrorCode, string>>;

const catalogs: Readonly<Record<Language, Catalog>> = { pt: pt.errors, en: en.errors, es: es.errors };

/** The messages in `language`. */
export function catalogFor(language: Language): Catalog {
  return catalogs[language];
}

/** Resolves once catalogFor(language) can answer: here, at once. */
export function loadCatalog(_language: Language): Promise<void> {
  return Promise.resolve();
}

/** The browser's way in for a page's own catalog (catalogs.browser.ts); here every catalog is already in. */
export function provideCatalog(_language: Language, _catalog: unknown): void {}
