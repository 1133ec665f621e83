import React, { useEffect } from "react";
import { useTranslation } from "../i18n/i18n-context";
import { Footer } from "./footer";
import { Header } from "./header";
import { ScrollToTop } from "./scroll-to-top";
import { ErrorBoundary, LoadFailed } from "../components/ui/lazy-boundary";
import { NavigationStatus } from "../features/recovery/navigation-progress";
import * as styles from "./layout.module.css";

type LayoutProps = {
  pathname: string;
  /** Indexed by site search (Pagefind reads only <main> of pages marked so): false for noindex pages. */
  searchable?: boolean;
  children: React.ReactNode;
};

/** Every page: skip link, header, main, footer and the scroll-to-top link. */
export function Layout({ pathname, searchable = false, children }: LayoutProps) {
  const { t } = useTranslation();
  // After the first page's effects have run (this one runs last): the page is interactive. Browser tests
  // wait for it (e2e/test.ts) instead of racing the time-sliced hydration.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <>
      <span id="top" />
      <NavigationStatus />
      <a href="#main" className={styles.skip}>
        {t("skipToContent")}
      </a>
      <Header pathname={pathname} />
      <main id="main" tabIndex={-1} className={styles.main} {...(searchable ? { "data-pagefind-body": "" } : {})}>
        {/* A page that throws while it renders shows a message with "Try again"; header and footer stay. */}
        <ErrorBoundary key={pathname} fallback={(retry) => <LoadFailed retry={retry} message="recovery.pageFailed" />}>
          {children}
        </ErrorBoundary>
      </main>
      <Footer />
      <ScrollToTop />
    </>
  );
}
