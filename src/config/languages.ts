import type { Language } from "../domain/language";

/** The one list of languages lives in `src/domain/language.ts` (the Lambdas share it); re-exported here for the site. */
export { defaultLanguage, isLanguage, languages, parseLanguage, type Language } from "../domain/language";

/** BCP 47 tags for `hreflang`, `html lang`, Open Graph locales and date formatting. */
export const languageTags: Record<Language, { hreflang: string; htmlLang: string; ogLocale: string }> = {
  pt: { hreflang: "pt-BR", htmlLang: "pt-BR", ogLocale: "pt_BR" },
  en: { hreflang: "en", htmlLang: "en", ogLocale: "en_US" },
  es: { hreflang: "es", htmlLang: "es", ogLocale: "es_ES" },
};

/** localStorage key that keeps the visitor's language choice. */
export const languageStorageKey = "circulare:language";
