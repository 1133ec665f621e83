import type { Language } from "../config/languages";
import { splitLanguage } from "./paths";
import type { Resources } from "./translate";

/** What every localized page receives as `pageContext` (built in gatsby-node, read by layout and Head). */
export type LocalizedPageContext = {
  language: Language;
  /** The page's path without language prefix, e.g. `/g2/`. */
  routePath: string;
  /** The page's own namespace; `common` is always loaded too. */
  ns: string;
  resources: Resources;
  /** Uploads the page's content names (paths under content/uploads): the `$assets` of its page query. */
  assets?: string[];
  /** The document categories its `documents` sections list: the `$documentCategories` of its page query. */
  documentCategories?: string[];
  noindex?: boolean;
  canonicalPath?: string;
  /** Set when this page has no version in some language (blog posts); default: all languages. */
  availableLanguages?: Language[];
  /**
   * The root 404 page's context in the other languages. Gatsby renders the root 404 in the browser for every
   * unknown path, so it carries what `/en/…` and `/es/…` need; the alternative, a `/en/*` and `/es/*` match
   * path on their own 404 pages, made Gatsby list every English and Spanish page beside it in the match-path
   * table that every page's app bundle carries (192 entries, 2.5 KB gzip).
   */
  otherLanguages?: Partial<Record<Language, LocalizedPageContext>>;
};

/** The context to render `pathname` with: the path's own language's, when the page carries several (the 404). */
export function contextFor(pageContext: LocalizedPageContext, pathname: string): LocalizedPageContext {
  if (!pageContext?.otherLanguages) return pageContext;
  return pageContext.otherLanguages[splitLanguage(pathname).language] ?? pageContext;
}
