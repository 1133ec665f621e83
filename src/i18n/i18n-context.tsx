import React, { useCallback, createContext, useContext, useMemo } from "react";
import { defaultLanguage, type Language } from "../config/languages";
import type { LocalizedPageContext } from "./page-context";
import { lookup, translate, type Resources, type Vars } from "./translate";
import { localizePath } from "./paths";

type I18nValue = {
  language: Language;
  path: string;
  ns: string;
  resources: Resources;
  available?: readonly Language[];
};

const I18nContext = createContext<I18nValue>({ language: defaultLanguage, path: "/", ns: "common", resources: {} });

type I18nProviderProps = { pageContext: Partial<LocalizedPageContext>; children: React.ReactNode };

/** Puts the page's language and strings (from its pageContext) within reach of every component. */
export function I18nProvider({ pageContext, children }: I18nProviderProps) {
  const { language = defaultLanguage, routePath = "/", ns = "common", resources, availableLanguages } = pageContext;
  const value = useMemo(
    () => ({ language, path: routePath, ns, resources: resources ?? {}, available: availableLanguages }),
    [language, routePath, ns, resources, availableLanguages],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export type I18nSnapshot = I18nValue;

/** The language and strings in reach here, for a separate React root rendered inside the page (I18nRootProvider). */
export function useI18nSnapshot(): I18nSnapshot {
  return useContext(I18nContext);
}

/** Gives a separate React root (a part hydrated on its own, src/features/privacy/deferred-request.tsx) the page's. */
export function I18nRootProvider({ value, children }: { value: I18nSnapshot; children: React.ReactNode }) {
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export type TFunction = (key: string, vars?: Vars) => string;

/** `t("nav.home")` from `common`, or from `ns` when given; `t("other:key")` names a namespace. */
export function useTranslation(ns = "common") {
  const context = useContext(I18nContext);
  const t: TFunction = (key, vars) => translate(context.resources, context.language, ns, key, vars);
  return { t, language: context.language, path: context.path };
}

/** Structured content (lists of sections, items) from the current page's namespace. */
export function usePageContent<T = unknown>(key: string, ns?: string): T | undefined {
  const context = useContext(I18nContext);
  return lookup(context.resources[ns ?? context.ns], key) as T | undefined;
}

/** The languages this page exists in (a post may not be translated yet); all by default. */
export function useAvailableLanguages(): readonly Language[] | undefined {
  return useContext(I18nContext).available;
}

export function useLanguage(): Language {
  return useContext(I18nContext).language;
}

/** Turns an unprefixed internal path into the current language's path. */
export function useLocalize(): (path: string) => string {
  const { language } = useContext(I18nContext);
  // Stable while the language is: effects may depend on it.
  return useCallback((path: string) => localizePath(path, language), [language]);
}
