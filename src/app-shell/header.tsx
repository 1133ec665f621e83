import React from "react";
import { headerNavigation, navigationFor } from "../config/navigation";
import { collectionFormPath } from "../config/routes";
import { useSiteSettings } from "../hooks/use-site-settings";
import { blogMenuLinks } from "./blog-menu";
import { useTranslation } from "../i18n/i18n-context";
import { Button, Container, Link } from "../components/ui";
import { AccountEntry, useSignedInName } from "./account-entry";
import { DesktopNav } from "./desktop-nav";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { SearchButton } from "../features/search/search-button";
import * as styles from "./header.module.css";

/** The collection request form's page: the header's call to action leads to its form (and is left out there). */
export const collectionPath = "/solicite-sua-coleta/";

/**
 * The sticky site header: logo, menu (desktop) or hamburger, "request a collection", search, sign-in or the
 * customer, language flags. Which of them sit in the bar at which width: header.module.css.
 */
export function Header({ pathname }: { pathname: string }) {
  const { t, language, path } = useTranslation();
  const { editorias } = useSiteSettings();
  const items = navigationFor(language, headerNavigation, blogMenuLinks(editorias, language));
  const customer = useSignedInName(pathname);
  // On the form's own page a button leading to it would only lead away from the form the visitor is filling.
  const showCta = path !== collectionPath;
  return (
    <header className={styles.header}>
      <Container size="wide" className={styles.bar}>
        <Link to="/" className={styles.logo} aria-label={t("header.homeLabel")}>
          <Logo />
        </Link>
        <DesktopNav items={items} currentPath={path} />
        {showCta && (
          <Button to={collectionFormPath} className={styles.cta} data-header-cta="">
            {t("nav.requestCollection")}
          </Button>
        )}
        <SearchButton className={styles.search} />
        <AccountEntry name={customer} className={styles.account} textClassName={styles.accountText} />
        <LanguageSwitcher pathname={pathname} className={styles.flags} />
        <MobileMenu items={items} pathname={pathname} customer={customer} cta={showCta ? collectionFormPath : null} />
      </Container>
    </header>
  );
}
