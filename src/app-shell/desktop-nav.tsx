import React, { useId, useRef, useState } from "react";
import { isGroup, type NavGroup, type NavItem } from "../config/navigation";
import { useTranslation } from "../i18n/i18n-context";
import { Icon, Link } from "../components/ui";
import * as styles from "./desktop-nav.module.css";

type DesktopNavProps = { items: readonly NavItem[]; currentPath: string };

/** A child's page, without the part of the page it points to (`/solicite-sua-coleta/#coleta-form`). */
const pageOf = (to: string) => to.split("#")[0];
const isCurrentGroup = (group: NavGroup, path: string) =>
  group.children.some(({ to }) => path === pageOf(to) || (to !== "/" && path.startsWith(pageOf(to))));

/** A dropdown: opens on hover, on Enter/Space/ArrowDown on its button; Esc or leaving closes it. */
function Dropdown({ group, currentPath }: { group: NavGroup; currentPath: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const label = t(`nav.${group.label}`);
  const current = isCurrentGroup(group, currentPath);

  return (
    <li
      className={[styles.item, open && styles.open].filter(Boolean).join(" ")}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className={[styles.trigger, current && styles.current].filter(Boolean).join(" ")}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown") {
            event.preventDefault();
            setOpen(true);
            requestAnimationFrame(() => document.getElementById(id)?.querySelector("a")?.focus());
          }
        }}
      >
        {label}
        <Icon name="chevronDown" size={16} />
      </button>
      <ul id={id} className={styles.submenu} aria-label={label}>
        {group.children.map((child) => (
          <li key={child.to}>
            <Link to={child.to} className={styles.sublink} onClick={() => setOpen(false)}>
              {child.text ?? t(`nav.${child.label}`)}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The desktop menu (from 1440 px in English, 1536 px in Portuguese and Spanish, where it fits beside the
 * header's other items): plain links and dropdown groups. */
export function DesktopNav({ items, currentPath }: DesktopNavProps) {
  const { t } = useTranslation();
  return (
    <nav className={styles.nav} aria-label={t("header.mainNav")}>
      <ul className={styles.list}>
        {items.map((item) =>
          isGroup(item) ? (
            <Dropdown key={item.label} group={item} currentPath={currentPath} />
          ) : (
            <li key={item.to} className={styles.item}>
              <Link to={item.to} className={styles.link} partiallyActive={item.to !== "/"}>
                {t(`nav.${item.label}`)}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
