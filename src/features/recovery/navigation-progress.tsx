import React from "react";
import { useTranslation } from "../../i18n/i18n-context";
import * as styles from "./navigation-progress.module.css";

/**
 * The polite status a slow navigation is announced in, empty otherwise; it carries its "Loading…" text in the
 * page's language for `showNavigationProgress`. In the layout, once per page.
 */
export function NavigationStatus() {
  const { t } = useTranslation();
  // A live region without role="status": an empty one would otherwise be every page's first "status" for
  // assistive technology's lists and for tests that look for the page's own messages.
  return <div aria-live="polite" className="visually-hidden" data-navigation-status={t("recovery.loading")} />;
}

/**
 * Called by gatsby-browser.tsx with Gatsby's `onRouteUpdateDelayed` (the next page is still loading after 1 s)
 * and `onRouteUpdate` (it is shown): a thin bar over the top edge (fixed, so nothing moves) and "Loading…" in
 * the status, then neither. Plain DOM, so the home page's bundle carries almost nothing for it.
 */
export function showNavigationProgress(busy: boolean): void {
  const status = document.querySelector<HTMLElement>("[data-navigation-status]");
  if (status) status.textContent = busy ? (status.dataset.navigationStatus ?? "") : "";
  const bar = document.querySelector("[data-navigation-progress]");
  if (!busy) bar?.remove();
  else if (!bar) {
    const element = document.createElement("div");
    element.className = styles.bar;
    element.dataset.navigationProgress = "";
    document.body.append(element);
  }
}
