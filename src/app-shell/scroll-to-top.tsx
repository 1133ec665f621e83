import React, { useEffect, useState } from "react";
import { useTranslation } from "../i18n/i18n-context";
import { Icon } from "../components/ui";
import * as styles from "./scroll-to-top.module.css";

/** A floating link back to the top, shown once the visitor has scrolled past the first screen. */
export function ScrollToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > window.innerHeight * 0.8);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return (
    <a
      href="#top"
      className={[styles.link, visible && styles.visible].filter(Boolean).join(" ")}
      data-testid="scroll-to-top"
    >
      <Icon name="arrowUp" />
      <span className="visually-hidden">{t("scrollToTop")}</span>
    </a>
  );
}
