import React from "react";
import { addressLine, phoneHref } from "../content/company";
import type { Company } from "../content/content-schema";
import { useTranslation } from "../i18n/i18n-context";
import * as styles from "./footer-contact.module.css";

/**
 * The company's details from site settings: legal name, CNPJ, address, phone and e-mail as links, registrations.
 * A registration left empty in the settings is left out (the whole line when both are), never shown half-filled.
 */
export function FooterContact({ company }: { company: Company }) {
  const { t } = useTranslation();
  const registrations = [
    company.anpAuthorization && `${t("footer.contact.anp")}: ${company.anpAuthorization}`,
    company.environmentalLicense && `${t("footer.contact.license")}: ${company.environmentalLicense}`,
  ].filter((line): line is string => Boolean(line));
  return (
    <address className={styles.contact} data-settings="company">
      <p className={styles.legal}>
        <strong data-settings-field="legalName">{company.legalName}</strong>
        <span>
          {t("footer.contact.cnpj")} <span data-settings-field="cnpj">{company.cnpj}</span>
        </span>
      </p>
      <p>{addressLine(company.address)}</p>
      <p className={styles.links}>
        <a href={phoneHref(company.phone)} data-settings-field="phone">
          <span className="visually-hidden">{t("footer.contact.phone")} </span>
          {company.phone}
        </a>
        <a href={`mailto:${company.emails.contact}`} data-settings-field="email">
          <span className="visually-hidden">{t("footer.contact.email")} </span>
          {company.emails.contact}
        </a>
      </p>
      {registrations.length > 0 && <p className={styles.registrations}>{registrations.join(" · ")}</p>}
    </address>
  );
}
