import React, { useCallback } from "react";
import type { ColetaRecord } from "../../../domain/coleta";
import { Button, Link } from "../../../components/ui";
import { useLanguage, useTranslation } from "../../../i18n/i18n-context";
import { callApi } from "../../backend/api-client";
import { formatNumber } from "../../../domain/numbers";
import { formatDate } from "./documents-format";
import { areaStyles as styles } from "./area-shell";
import { idToken } from "./id-token";
import { StatusBadge, canRate } from "./lifecycle-view";
import { useLoad, type Settled } from "./load-state";
import { LoadView } from "./load-view";
import { collectionFormPath } from "../../../config/routes";

type Loaded = { requests: ColetaRecord[]; rated: Set<string> };

/** `/area-cliente/pedidos/`: the customer's collection requests, newest first, each with its survey link. */
export function Requests() {
  const { t } = useTranslation("formularios");
  const language = useLanguage();
  const { state, reload } = useLoad(
    useCallback(async (): Promise<Settled<Loaded>> => {
      const token = await idToken();
      const [requests, surveys] = await Promise.all([
        callApi<{ items: ColetaRecord[] }>("ColetaAPI", "/coleta", { token }),
        callApi<{ items: { protocol: string }[] }>("PesquisaAPI", "/pesquisa", { token }),
      ]);
      if (requests.kind !== "ok") return { status: "failed" };
      const rated = new Set(surveys.kind === "ok" ? surveys.body.items.map((item) => item.protocol) : []);
      return { status: "ready", value: { requests: requests.body.items, rated } };
    }, []),
  );

  return (
    <>
      <h1 className={styles.title}>{t("pedidos.title")}</h1>
      <p className={styles.lead}>{t("pedidos.lead")}</p>
      <p>
        <Button to={collectionFormPath}>{t("pedidos.new")}</Button>
      </p>
      <LoadView state={state} reload={reload} failed={t("pedidos.loadFailed")}>
        {(loaded) =>
          loaded.requests.length === 0 ? (
            <p>{t("pedidos.empty")}</p>
          ) : (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t("pedidos.protocol")}</th>
                  <th scope="col">{t("pedidos.date")}</th>
                  <th scope="col">{t("pedidos.status")}</th>
                  <th scope="col">{t("pedidos.volume")}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t("pedidos.survey")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {loaded.requests.map((request) => (
                  <tr key={request.protocol}>
                    <td data-label={t("pedidos.protocol")}>
                      <Link
                        to={`/area-cliente/pedidos/${request.protocol}/`}
                        className="nowrap"
                        aria-label={t("pedidos.details", { protocol: request.protocol })}
                      >
                        {request.protocol}
                      </Link>
                    </td>
                    <td data-label={t("pedidos.date")}>{formatDate(new Date(request.createdAt), language)}</td>
                    <td data-label={t("pedidos.status")}>
                      <StatusBadge status={request.status} />
                    </td>
                    <td data-label={t("pedidos.volume")} data-volume="">
                      {/* The collected litres once known, else the estimate: each labelled. */}
                      {request.collectedLitres !== undefined
                        ? t("pedidos.litresCollected", { liters: formatNumber(request.collectedLitres, language) })
                        : t("pedidos.litresEstimated", { liters: formatNumber(request.estimatedLiters, language) })}
                    </td>
                    <td>
                      {loaded.rated.has(request.protocol) ? (
                        t("pedidos.surveyDone")
                      ) : !canRate(request.status) ? (
                        t("pedidos.surveyLater")
                      ) : (
                        <Link to={`/area-cliente/pesquisa/${request.protocol}/`}>{t("pedidos.survey")}</Link>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </LoadView>
    </>
  );
}
