import React from "react";
import { Button } from "../../../components/ui";
import { useTranslation } from "../../../i18n/i18n-context";
import { areaStyles as styles } from "./area-shell";
import type { LoadState } from "./load-state";

/**
 * The one display of a page's data while it is not ready (load-state.ts): "loading…" as a status, "not found" and
 * "could not load" (with "try again") as alerts; the page itself once it is ready. A 403 is the page's to show (the
 * operations pages show "not allowed"): nothing here.
 */
export function LoadView<T>({
  state,
  reload,
  loading,
  missing,
  failed,
  children,
}: {
  state: LoadState<T>;
  reload: () => void;
  /** "Checking the request…" where the page says more than "Loading…" */
  loading?: string;
  /** "We could not find this request." (a list, which cannot be missing, leaves it out) */
  missing?: string;
  /** "Could not load this request." */
  failed: string;
  children: (value: T) => React.ReactNode;
}) {
  const { t } = useTranslation("conta");
  switch (state.status) {
    case "ready":
      return <>{children(state.value)}</>;
    case "loading":
      return <p role="status">{loading ?? t("common.loading")}</p>;
    case "missing":
      return <p role="alert">{missing ?? failed}</p>;
    case "failed":
      return (
        <div role="alert" data-load-failed="">
          <p className={styles.danger}>{failed}</p>
          <Button type="button" variant="secondary" onClick={reload}>
            {t("common.retry")}
          </Button>
        </div>
      );
    case "forbidden":
      return null;
  }
}
