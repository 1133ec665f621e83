import React, { useEffect, useState } from "react";
import type { ColetaRecord } from "../../../domain/coleta";
import { formatCep, formatCnpj } from "../../../domain/brazil";
import { Link } from "../../../components/ui";
import { useLanguage, useTranslation } from "../../../i18n/i18n-context";
import { callApi } from "../../backend/api-client";
import { formatDate } from "./documents-format";
import { displayPhone, formatIsoDate } from "./display-format";
import { areaStyles as styles } from "./area-shell";
import { idToken } from "./id-token";

/** `/area-cliente/pedidos/{protocol}/`: one of the customer's requests (another customer's is "not found"). */
export function RequestDetail({ protocol }: { protocol: string }) {
  const { t } = useTranslation("formularios");
  const language = useLanguage();
  const [record, setRecord] = useState<ColetaRecord | null | "missing">(null);

  useEffect(() => {
    void (async () => {
      const result = await callApi<ColetaRecord>("ColetaAPI", `/coleta/${encodeURIComponent(protocol)}`, { token: await idToken() });
      setRecord(result.kind === "ok" ? result.body : "missing");
    })().catch(() => setRecord("missing"));
  }, [protocol]);

  const rows: [string, string][] =
    record && record !== "missing"
      ? [
          [t("pedidos.date"), formatDate(new Date(record.createdAt), language)],
          [t("pedidos.status"), t(`pedidos.statuses.${record.status}`)],
          [t("coleta.companyName"), record.company.name],
          [t("coleta.cnpj"), formatCnpj(record.company.cnpj)],
          [t("coleta.contactName"), `${record.contact.name} · ${record.contact.email} · ${displayPhone(record.contact.phone)}`],
          [
            t("coleta.address"),
            `${record.address.street}, ${record.address.number}${record.address.complement ? ` ${record.address.complement}` : ""} · ${record.address.district} · ${record.address.city}/${record.address.state} · ${formatCep(record.address.cep)}`,
          ],
          [t("coleta.generatorType"), t(`coleta.generatorTypes.${record.generatorType}`)],
          [t("coleta.estimatedLiters"), new Intl.NumberFormat(language).format(record.estimatedLiters)],
          [t("coleta.container"), t(`coleta.containers.${record.container}`)],
          ...(record.preferredDate ? [[t("coleta.preferredDate"), formatIsoDate(record.preferredDate, language)] as [string, string]] : []),
          ...(record.notes ? [[t("coleta.notes"), record.notes] as [string, string]] : []),
        ]
      : [];

  return (
    <>
      <h1 className={styles.title}>{t("pedidos.detailTitle", { protocol })}</h1>
      {record === "missing" && <p role="alert">{t("pedidos.notFound")}</p>}
      {record === null && <p role="status">{t("conta:common.loading")}</p>}
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
      <p>
        <Link to="/area-cliente/pedidos/">{t("pedidos.back")}</Link>
      </p>
    </>
  );
}
