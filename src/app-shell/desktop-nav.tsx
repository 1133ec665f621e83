import React, { useId, useRef, useState } from "react";
import { isGroup, type NavGroup, type NavItem } from "../config/navigation";
import { useTranslation } from "../i18n/i18n-context";
import { Icon, Link } from "../components/ui";
import * as styles from "./desktop-nav.module.css";

type DesktopNavProps = { items: readonly NavItem[]; currentPath: string };

/** A child's page, without the part of the page it points to (`/solicite-sua-coleta/#coleta-form`). */
const pageOf = (to: string) => to.split("#")[0];
const isCurrentGroup = (group: NavGroup, path: string) =>
  [group.to, ...group.children.map((child) => child.to)].some((to) => {
    if (to === undefined) return false;
    const page = pageOf(to);
    return path === page || (page !== "/" && path.startsWith(page));
  });

/** Moves focus among a submenu's links: ArrowDown/ArrowUp (wrapping), Home, End. */
function moveFocus(event: React.KeyboardEvent<HTMLUListElement>) {
  const links = Array.from(event.currentTarget.querySelectorAll("a"));
  const index = links.indexOf(document.activeElement as HTMLAnchorElement);
  const next: Record<string, number> = {
    ArrowDown: (index + 1) % links.length,
    ArrowUp: (index - 1 + links.length) % links.length,
    Home: 0,
    End: links.length - 1,
  };
  if (!(event.key in next) || !links.length) return;
  event.preventDefault();
  links[next[event.key]].focus();
}

/**
 * A dropdown: opens on a mouse's hover, on a click or tap, on Enter/Space/ArrowDown on its button; arrows move
 * through its links; Esc, focus leaving or the mouse leaving closes it. A touch does not count as a hover (else
 * the tap's emulated mouseenter would open it and its click close it again at once).
 */
function Dropdown({ group, currentPath }: { group: NavGroup; currentPath: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  /** Opened by the mouse coming over it: the click that usually follows keeps it open instead of closing it. */
  const hovered = useRef(false);
  const label = t(`nav.${group.label}`);
  const current = isCurrentGroup(group, currentPath);

  return (
    <li
      className={[styles.item, open && styles.open].filter(Boolean).join(" ")}
      onPointerEnter={(event) => {
        if (event.pointerType !== "mouse") return;
        hovered.current = true;
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== "mouse") return;
        hovered.current = false;
        setOpen(false);
      }}
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
        onClick={() => {
          if (hovered.current) {
            hovered.current = false;
            setOpen(true);
          } else setOpen((value) => !value);
        }}
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
      <ul id={id} className={styles.submenu} aria-label={label} onKeyDown={moveFocus}>
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

/** The desktop menu (from 1024 px, where it fits beside the header's other items in every language:
 * header.module.css): dropdown groups and plain links. */
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
