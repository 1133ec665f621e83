import React from "react";
import { useTranslation } from "../../../../i18n/i18n-context";
import { Forbidden } from "../not-allowed";

/** A back-office page for someone outside the groups it is for. */
export function BackofficeNotAllowed() {
  return <Forbidden namespace="backoffice" marker="data-backoffice-forbidden" />;
}

/** "Loading…" while the page does not know yet whether the signed-in user may see it. */
export function Checking() {
  const { t } = useTranslation("backoffice");
  return <p role="status">{t("common.loading")}</p>;
}
