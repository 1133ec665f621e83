import React from "react";
import { Link as GatsbyLink } from "gatsby";
import { languages, languageStorageKey, languageTags, type Language } from "../config/languages";
import { useAvailableLanguages, useTranslation } from "../i18n/i18n-context";
import { localizePath, switchLanguage } from "../i18n/paths";
import { Flag } from "./flags";
import * as styles from "./language-switcher.module.css";

type LanguageSwitcherProps = { pathname: string; className?: string };

/** Remembers the visitor's choice: the pre-paint redirect reads it on unprefixed paths. */
export function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(languageStorageKey, language);
  } catch {
    // Storage can be unavailable (private mode, blocked): the link still changes the language.
  }
}

/** Three flags, each a link to the same page in that language (or to that language's home page when the
 * page has no version in it, e.g. an untranslated post). */
export function LanguageSwitcher({ pathname, className }: LanguageSwitcherProps) {
  const { t, language: current } = useTranslation();
  const available = useAvailableLanguages();
  const target = (language: Language) =>
    !available || available.includes(language) ? switchLanguage(pathname, language) : localizePath("/", language);
  return (
    <ul className={[styles.list, className].filter(Boolean).join(" ")} aria-label={t("header.languages")}>
      {languages.map((language) => (
        <li key={language}>
          <GatsbyLink
            to={target(language)}
            className={styles.link}
            hrefLang={languageTags[language].hreflang}
            lang={languageTags[language].htmlLang}
            aria-current={language === current ? "true" : undefined}
            title={t(`languageNames.${language}`)}
            onClick={() => rememberLanguage(language)}
            data-language={language}
          >
            <Flag language={language} />
            <span className="visually-hidden">{t(`languageNames.${language}`)}</span>
          </GatsbyLink>
        </li>
      ))}
    </ul>
  );
}
