import type { Language } from "../config/languages";
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
};
