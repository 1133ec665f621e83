import type { LocalizedPageContext } from "../i18n/page-context";
import type { ListPage } from "./pagination";

/** The blog index, an editoria, page by page. */
export type PostListContext = LocalizedPageContext &
  ListPage & {
    /** Unprefixed path of the list's first page (`/blog/`, `/blog/editoria/oluc/`). */
    basePath: string;
    editoriaSlug?: string;
  };

export type PostContext = LocalizedPageContext & {
  id: string;
  slug: string;
  /** The older and the newer post in the same language. */
  previousId: string | null;
  nextId: string | null;
  relatedIds: string[];
};

export type ProfileContext = LocalizedPageContext & { authorSlug?: string };
