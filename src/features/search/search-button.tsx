import React, { Suspense, useEffect, useRef, useState } from "react";
import { Icon } from "../../components/ui";
import { useTranslation } from "../../i18n/i18n-context";
import { isSearchKey, takeEarlySearchKey } from "./search-key";
import { lazyModal } from "./lazy-search-modal";
import * as styles from "./search-button.module.css";

/** Opens the search (also with the `/` key, outside text fields); focus returns here when it closes. */
export function SearchButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [SearchModal, setSearchModal] = useState(lazyModal);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchKey(event)) return;
      if (button.current?.offsetParent === null) return; // the hidden copy (desktop vs mobile) stays quiet
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener("keydown", onKey);
    // A `/` pressed while the page was still hydrating opens the search now.
    if (button.current?.offsetParent !== null && takeEarlySearchKey()) setOpen(true);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const close = () => {
    setOpen(false);
    // In the sticky header, always in view: without preventScroll the root's scroll-padding-top scrolls the page.
    button.current?.focus({ preventScroll: true });
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className={[styles.button, className].filter(Boolean).join(" ")}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-search-button=""
      >
        <Icon name="search" />
        <span className="visually-hidden">{t("search.open")}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchModal onClose={close} onRetry={() => setSearchModal(lazyModal)} t={t} />
        </Suspense>
      )}
    </>
  );
}
