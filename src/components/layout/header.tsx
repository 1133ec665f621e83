import React from "react";
import { navigationFor } from "../../config/navigation";
import { useTranslation } from "../../i18n/i18n-context";
import { Container, Link } from "../ui";
import { AccountEntry, useSignedInName } from "./account-entry";
import { DesktopNav } from "./desktop-nav";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { SearchButton } from "../../features/search/search-button";
import * as styles from "./header.module.css";

/** The sticky site header: logo, menu (desktop) or hamburger (mobile), search, sign-in or the customer, language flags. */
export function Header({ pathname }: { pathname: string }) {
  const { t, language, path } = useTranslation();
  const items = navigationFor(language);
  const customer = useSignedInName(pathname);
  return (
    <header className={styles.header}>
      <Container size="wide" className={styles.bar}>
        <Link to="/" className={styles.logo} aria-label={t("header.homeLabel")}>
          <Logo />
        </Link>
        <DesktopNav items={items} currentPath={path} />
        <SearchButton className={styles.search} />
        <AccountEntry name={customer} className={styles.account} textClassName={styles.accountText} />
        <LanguageSwitcher pathname={pathname} className={styles.flags} />
        <MobileMenu items={items} pathname={pathname} customer={customer} />
      </Container>
    </header>
  );
}
