import React, { useEffect, useState } from "react";
import { useTranslation } from "../../i18n/i18n-context";
import * as styles from "./navigation-progress.module.css";

/** Sent by gatsby-browser.tsx: Gatsby's `onRouteUpdateDelayed` (the next page took over 1 s) and `onRouteUpdate`. */
export const navigationDelayedEvent = "circulare:navigation-delayed";
export const navigationDoneEvent = "circulare:navigation-done";

/**
 * A navigation that takes more than a second shows a thin bar over the top edge and says "Loading…" to screen
 * readers (a polite status), until the next page is shown.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const start = () => setBusy(true);
    const done = () => setBusy(false);
    window.addEventListener(navigationDelayedEvent, start);
    window.addEventListener(navigationDoneEvent, done);
    return () => {
      window.removeEventListener(navigationDelayedEvent, start);
      window.removeEventListener(navigationDoneEvent, done);
    };
  }, []);
  return (
    <>
      {busy && <div className={styles.bar} data-navigation-progress="" />}
      <div role="status" className="visually-hidden">
        {busy ? t("recovery.loading") : ""}
      </div>
    </>
  );
}
