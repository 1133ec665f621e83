import React, { useEffect, useRef, useState } from "react";
import { isGroup, type NavItem } from "../config/navigation";
import { useTranslation } from "../i18n/i18n-context";
import { Button, Icon, Link } from "../components/ui";
import { trapTab } from "../components/ui/focus-trap";
import { AccountEntry } from "./account-entry";
import { LanguageSwitcher } from "./language-switcher";
import { useScrollLock } from "../components/ui/scroll-lock";
import * as styles from "./mobile-menu.module.css";

type MobileMenuProps = {
  items: readonly NavItem[];
  pathname: string;
  /** The signed-in customer's first name, or null (the header reads it once for both). */
  customer?: string | null;
  /** Where the "request a collection" button leads, or null to leave it out (on the form's own page). */
  cta?: string | null;
};

/**
 * The hamburger and its full-screen menu (below the desktop menu's width: desktop-nav.module.css). While open, page scroll is locked and focus stays
 * inside; Esc, the close button or any link closes it and focus returns to the hamburger.
 */
export function MobileMenu({ items, pathname, customer = null, cta = null }: MobileMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  useScrollLock(open);

  useEffect(() => {
    // preventScroll: the root's scroll-padding-top makes the browser scroll the page to "reveal" a control of
    // the fixed menu or the sticky header (hundreds of pixels); both are always in view.
    if (open) close.current?.focus({ preventScroll: true });
  }, [open]);

  useEffect(() => setOpen(false), [pathname]);

  const closeMenu = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) requestAnimationFrame(() => toggle.current?.focus({ preventScroll: true }));
  };

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen(true)}
      >
        <Icon name="menu" />
        <span className="visually-hidden">{t("header.openMenu")}</span>
      </button>
      <div
        id="mobile-menu"
        ref={panel}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-label={t("header.mainNav")}
        hidden={!open}
        onKeyDown={(event) => {
          if (event.key === "Escape") closeMenu(true);
          else trapTab(event, panel.current);
        }}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest("a")) closeMenu(false);
        }}
      >
        <div className={styles.top}>
          <LanguageSwitcher pathname={pathname} />
          <button ref={close} type="button" className={styles.toggle} onClick={() => closeMenu(true)}>
            <Icon name="close" />
            <span className="visually-hidden">{t("header.closeMenu")}</span>
          </button>
        </div>
        {cta && (
          <Button to={cta} className={styles.cta} data-menu-cta="">
            {t("nav.requestCollection")}
          </Button>
        )}
        <AccountEntry name={customer} className={styles.account} />
        <nav aria-label={t("header.mainNav")}>
          <ul className={styles.list}>
            {items.map((item) =>
              isGroup(item) ? (
                <li key={item.label} className={styles.group}>
                  <span className={styles.groupLabel}>{t(`nav.${item.label}`)}</span>
                  <ul className={styles.sublist}>
                    {item.children.map((child) => (
                      <li key={child.to}>
                        <Link to={child.to} className={styles.link}>
                          {child.text ?? t(`nav.${child.label}`)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={item.to}>
                  <Link to={item.to} className={styles.link}>
                    {t(`nav.${item.label}`)}
                  </Link>
                </li>
              ),
            )}
          </ul>
        </nav>
      </div>
    </>
  );
}
