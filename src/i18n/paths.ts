import { defaultLanguage, isLanguage, type Language } from "../config/languages";

/** `/en/x/` → `{ language: "en", path: "/x/" }`; `/x/` → `{ language: "pt", path: "/x/" }`. */
export function splitLanguage(pathname: string): { language: Language; path: string } {
  const match = /^\/([a-z]{2})(\/.*|$)/.exec(pathname);
  if (match && isLanguage(match[1]) && match[1] !== defaultLanguage) {
    return { language: match[1], path: match[2] || "/" };
  }
  return { language: defaultLanguage, path: pathname || "/" };
}

/** The path without its language prefix. */
export function stripLanguage(pathname: string): string {
  return splitLanguage(pathname).path;
}

/** An unprefixed internal path as seen in `language` (pt lives at the root). Query and hash are kept. */
export function localizePath(path: string, language: Language): string {
  if (!path.startsWith("/")) return path;
  const unprefixed = stripLanguage(path);
  return language === defaultLanguage ? unprefixed : `/${language}${unprefixed === "/" ? "/" : unprefixed}`;
}

/** The same page in another language. */
export function switchLanguage(pathname: string, language: Language): string {
  return localizePath(stripLanguage(pathname), language);
}
