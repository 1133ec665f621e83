export const languages = ["pt", "en", "es"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "pt";

/** BCP 47 tags for `hreflang`, `html lang`, Open Graph locales and date formatting. */
export const languageTags: Record<Language, { hreflang: string; htmlLang: string; ogLocale: string }> = {
  pt: { hreflang: "pt-BR", htmlLang: "pt-BR", ogLocale: "pt_BR" },
  en: { hreflang: "en", htmlLang: "en", ogLocale: "en_US" },
  es: { hreflang: "es", htmlLang: "es", ogLocale: "es_ES" },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/** localStorage key that keeps the visitor's language choice. */
export const languageStorageKey = "circulare:language";
