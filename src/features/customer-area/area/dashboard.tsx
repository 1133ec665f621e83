import React, { useEffect, useState } from "react";
import { fetchMFAPreference } from "aws-amplify/auth";
import { Link } from "../../../components/ui";
import { useTranslation } from "../../../i18n/i18n-context";
import type { Customer } from "./use-customer";
import { areaStyles as styles } from "./area-shell";

/** `/area-cliente/`: a greeting, the account's security state and a way into each section. */
export function Dashboard({ customer }: { customer: Customer }) {
  const { t } = useTranslation("conta");
  const [mfa, setMfa] = useState<"on" | "off" | null>(null);

  useEffect(() => {
    fetchMFAPreference()
      .then((preference) => setMfa(preference.enabled?.length ? "on" : "off"))
      .catch(() => setMfa(null));
  }, []);

  return (
    <>
      <h1 className={styles.title}>{t("dashboard.title", { name: customer.name || customer.email })}</h1>
      <p className={styles.lead}>{t("dashboard.lead")}</p>
      <div className={styles.cards}>
        <section className={styles.card}>
          <h2>{t("area.nav.profile")}</h2>
          <p>{customer.email}</p>
          {mfa && <p>{t(`dashboard.mfa.${mfa}`)}</p>}
          <Link to="/area-cliente/perfil/">{t("dashboard.profileLink")}</Link>
        </section>
        <section className={styles.card}>
          <h2>{t("area.nav.documents")}</h2>
          <p>{t("dashboard.documentsText")}</p>
          <Link to="/area-cliente/documentos/">{t("dashboard.documentsLink")}</Link>
        </section>
        <section className={styles.card}>
          <h2>{t("dashboard.collectionTitle")}</h2>
          <p>{t("dashboard.collectionText")}</p>
          <Link to="/solicite-sua-coleta/">{t("dashboard.collectionLink")}</Link>
        </section>
      </div>
    </>
  );
}
