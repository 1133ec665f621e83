import React from "react";
import { listPagePath, pagerLinks } from "../../content/pagination";
import { useTranslation } from "../../i18n/i18n-context";
import { Link } from "../ui";
import * as styles from "./pager.module.css";

type PagerProps = { basePath: string; currentPage: number; numPages: number };

/** Previous, numbered pages (with ellipses) and next; nothing when everything fits on one page. */
export function Pager({ basePath, currentPage, numPages }: PagerProps) {
  const { t } = useTranslation("blog");
  if (numPages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t("pagination.label")} data-pagefind-ignore="all">
      {currentPage > 1 && (
        <Link to={listPagePath(basePath, currentPage - 1)} rel="prev" className={styles.step}>
          {t("pagination.previous")}
        </Link>
      )}
      <ol className={styles.pages}>
        {pagerLinks(basePath, currentPage, numPages).map((link, index) =>
          link ? (
            <li key={link.page}>
              <Link
                to={link.path}
                className={styles.page}
                aria-current={link.current ? "page" : undefined}
                aria-label={t("pagination.page", { page: link.page })}
              >
                {link.page}
              </Link>
            </li>
          ) : (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ),
        )}
      </ol>
      {currentPage < numPages && (
        <Link to={listPagePath(basePath, currentPage + 1)} rel="next" className={styles.step}>
          {t("pagination.next")}
        </Link>
      )}
    </nav>
  );
}
