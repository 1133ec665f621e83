import React from "react";
import { Link } from "../../../components/ui";
import { useTranslation } from "../../../i18n/i18n-context";
import { areaStyles as styles } from "./area-shell";

/**
 * What someone outside the group a staff page is for sees (a customer who typed the address): no data, a way back.
 * Its words are under `forbidden.` in the page's namespace; `marker` names the alert for tests and bundle checks.
 * Its own module, so the detail pages do not bring the lists' code.
 */
export function Forbidden({
  namespace,
  marker,
}: {
  namespace: string;
  marker: "data-operations-forbidden" | "data-backoffice-forbidden";
}) {
  const { t } = useTranslation(namespace);
  return (
    <>
      <h1 className={styles.title}>{t("forbidden.title")}</h1>
      <p role="alert" {...{ [marker]: "" }}>
        {t("forbidden.text")}
      </p>
      <p>
        <Link to="/area-cliente/">{t("forbidden.back")}</Link>
      </p>
    </>
  );
}

/** An operations page for someone outside the operators' group. */
export function NotAllowed() {
  return <Forbidden namespace="operacao" marker="data-operations-forbidden" />;
}
