import React, { useCallback, useEffect, useState } from "react";
import { fetchMFAPreference } from "aws-amplify/auth";
import type { ColetaRecord } from "../../../domain/coleta";
import { Link } from "../../../components/ui";
import { useLanguage, useTranslation } from "../../../i18n/i18n-context";
import { callApi } from "../../backend/api-client";
import { formatNumber } from "../../../domain/numbers";
import type { Customer } from "./use-customer";
import { areaStyles as styles } from "./area-shell";
import { formatDate } from "./documents-format";
import { idToken } from "./id-token";
import { CertificateDownload, StatusBadge, canRate, openStatuses } from "./lifecycle-view";
import { useLoad, type Settled } from "./load-state";
import { LoadView } from "./load-view";
import { collectionFormPath } from "../../../config/routes";

type Summary = { requests: ColetaRecord[]; rated: Set<string> };

/** `/area-cliente/`: a greeting, the collections in progress, pending ratings, the latest certificate and the account. */
export function Dashboard({ customer }: { customer: Customer }) {
  const { t } = useTranslation("conta");
  const [mfa, setMfa] = useState<"on" | "off" | null>(null);

  useEffect(() => {
    fetchMFAPreference()
      .then((preference) => setMfa(preference.enabled?.length ? "on" : "off"))
      .catch(() => setMfa(null));
  }, []);

  const { state: summary, reload } = useLoad(
    useCallback(async (): Promise<Settled<Summary>> => {
      const token = await idToken();
      const [requests, surveys] = await Promise.all([
        callApi<{ items: ColetaRecord[] }>("ColetaAPI", "/coleta", { token }),
        callApi<{ items: { protocol: string }[] }>("PesquisaAPI", "/pesquisa", { token }),
      ]);
      if (requests.kind !== "ok" || surveys.kind !== "ok") return { status: "failed" };
      return {
        status: "ready",
        value: { requests: requests.body.items, rated: new Set(surveys.body.items.map((item) => item.protocol)) },
      };
    }, []),
  );

  return (
    <>
      <h1 className={styles.title}>{t("dashboard.title", { name: customer.name || customer.email })}</h1>
      <p className={styles.lead}>{t("dashboard.lead")}</p>
      <div className={styles.cards}>
        {/* The summary's three cards, or in their place "loading…" or "could not load" across the grid. */}
        <LoadView state={summary} reload={reload} failed={t("dashboard.loadFailed")}>
          {(loaded) => <SummaryCards summary={loaded} />}
        </LoadView>
        <section className={styles.card}>
          <h2>{t("area.nav.profile")}</h2>
          <p>{customer.email}</p>
          {mfa && <p>{t(`dashboard.mfa.${mfa}`)}</p>}
          <Link to="/area-cliente/perfil/">{t("dashboard.profileLink")}</Link>
        </section>
        <section className={styles.card}>
          <h2>{t("area.nav.documents")}</h2>
          <p>{t("dashboard.documentsText")}</p>
          <Link to="/area-cliente/documentos/">{t("dashboard.documentsLink")}</Link>
        </section>
        <section className={styles.card}>
          <h2>{t("dashboard.collectionTitle")}</h2>
          <p>{t("dashboard.collectionText")}</p>
          <Link to={collectionFormPath}>{t("dashboard.collectionLink")}</Link>
        </section>
      </div>
    </>
  );
}

/** The collections in progress, the ratings still to give and the latest certificate. */
function SummaryCards({ summary }: { summary: Summary }) {
  const { t } = useTranslation("conta");
  const language = useLanguage();
  const open = openStatuses
    .map((status) => ({ status, count: summary.requests.filter((request) => request.status === status).length }))
    .filter((entry) => entry.count > 0);
  const pendingSurveys = summary.requests.filter(
    (request) => canRate(request.status) && !summary.rated.has(request.protocol),
  );
  const latestCertificate = summary.requests
    .filter((request) => request.status === "certificada" && request.certificate)
    .sort((a, b) => (b.certificate?.issuedAt ?? "").localeCompare(a.certificate?.issuedAt ?? ""))[0];
  return (
    <>
      <section className={styles.card} aria-labelledby="dashboard-open" data-testid="dashboard-open">
        <h2 id="dashboard-open">{t("dashboard.openTitle")}</h2>
        {open.length === 0 ? (
          <p>{t("dashboard.openNone")}</p>
        ) : (
          <ul>
            {open.map(({ status, count }) => (
              <li key={status}>
                <StatusBadge status={status} /> {formatNumber(count, language)}
              </li>
            ))}
          </ul>
        )}
        <Link to="/area-cliente/pedidos/">{t("dashboard.openLink")}</Link>
      </section>
      <section className={styles.card} aria-labelledby="dashboard-surveys" data-testid="dashboard-surveys">
        <h2 id="dashboard-surveys">{t("dashboard.surveysTitle")}</h2>
        {pendingSurveys.length === 0 ? (
          <p>{t("dashboard.surveysNone")}</p>
        ) : (
          <>
            <p>{t("dashboard.surveysCount", { count: pendingSurveys.length })}</p>
            <ul>
              {pendingSurveys.map((request) => (
                <li key={request.protocol}>
                  <Link to={`/area-cliente/pesquisa/${request.protocol}/`} className="nowrap">
                    {request.protocol}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section className={styles.card} aria-labelledby="dashboard-certificate" data-testid="dashboard-certificate">
        <h2 id="dashboard-certificate">{t("dashboard.certificateTitle")}</h2>
        {latestCertificate?.certificate ? (
          <>
            <p>
              {t("dashboard.certificateText", {
                protocol: latestCertificate.protocol,
                date: formatDate(new Date(latestCertificate.certificate.issuedAt), language),
              })}
            </p>
            <CertificateDownload record={latestCertificate} />
          </>
        ) : (
          <p>{t("dashboard.certificateNone")}</p>
        )}
      </section>
    </>
  );
}
