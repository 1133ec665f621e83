import React, { useCallback } from "react";
import type { ColetaRecord } from "../../../domain/coleta";
import { formatCnpj } from "../../../domain/brazil";
import { formatDay } from "../../../domain/dates";
import { formatNumber } from "../../../domain/numbers";
import { Link } from "../../../components/ui";
import { KeepTogether } from "../../../components/ui/keep-together";
import { useLanguage, useTranslation } from "../../../i18n/i18n-context";
import { callApi } from "../../backend/api-client";
import { addressLine } from "../../../domain/address";
import { displayPhoneFor, formatInstantDay } from "./record-format";
import { areaStyles as styles } from "./area-shell";
import { idToken } from "./id-token";
import { CertificateDownload, StatusBadge, canRate, statusStyles } from "./lifecycle-view";
import { LoadView } from "./load-view";
import { settle, useLoad } from "./load-state";

type Row = [term: string, value: React.ReactNode];

/**
 * `/area-cliente/pedidos/{protocol}/`: one of the customer's requests (another customer's is "not found"), with labels
 * of its own (the form's "Nome" is "Contato" here) and every date in one format per language (dates.ts, `medium`).
 */
export function RequestDetail({ protocol }: { protocol: string }) {
  const { t } = useTranslation("formularios");
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

  return (
    <>
      <h1 className={styles.title}>
        <KeepTogether text={t("pedidos.detailTitle", { protocol })} part={protocol} />
      </h1>
      <LoadView state={state} reload={reload} missing={t("pedidos.notFound")} failed={t("pedidos.detailFailed")}>
        {(record) => <RequestView record={record} />}
      </LoadView>
      <p>
        <Link to="/area-cliente/pedidos/">{t("pedidos.back")}</Link>
      </p>
    </>
  );
}

function RequestView({ record }: { record: ColetaRecord }) {
  const { t } = useTranslation("formularios");
  const language = useLanguage();
  const day = (value: string) => formatDay(value, language, "medium");
  const litres = (value: number) => t("pedidos.fields.litres", { liters: formatNumber(value, language) });
  const f = (key: string) => t(`pedidos.fields.${key}`);
  const rows: Row[] = [
    [t("pedidos.date"), formatInstantDay(record.createdAt, language)],
    [t("pedidos.status"), <StatusBadge key="status" status={record.status} />],
    // The base that serves it ("Base Campinas"), named by the server from content/bases.
    ...(record.base ? [[t("pedidos.base"), t("common:operatingBase", { name: record.base.name })] as Row] : []),
    ...(record.schedule
      ? [
          [
            t("pedidos.scheduled"),
            t("pedidos.window", {
              date: day(record.schedule.date),
              from: record.schedule.from,
              to: record.schedule.to,
            }),
          ] as Row,
        ]
      : []),
    ...(record.collectedOn ? [[f("collectedOn"), day(record.collectedOn)] as Row] : []),
    // Once collected, the volume collected; until then, the estimate: each under its own name.
    record.collectedLitres !== undefined
      ? [f("collected"), litres(record.collectedLitres)]
      : [f("estimated"), litres(record.estimatedLiters)],
    ...(record.cancellation ? [[t("pedidos.cancellationReason"), record.cancellation.reason] as Row] : []),
    [f("company"), record.company.name],
    [f("cnpj"), formatCnpj(record.company.cnpj)],
    [
      f("contact"),
      `${record.contact.name} · ${record.contact.email} · ${displayPhoneFor(record.contact.phone, language)}`,
    ],
    [f("address"), addressLine(record.address)],
    ...(record.generatorType ? [[f("generatorType"), t(`coleta.generatorTypes.${record.generatorType}`)] as Row] : []),
    ...(record.collectedLitres !== undefined ? [[f("estimated"), litres(record.estimatedLiters)] as Row] : []),
    ...(record.container ? [[f("container"), t(`coleta.containers.${record.container}`)] as Row] : []),
    ...(record.preferredDate ? [[f("preferredDate"), day(record.preferredDate)] as Row] : []),
    ...(record.notes ? [[f("notes"), record.notes] as Row] : []),
  ];

  return (
    <>
      {record.status === "certificada" && record.certificate && (
        <section className={styles.block} aria-labelledby="certificate-title">
          <h2 id="certificate-title">{t("pedidos.certificate.title")}</h2>
          <p>{t("pedidos.certificate.text", { code: record.certificate.code })}</p>
          <CertificateDownload record={record} />
        </section>
      )}
      {canRate(record.status) && (
        <p>
          <Link to={`/area-cliente/pesquisa/${record.protocol}/`}>{t("pedidos.survey")}</Link>
        </p>
      )}
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
      {record.history.length > 0 && (
        <section className={styles.block} aria-labelledby="timeline-title">
          <h2 id="timeline-title">{t("pedidos.timeline")}</h2>
          <ol className={statusStyles.timeline}>
            {record.history.map((step) => (
              <li key={`${step.to}-${step.at}`}>
                <span>
                  <StatusBadge status={step.to} />
                </span>
                <time dateTime={step.at}>{formatInstantDay(step.at, language)}</time>
                {step.note && <p className={statusStyles.note}>{step.note}</p>}
              </li>
            ))}
          </ol>
        </section>
      )}
    </>
  );
}
