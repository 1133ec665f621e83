import React from "react";
import { navigate } from "gatsby";
import { signOut } from "aws-amplify/auth";
import { Link } from "../../../components/ui";
import { useLocalize, useTranslation } from "../../../i18n/i18n-context";
import type { StaffGroup } from "../../../domain/staff-groups";
import { sectionsFor } from "./sections";
import { LinkNotice } from "./link-notice";
import * as styles from "./area.module.css";

/** The customer area's frame: its menu (with sign-out; staff also see their groups' sections) beside the current section. */
export function AreaShell({
  current,
  groups = [],
  children,
}: {
  current: string;
  groups?: readonly StaffGroup[];
  children: React.ReactNode;
}) {
  const { t } = useTranslation("conta");
  const localize = useLocalize();

  async function onSignOut() {
    await signOut();
    await navigate(`${localize("/login/")}?signedOut=1`, { replace: true });
  }

  return (
    <div className={styles.layout}>
      <nav className={styles.nav} aria-label={t("area.navLabel")}>
        <ul>
          {sectionsFor(groups).map((section) => (
            <li key={section.path}>
              <Link to={section.path} aria-current={section.path === current ? "page" : undefined}>
                {section.ns ? t(`${section.ns}:nav.${section.key}`) : t(`area.nav.${section.key}`)}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" className={styles.signOut} onClick={onSignOut}>
              {t("area.signOut")}
            </button>
          </li>
        </ul>
      </nav>
      <div className={styles.content}>
        <LinkNotice />
        {children}
      </div>
    </div>
  );
}

export { styles as areaStyles };
