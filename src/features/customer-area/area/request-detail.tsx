import React, { useCallback } from "react";
import type { ColetaRecord } from "../../../domain/coleta";
import { formatCep, formatCnpj } from "../../../domain/brazil";
import { formatDay } from "../../../domain/dates";
import { Button, Link } from "../../../components/ui";
import { KeepTogether } from "../../../components/ui/keep-together";
import { useLanguage, useTranslation } from "../../../i18n/i18n-context";
import { callApi } from "../../backend/api-client";
import { formatDate } from "./documents-format";
import { displayPhone } from "./display-format";
import { areaStyles as styles } from "./area-shell";
import { idToken } from "./id-token";
import { CertificateDownload, StatusBadge, canRate, statusStyles } from "./lifecycle-view";
import { settle, useLoad } from "./load-state";

/** `/area-cliente/pedidos/{protocol}/`: one of the customer's requests (another customer's is "not found"). */
export function RequestDetail({ protocol }: { protocol: string }) {
  const { t } = useTranslation("formularios");
  const language = useLanguage();
  const { state, reload } = useLoad(
    useCallback(
      async () =>
        settle(
          await callApi<ColetaRecord>("ColetaAPI", `/coleta/${encodeURIComponent(protocol)}`, {
            token: await idToken(),
          }),
          ["missing"],
        ),
      [protocol],
    ),
  );

  const loaded = state.status === "ready" ? state.value : null;
  const number = new Intl.NumberFormat(language);
  const rows: [string, React.ReactNode][] = loaded
    ? [
        [t("pedidos.date"), formatDate(new Date(loaded.createdAt), language)],
        [t("pedidos.status"), <StatusBadge key="status" status={loaded.status} />],
        // The base that serves it ("Base Campinas"), named by the server from content/bases.
        ...(loaded.base
          ? [[t("pedidos.base"), t("common:operatingBase", { name: loaded.base.name })] as [string, string]]
          : []),
        ...(loaded.schedule
          ? [
              [
                t("pedidos.scheduled"),
                t("pedidos.window", {
                  date: formatDay(loaded.schedule.date, language, "long"),
                  from: loaded.schedule.from,
                  to: loaded.schedule.to,
                }),
              ] as [string, string],
            ]
          : []),
        ...(loaded.collection
          ? [[t("pedidos.collectedLiters"), number.format(loaded.collection.liters)] as [string, string]]
          : []),
        ...(loaded.cancellation
          ? [[t("pedidos.cancellationReason"), loaded.cancellation.reason] as [string, string]]
          : []),
        [t("coleta.companyName"), loaded.company.name],
        [t("coleta.cnpj"), formatCnpj(loaded.company.cnpj)],
        [
          t("coleta.contactName"),
          `${loaded.contact.name} · ${loaded.contact.email} · ${displayPhone(loaded.contact.phone)}`,
        ],
        [
          t("coleta.address"),
          `${loaded.address.street}, ${loaded.address.number}${loaded.address.complement ? ` ${loaded.address.complement}` : ""} · ${loaded.address.district} · ${loaded.address.city}/${loaded.address.state} · ${formatCep(loaded.address.cep)}`,
        ],
        [t("coleta.generatorType"), t(`coleta.generatorTypes.${loaded.generatorType}`)],
        [t("coleta.estimatedLiters"), number.format(loaded.estimatedLiters)],
        [t("coleta.container"), t(`coleta.containers.${loaded.container}`)],
        ...(loaded.preferredDate
          ? [[t("coleta.preferredDate"), formatDay(loaded.preferredDate, language, "short")] as [string, string]]
          : []),
        ...(loaded.notes ? [[t("coleta.notes"), loaded.notes] as [string, string]] : []),
      ]
    : [];
  const history = loaded?.history ?? [];

  return (
    <>
      <h1 className={styles.title}>
        <KeepTogether text={t("pedidos.detailTitle", { protocol })} part={protocol} />
      </h1>
      {state.status === "missing" && <p role="alert">{t("pedidos.notFound")}</p>}
      {state.status === "failed" && (
        <div role="alert">
          <p className={styles.danger}>{t("pedidos.detailFailed")}</p>
          <Button variant="secondary" onClick={reload}>
            {t("pedidos.retry")}
          </Button>
        </div>
      )}
      {state.status === "loading" && <p role="status">{t("conta:common.loading")}</p>}
      {loaded?.status === "certificada" && loaded.certificate && (
        <section className={styles.block} aria-labelledby="certificate-title">
          <h2 id="certificate-title">{t("pedidos.certificate.title")}</h2>
          <p>{t("pedidos.certificate.text", { code: loaded.certificate.code })}</p>
          <CertificateDownload record={loaded} />
        </section>
      )}
      {loaded && canRate(loaded.status) && (
        <p>
          <Link to={`/area-cliente/pesquisa/${loaded.protocol}/`}>{t("pedidos.survey")}</Link>
        </p>
      )}
      {rows.length > 0 && (
        <dl className={styles.block}>
          {rows.map(([term, value]) => (
            <div key={term}>
              <dt>
                <strong>{term}</strong>
              </dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {history.length > 0 && (
        <section className={styles.block} aria-labelledby="timeline-title">
          <h2 id="timeline-title">{t("pedidos.timeline")}</h2>
          <ol className={statusStyles.timeline}>
            {history.map((step) => (
              <li key={`${step.to}-${step.at}`}>
                <span>
                  <StatusBadge status={step.to} />
                </span>
                <time dateTime={step.at}>{formatDate(new Date(step.at), language)}</time>
                {step.note && <p className={statusStyles.note}>{step.note}</p>}
              </li>
            ))}
          </ol>
        </section>
      )}
      <p>
        <Link to="/area-cliente/pedidos/">{t("pedidos.back")}</Link>
      </p>
    </>
  );
}
