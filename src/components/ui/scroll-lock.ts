import { useEffect } from "react";

/**
 * Page scroll lock shared by the mobile menu and the search modal. Counted, so two overlays don't release
 * each other's lock; the scrollbar's width is kept as padding so the page does not shift. The scroll position
 * is kept too: `overflow: hidden` stops the visitor's scrolling but not the browser's, and focusing a control
 * while the overlay is open (with the root's `scroll-padding-top`, even one in a fixed or sticky box) scrolled
 * the page underneath by hundreds of pixels; unlocking puts it back where the visitor left it.
 */
let locks = 0;
let saved: { overflow: string; paddingRight: string; x: number; y: number } | null = null;

export function lockScroll(doc: Document = document): void {
  if (locks++ > 0) return;
  const root = doc.documentElement;
  const scrollbar = (doc.defaultView?.innerWidth ?? 0) - root.clientWidth;
  const view = doc.defaultView;
  saved = {
    overflow: root.style.overflow,
    paddingRight: root.style.paddingRight,
    x: view?.scrollX ?? 0,
    y: view?.scrollY ?? 0,
  };
  root.style.overflow = "hidden";
  if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
}

export function unlockScroll(doc: Document = document): void {
  if (locks === 0 || --locks > 0) return;
  const root = doc.documentElement;
  root.style.overflow = saved?.overflow ?? "";
  root.style.paddingRight = saved?.paddingRight ?? "";
  const view = doc.defaultView;
  // "instant": the root's `scroll-behavior: smooth` would otherwise animate the way back.
  if (saved && view && (view.scrollX !== saved.x || view.scrollY !== saved.y))
    view.scrollTo({ left: saved.x, top: saved.y, behavior: "instant" });
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
