import React, { type ComponentType } from "react";
import { useTranslation } from "../../../i18n/i18n-context";
import { formStyles } from "../../../components/forms/form-parts";
import { Button } from "../../../components/ui";
import { lazyWithRetry } from "../../../components/ui/lazy-with-retry";

function Loading() {
  const { t } = useTranslation("conta");
  return (
    <p className={formStyles.loading} role="status">
      {t("common.loading")}
    </p>
  );
}

function Failed({ retry }: { retry: () => void }) {
  const { t } = useTranslation("conta");
  return (
    <div role="alert" data-lazy-failed="">
      <p className={formStyles.loading}>{t("common.sectionFailed")}</p>
      <Button type="button" onClick={retry}>
        {t("common.retry")}
      </Button>
    </div>
  );
}

/**
 * A customer-area section whose code (Storage, QR codes, the request forms) loads only when it is shown, so
 * the area's first page stays within its JavaScript budget. While loading it says so; if the load fails it
 * says so in the visitor's language and "Try again" loads it anew (the site's shared lazyWithRetry).
 */
export function lazySection<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazyWithRetry(load, { loading: <Loading />, failed: (retry) => <Failed retry={retry} /> });
}
