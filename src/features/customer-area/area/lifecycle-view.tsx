import React, { useState } from "react";
import type { ColetaRecord } from "../../../domain/coleta";
import { surveyableStatuses, type LifecycleStatus } from "../../../domain/lifecycle";
import { Button } from "../../../components/ui";
import { useTranslation } from "../../../i18n/i18n-context";
import { callApi } from "../../backend/api-client";
import { idToken } from "./id-token";
import * as statusStyles from "./status.module.css";

export { statusStyles };

/** The request's status as a coloured badge with its translated label. */
export function StatusBadge({ status }: { status: LifecycleStatus }) {
  const { t } = useTranslation("formularios");
  return (
    <span className={`${statusStyles.badge} ${statusStyles[status]}`} data-status={status}>
      {t(`pedidos.statuses.${status}`)}
    </span>
  );
}

/** Statuses whose request can be rated (PesquisaAPI answers 409 `not_collected` before). */
export function canRate(status: LifecycleStatus): boolean {
  return surveyableStatuses.includes(status);
}

/** Statuses still in progress (neither final nor collected). */
export const openStatuses: readonly LifecycleStatus[] = ["recebida", "agendada", "coletada"];

/** Asks ColetaAPI for a signed link to the request's certificate PDF, then opens it (the link downloads it). */
export async function fetchCertificateUrl(protocol: string): Promise<string | null> {
  const result = await callApi<{ url: string }>("ColetaAPI", `/coleta/${encodeURIComponent(protocol)}/certificado`, {
    token: await idToken(),
  });
  return result.kind === "ok" ? result.body.url : null;
}

/** The certificate download button: a failure shows a translated message and the button stays to try again. */
export function CertificateDownload({ record }: { record: Pick<ColetaRecord, "protocol"> }) {
  const { t } = useTranslation("formularios");
  const [state, setState] = useState<"idle" | "busy" | "failed">("idle");
  async function download() {
    setState("busy");
    const url = await fetchCertificateUrl(record.protocol).catch(() => null);
    if (!url) return setState("failed");
    setState("idle");
    window.location.assign(url);
  }
  return (
    <div>
      <Button onClick={() => void download()} disabled={state === "busy"} aria-busy={state === "busy"}>
        {t(
          state === "failed"
            ? "pedidos.certificate.retry"
            : state === "busy"
              ? "pedidos.certificate.busy"
              : "pedidos.certificate.download",
        )}
      </Button>
      {state === "failed" && (
        <p role="alert" className={statusStyles.note}>
          {t("pedidos.certificate.failed")}
        </p>
      )}
    </div>
  );
}
