import React from "react";
import { Link } from "../../../components/ui";
import { formatCnpj } from "../../../domain/brazil";
import { formatDay, formatInstant } from "../../../domain/dates";
import { formatNumber } from "../../../domain/numbers";
import { useLanguage, useTranslation } from "../../../i18n/i18n-context";
import { addressLine } from "../../../domain/address";
import { displayPhoneFor, mapSearchUrl, telHref } from "./record-format";
import type { OperatorRecord } from "./operations-api";
import * as opStyles from "./operations.module.css";
import { DetailsList, optional, type DetailRow } from "./record-details";

/**
 * Everything the customer gave and the crew recorded, as the truck's crew reads it: the phone written for the page's
 * language and tappable (`tel:` with E.164), the e-mail as a `mailto:` link, the address with a link to OpenStreetMap's
 * search for it (a new tab; no map script on the page).
 */
export function RecordDetails({
  record,
  baseName,
}: {
  record: OperatorRecord;
  baseName: (id: string | null) => string;
}) {
  const { t } = useTranslation("operacao");
  const language = useLanguage();
  const { address, contact } = record;
  const litres = (value: number) => t("list.liters", { liters: formatNumber(value, language) });
  const rows: DetailRow[] = [
    [t("detail.status"), t(`statuses.${record.status}`)],
    [t("detail.base"), baseName(record.base?.id ?? null)],
    [t("detail.createdAt"), formatInstant(record.createdAt, language)],
    [t("detail.company"), `${record.company.name} · ${formatCnpj(record.company.cnpj)}`],
    ...optional(
      t("detail.generatorType"),
      record.generatorType && t(`formularios:coleta.generatorTypes.${record.generatorType}`),
    ),
    [t("detail.contact"), contact.name],
    [
      t("detail.phone"),
      <a key="phone" href={telHref(contact.phone)} data-phone="">
        {displayPhoneFor(contact.phone, language)}
      </a>,
    ],
    [
      t("detail.email"),
      <a key="email" href={`mailto:${contact.email}`}>
        {contact.email}
      </a>,
    ],
    [
      t("detail.address"),
      <React.Fragment key="address">
        {addressLine(address)}
        <br />
        <a href={mapSearchUrl(address)} target="_blank" rel="noopener noreferrer" data-map="">
          {t("detail.map")}
          <span className="visually-hidden"> {t("detail.newTab")}</span>
        </a>
      </React.Fragment>,
    ],
    [t("detail.estimated"), litres(record.estimatedLiters)],
    ...optional(t("detail.container"), record.container && t(`formularios:coleta.containers.${record.container}`)),
    ...optional(t("detail.preferredDate"), record.preferredDate && formatDay(record.preferredDate, language, "medium")),
    ...optional(t("detail.notes"), record.notes),
    ...optional(
      t("detail.schedule"),
      record.schedule &&
        t("detail.scheduleValue", {
          date: formatDay(record.schedule.date, language, "medium"),
          from: record.schedule.from,
          to: record.schedule.to,
        }),
    ),
    ...optional(t("detail.collectedOn"), record.collectedOn && formatDay(record.collectedOn, language, "medium")),
    ...optional(t("detail.collectedLitres"), record.collectedLitres !== undefined && litres(record.collectedLitres)),
    ...optional(t("detail.mtrNumber"), record.mtrNumber),
    ...optional(t("detail.vehiclePlate"), record.vehiclePlate),
    ...optional(t("detail.driverName"), record.driverName),
    ...optional(t("detail.cancellation"), record.cancellation?.reason),
    ...optional(t("detail.certificateCode"), record.certificate?.code),
  ];
  return <DetailsList rows={rows} status={record.status} />;
}

/** The same CNPJ's other open requests (the API's `duplicates`): a warning with a link to each, or nothing. */
export function DuplicateWarning({ record }: { record: OperatorRecord }) {
  const { t } = useTranslation("operacao");
  const language = useLanguage();
  const others = record.duplicates ?? [];
  if (others.length === 0) return null;
  return (
    <section className={opStyles.warning} role="note" aria-labelledby="duplicates-title" data-duplicates="">
      <h2 id="duplicates-title">{t("duplicates.title", { count: others.length })}</h2>
      <p>{t("duplicates.text", { cnpj: formatCnpj(record.company.cnpj) })}</p>
      <ul>
        {others.map((other) => (
          <li key={other.protocol}>
            <Link to={`/area-cliente/operacao/${other.protocol}/`}>{other.protocol}</Link>{" "}
            {t("duplicates.createdAt", { date: formatInstant(other.createdAt, language) })}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The request's history: each step, who and when, the note or the reason of a move. */
export function RecordHistory({
  record,
  baseName,
}: {
  record: OperatorRecord;
  baseName: (id: string | null) => string;
}) {
  const { t } = useTranslation("operacao");
  const language = useLanguage();
  return (
    <>
      <h2>{t("history.title")}</h2>
      <ol className={opStyles.history} aria-label={t("history.title")}>
        {record.history.map((entry, index) => (
          <li key={`${entry.at}-${index}`} data-to={entry.to} data-base-move={entry.base ? "" : undefined}>
            <p>
              <strong>
                {entry.base
                  ? t("history.moved", { from: baseName(entry.base.from), to: baseName(entry.base.to) })
                  : t(`statuses.${entry.to}`)}
              </strong>{" "}
              · <time dateTime={entry.at}>{formatInstant(entry.at, language)}</time>
            </p>
            <p>
              {t("history.by", {
                who: entry.by === "customer" || !entry.byEmail ? t("history.customer") : entry.byEmail,
              })}
            </p>
            {entry.note && (
              <p>{t(entry.base ? "history.reason" : "history.note", { note: entry.note, reason: entry.note })}</p>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}
