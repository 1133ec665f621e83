import React from "react";
import type { Language } from "../../config/languages";
import { localizePath } from "../../i18n/paths";
import * as styles from "./consent.module.css";

export type BannerStrings = {
  title: string;
  text: string;
  policy: string;
  acceptAll: string;
  rejectAll: string;
  choose: string;
};

/**
 * The consent banner's markup, written into every page's HTML by gatsby-ssr.tsx (after the body's content, not
 * part of React's tree) so that it paints with the page: a banner that appeared later, after a lazy chunk,
 * would become the page's Largest Contentful Paint. A visitor who already chose never sees it: the Consent
 * Mode script in <head> marks <html data-consent-stored> before anything paints, and the CSS hides it. Its
 * buttons work through one delegated listener (src/features/third-party/loader.ts) that loads the consent
 * chunk on the first press. Its last element marks the markup as whole: until the parser has reached it the CSS
 * keeps the banner out of the page, so a document arriving in pieces never paints it half-built and then grows
 * it upward (a layout shift).
 */
export function BannerMarkup({ language, strings }: { language: Language; strings: BannerStrings }) {
  return (
    <div className={styles.banner} role="region" aria-labelledby="consent-title" tabIndex={-1} data-consent-banner="">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <h2 id="consent-title" className={styles.title}>
            {strings.title}
          </h2>
          <p className={styles.text}>
            {strings.text} <a href={localizePath("/politica-de-privacidade/", language)}>{strings.policy}</a>
          </p>
        </div>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} data-consent-action="reject">
            {strings.rejectAll}
          </button>
          <button type="button" className={styles.secondary} data-consent-action="choose">
            {strings.choose}
          </button>
          <button type="button" className={styles.primary} data-consent-action="accept">
            {strings.acceptAll}
          </button>
        </div>
      </div>
      <span className={styles.complete} />
    </div>
  );
}
