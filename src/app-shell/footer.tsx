import React, { useEffect, useState } from "react";
import { footerFor } from "../config/navigation";
import { site } from "../config/site";
import { formatFileSize } from "../domain/numbers";
import type { Company } from "../content/content-schema";
import { openConsentPreferences } from "../features/consent/open-preferences";
import { useSiteSettings } from "../hooks/use-site-settings";
import { useTranslation } from "../i18n/i18n-context";
import { Container, Icon, Link } from "../components/ui";
import { FooterContact } from "./footer-contact";
import { Logo } from "./logo";
import * as styles from "./footer.module.css";

/**
 * The ISO 14001 seal, a file of its own (static/): imported, webpack wrote it into every page's main bundle as a
 * base64 data URI (0.4 KB gzip of JavaScript on every page, for an image below the fold that loads lazily).
 */
const seal = "/seal-iso-14001.svg";

/** The copyright line's year: always the current one (SPEC §9). */
export function copyrightYear(now: Date = new Date()): number {
  return now.getFullYear();
}

/**
 * The year as the page was built (what its HTML says, so hydration finds the same text), then the visitor's
 * current year once the page runs. Rendered straight from the clock, a page built in an earlier year failed
 * hydration on every visit after New Year (React #418/#425) and was rendered again from scratch.
 */
function useCopyrightYear(buildYear: number): number {
  const [year, setYear] = useState(buildYear);
  useEffect(() => setYear(copyrightYear()), []);
  return year;
}

type SocialNetwork = keyof Company["social"];
const socialNetworks: SocialNetwork[] = ["instagram", "facebook", "linkedin", "youtube"];

/**
 * The site's footer. While the settings say the site runs with demonstration data, it says so here, once for the
 * whole site, beside the company's details; the ISO 14001 seal shows only when the settings list that certification.
 */
export function Footer() {
  const { t, language } = useTranslation();
  const { demonstrationData, footerFiles, company, buildYear } = useSiteSettings();
  const footerFile = footerFiles[language];
  const columns = footerFor(language);
  const year = useCopyrightYear(buildYear);

  return (
    <footer className={styles.footer}>
      <Container size="wide">
        <div className={styles.top}>
          <div className={styles.brand}>
            <Logo className={styles.logo} />
            <p className={styles.tagline}>{t("footer.tagline")}</p>
            <FooterContact company={company} />
            {demonstrationData && (
              <p className={styles.demonstration} data-demonstration-notice="">
                {t("demonstration.notice")}
              </p>
            )}
            {company.certifications.some((certification) => /^ISO 14001\b/.test(certification.name)) && (
              <img src={seal} width={88} height={88} alt={t("footer.sealAlt")} loading="lazy" decoding="async" />
            )}
          </div>
          <nav className={styles.columns} aria-label={t("footer.navLabel")}>
            {columns.map((column) => (
              <div key={column.label}>
                <h2 className={styles.columnTitle}>{t(`footer.columns.${column.label}`)}</h2>
                <ul className={styles.links}>
                  {column.links.map((link) => (
                    <li key={link.to + link.label}>
                      <Link to={link.to}>{t(`nav.${link.label}`)}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <div className={styles.bottom}>
          <p>{t("footer.copyright", { year, name: site.name })}</p>
          <button
            type="button"
            className={styles.cookies}
            data-consent-open=""
            onClick={(event) => openConsentPreferences(event.currentTarget)}
          >
            {t("footer.cookiePreferences")}
          </button>
          {footerFile && (
            <a
              href={footerFile.publicURL}
              target="_blank"
              rel="noopener"
              className={styles.download}
              data-testid="footer-file"
            >
              <Icon name="download" size={18} />
              {t("footer.download", { size: formatFileSize(footerFile.size, language) })}
              <span className="visually-hidden"> {t("footer.newTab")}</span>
            </a>
          )}
          <ul className={styles.social} aria-label={t("footer.social")}>
            {socialNetworks.map((network) => (
              <li key={network}>
                <a
                  href={company.social[network]}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.socialLink}
                >
                  <Icon name={network} size={22} />
                  <span className="visually-hidden">
                    {t(`footer.networks.${network}`)} {t("footer.newTab")}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </footer>
  );
}
