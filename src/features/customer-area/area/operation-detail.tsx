import React, { useCallback } from "react";
import { Link } from "../../../components/ui";
import { KeepTogether } from "../../../components/ui/keep-together";
import { nextStatuses } from "../../../domain/lifecycle";
import { useLanguage, useTranslation } from "../../../i18n/i18n-context";
import { callApi } from "../../backend/api-client";
import { areaStyles as styles } from "./area-shell";
import { idToken } from "./id-token";
import { NotAllowed } from "./not-allowed";
import { CertificateDownload, TransitionForm } from "./operation-actions";
import { DuplicateWarning, RecordDetails, RecordHistory } from "./operation-record";
import { loadOperatingBases, type OperatorRecord } from "./operations-api";
import { LoadView } from "./load-view";
import { settle, useLoad } from "./load-state";
import * as opStyles from "./operations.module.css";

/**
 * `/area-cliente/operacao/{protocol}/`: one request as the crew needs it (operation-record.tsx), the same CNPJ's other
 * open requests, its history, and the transitions its status allows (operation-actions.tsx).
 */
export function OperationDetail({ protocol, operator }: { protocol: string; operator: boolean | null }) {
  const { t } = useTranslation("operacao");
  const language = useLanguage();
  const {
    state: loaded,
    set: setLoaded,
    reload,
  } = useLoad(
    useCallback(
      async () =>
        settle(
          await callApi<OperatorRecord>(
            "ColetaAPI",
            `/operacao/coleta/${encodeURIComponent(protocol)}?language=${language}`,
            { token: await idToken() },
          ),
          ["forbidden", "missing"],
        ),
      [protocol, language],
    ),
    operator === true,
  );
  const { state: basesState } = useLoad(loadOperatingBases, operator === true);
  const bases = basesState.status === "ready" ? basesState.value.items : [];
  /** "Base Guarulhos" for a base id (the id itself for one no longer in content/bases). */
  const baseName = (id: string | null) => {
    if (!id) return t("history.noBase");
    return t("common:operatingBase", { name: bases.find((base) => base.id === id)?.name ?? id });
  };
  const done = useCallback((next: OperatorRecord) => setLoaded({ status: "ready", value: next }), [setLoaded]);

  if (operator === null) return <p role="status">{t("conta:common.loading")}</p>;
  if (operator === false || loaded.status === "forbidden") return <NotAllowed />;

  return (
    <>
      <h1 className={styles.title}>
        <KeepTogether
          text={t("detail.title", { protocol: loaded.status === "ready" ? loaded.value.protocol : protocol })}
          part={loaded.status === "ready" ? loaded.value.protocol : protocol}
        />
      </h1>
      <LoadView state={loaded} reload={reload} missing={t("detail.missing")} failed={t("detail.failed")}>
        {(record) => (
          <>
            <DuplicateWarning record={record} />
            <RecordDetails record={record} baseName={baseName} />
            {record.status === "certificada" && (
              <CertificateDownload protocol={record.protocol} ready={Boolean(record.certificate?.sha256)} />
            )}
            <RecordHistory record={record} baseName={baseName} />
            {nextStatuses[record.status].length > 0 && (
              <>
                <h2>{t("actions.title")}</h2>
                <div className={opStyles.actions}>
                  {nextStatuses[record.status].map((to) => (
                    <TransitionForm
                      key={`${record.status}-${to}`}
                      record={record}
                      to={to}
                      onDone={done}
                      reload={() => void reload()}
                    />
                  ))}
                  {bases.length > 1 && (
                    // Keyed by the base: after a move the form starts again, with a new idempotency key.
                    <TransitionForm
                      key={`base-${record.baseId ?? ""}`}
                      record={record}
                      to="base"
                      baseOptions={bases
                        .filter((base) => base.id !== record.baseId)
                        .map((base) => ({ value: base.id, label: `${baseName(base.id)} (${base.city}/${base.uf})` }))}
                      onDone={done}
                      reload={() => void reload()}
                    />
                  )}
                </div>
              </>
            )}
          </>
        )}
      </LoadView>
      <p>
        <Link to="/area-cliente/operacao/">{t("detail.back")}</Link>
      </p>
    </>
  );
}
