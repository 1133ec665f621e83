import React from "react";
import { Link } from "../../../components/ui";
import { useTranslation } from "../../../i18n/i18n-context";
import { areaStyles as styles } from "./area-shell";

/**
 * What someone outside the operators' group sees on an operations page (a customer who typed the address): no
 * data, a way back. Its own module, so the detail page does not bring the list's code.
 */
export function NotAllowed() {
  const { t } = useTranslation("operacao");
  return (
    <>
      <h1 className={styles.title}>{t("forbidden.title")}</h1>
      <p role="alert" data-operations-forbidden="">
        {t("forbidden.text")}
      </p>
      <p>
        <Link to="/area-cliente/">{t("forbidden.back")}</Link>
      </p>
    </>
  );
}
