import React from "react";
import { Button } from "../../components/ui";
import type { TFunction } from "../../i18n/i18n-context";
import * as styles from "./search-button.module.css";

export type LazyModalProps = { onClose: () => void; onRetry: () => void; t: TFunction };

/**
 * In place of the search modal when its script did not load (offline, a deploy replaced it) or it broke:
 * a native modal <dialog> (the page behind it inert; Esc or Close close it natively, so focus can go back to
 * the search button) that says so in the visitor's language, with Retry (focused) and Close. It is in every
 * page's main bundle, so it stays this small. Its own file: both the lazy loader (lazy-search-modal.tsx) and
 * the modal's error boundary (search-modal.tsx) show it, and neither imports the other's module statically.
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
