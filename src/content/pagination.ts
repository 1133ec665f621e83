/** Posts per list page: the blog index, a category, an author's profile. */
export const postsPerPage = 12;

export type ListPage = {
  /** 1-based. */
  currentPage: number;
  numPages: number;
  skip: number;
  limit: number;
};

/** The pages a list of `total` items splits into; an empty list still has its first page. */
export function paginate(total: number, perPage = postsPerPage): ListPage[] {
  const numPages = Math.max(1, Math.ceil(total / perPage));
  return Array.from({ length: numPages }, (_, index) => ({
    currentPage: index + 1,
    numPages,
    skip: index * perPage,
    limit: perPage,
  }));
}

/** `/blog/` → page 1 `/blog/`, page 2 `/blog/2/`. Unprefixed. */
export function listPagePath(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}${page}/`;
}

export type PageLink = { page: number; path: string; current: boolean };

/**
 * The numbered links of a pager: first, last, and the pages around the current one, with `null` where a
 * run of pages is left out (drawn as an ellipsis).
 */
export function pagerLinks(basePath: string, currentPage: number, numPages: number, around = 1): (PageLink | null)[] {
  const links: (PageLink | null)[] = [];
  for (let page = 1; page <= numPages; page += 1) {
    const shown = page === 1 || page === numPages || Math.abs(page - currentPage) <= around;
    if (shown) links.push({ page, path: listPagePath(basePath, page), current: page === currentPage });
    else if (links[links.length - 1] !== null) links.push(null);
  }
  return links;
}
