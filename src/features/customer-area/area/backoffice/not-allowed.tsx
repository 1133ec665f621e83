import React from "react";
import { Link } from "../../../../components/ui";
import { useTranslation } from "../../../../i18n/i18n-context";
import { areaStyles as styles } from "../area-shell";

/** What someone outside the groups a back-office page is for sees (a customer who typed the address): no data, a way back. */
export function BackofficeNotAllowed() {
  const { t } = useTranslation("backoffice");
  return (
    <>
      <h1 className={styles.title}>{t("forbidden.title")}</h1>
      <p role="alert" data-backoffice-forbidden="">
        {t("forbidden.text")}
      </p>
      <p>
        <Link to="/area-cliente/">{t("forbidden.back")}</Link>
      </p>
    </>
  );
}

/** "Loading…" while the page does not know yet whether the signed-in user may see it. */
export function Checking() {
  const { t } = useTranslation("backoffice");
  return <p role="status">{t("common.loading")}</p>;
}
