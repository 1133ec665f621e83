import React, { lazy, type ComponentType } from "react";
import { Button } from "../../components/ui";
import type { TFunction } from "../../i18n/i18n-context";
import * as styles from "./search-button.module.css";

export type LazyModalProps = { onClose: () => void; onRetry: () => void; t: TFunction };

/**
 * In place of the search modal when its script did not load (offline, a deploy replaced it) or it broke:
 * a native modal <dialog> (the page behind it inert; Esc or Close close it natively, so focus can go back to
 * the search button) that says so in the visitor's language, with Retry (focused) and Close. It is in every
 * page's main bundle, so it stays this small.
 */
export function SearchUnavailable({ onClose, onRetry, t }: LazyModalProps) {
  // showModal() focuses the dialog's first button: Retry.
  const show = (dialog: HTMLDialogElement | null) => dialog?.open === false && dialog.showModal();
  return (
    <dialog ref={show} className={styles.dialog} aria-label={t("search.title")} onClose={onClose}>
      <p role="alert">{t("search.error")}</p>
      <form method="dialog">
        <Button onClick={onRetry}>{t("search.retry")}</Button>{" "}
        <Button type="submit" variant="secondary">
          {t("search.close")}
        </Button>
      </form>
    </dialog>
  );
}

/**
 * The modal's own chunk, fetched on first open. If the fetch fails the lazy component is SearchUnavailable
 * instead, and Retry asks for a new lazy component (React keeps a lazy one's result for good; webpack forgets
 * a chunk that failed, so the next one fetches it anew). Errors while the modal renders are caught by the
 * boundary in search-modal.tsx, which shows the same dialog.
 */
export const lazyModal = () =>
  lazy<ComponentType<LazyModalProps>>(() => import("./search-modal").catch(() => ({ default: SearchUnavailable })));
