/**
 * The browser's validation messages (see catalogs.ts, which this file replaces in the site's scripts): the page's
 * language comes with the page (the `validacao` namespace in its page data, handed over by the i18n provider through
 * provideCatalog); any other language, or a page without it, is fetched on first use (loadCatalog, which the form
 * resolver awaits before it validates).
 */
import type { Language } from "./language";
import type { ErrorCode } from "./messages";

export type Catalog = Readonly<Record<ErrorCode, string>>;

const catalogs: Partial<Record<Language, Catalog>> = {};
const loading = new Map<Language, Promise<void>>();

const isCatalog = (value: unknown): value is Catalog =>
  typeof value === "object" && value !== null && typeof (value as Record<string, unknown>).invalid_value === "string";

/** Keeps a page's own messages (`resources.validacao.errors`). */
export function provideCatalog(language: Language, catalog: unknown): void {
  if (!catalogs[language] && isCatalog(catalog)) catalogs[language] = catalog;
}

/** Resolves once catalogFor(language) can answer; rejects (and may be called again) when the fetch fails. */
export function loadCatalog(language: Language): Promise<void> {
  if (catalogs[language]) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = import(/* webpackChunkName: "validacao-[request]" */ `../../locales/${language}/validacao.json`).then(
      (module: { errors?: unknown; default?: { errors?: unknown } }) =>
        provideCatalog(language, module.errors ?? module.default?.errors),
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, pending);
  }
  return pending;
}

/** The messages in `language`; only after provideCatalog or loadCatalog (validate() throws otherwise, and says so). */
export function catalogFor(language: Language): Catalog {
  const catalog = catalogs[language];
  if (!catalog)
    throw new Error(`The ${language} validation messages are not loaded: await loadCatalog("${language}") first.`);
  return catalog;
}
