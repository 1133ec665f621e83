import { useEffect } from "react";

/**
 * Page scroll lock shared by the mobile menu and the search modal. Counted, so two overlays don't release
 * each other's lock; the scrollbar's width is kept as padding so the page does not shift.
 */
let locks = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

export function lockScroll(doc: Document = document): void {
  if (locks++ > 0) return;
  const root = doc.documentElement;
  const scrollbar = (doc.defaultView?.innerWidth ?? 0) - root.clientWidth;
  saved = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
  root.style.overflow = "hidden";
  if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
}

export function unlockScroll(doc: Document = document): void {
  if (locks === 0 || --locks > 0) return;
  const root = doc.documentElement;
  root.style.overflow = saved?.overflow ?? "";
  root.style.paddingRight = saved?.paddingRight ?? "";
  saved = null;
}

export function isScrollLocked(): boolean {
  return locks > 0;
}

/** Locks page scroll while `active` is true, releasing it on change and on unmount. */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    lockScroll();
    return () => unlockScroll();
  }, [active]);
}
