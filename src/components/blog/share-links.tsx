import React from "react";
import { useCopyLink } from "../../hooks/use-copy-link";
import { useTranslation } from "../../i18n/i18n-context";
import { shareTargets } from "../../content/share";
import * as styles from "./share-links.module.css";

/**
 * Plain links to each network's share page (no third-party script, no tracking pixel) and a button that
 * copies the address where the Clipboard API is available.
 */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation("blog");
  const { state: copied, copy: copyLink } = useCopyLink();
  const copy = () => copyLink(url);
  return (
    <section className={styles.share} aria-labelledby="share-heading" data-pagefind-ignore="all">
      <h2 id="share-heading" className={styles.heading}>
        {t("post.share")}
      </h2>
      <ul className={styles.list}>
        {shareTargets(url, title).map((target) => (
          <li key={target.network}>
            <a
              className={styles.link}
              href={target.href}
              target="_blank"
              rel="noopener noreferrer"
              data-network={target.network}
            >
              {target.label ?? t("post.email")}
              <span className="visually-hidden"> {t("post.newWindow")}</span>
            </a>
          </li>
        ))}
        <li>
          <button type="button" className={styles.link} onClick={copy}>
            {t("post.copyLink")}
          </button>
        </li>
      </ul>
      <p className={styles.status} role="status">
        {copied === "copied" ? t("post.copied") : copied === "failed" ? t("post.copyFailed") : ""}
      </p>
    </section>
  );
}
