import React, { useCallback, useState } from "react";
import { Field } from "../../../../components/forms/form-parts";
import { Button } from "../../../../components/ui";
import { formatInstant, formatMonth } from "../../../../domain/dates";
import { useLanguage, useTranslation } from "../../../../i18n/i18n-context";
import { callApi } from "../../../backend/api-client";
import { areaStyles as styles } from "../area-shell";
import { idToken } from "../id-token";
import { settle, useLoad } from "../load-state";
import * as opStyles from "../operations.module.css";
import type { NpsSummary } from "../../../../domain/backoffice";
import { formatNps, formatPercent, queryString, type SurveyResults as Results } from "./backoffice-api";
import { ExportButton } from "./export-button";
import { BackofficeNotAllowed, Checking } from "./not-allowed";
import * as boStyles from "./backoffice.module.css";

type Range = { from: string; to: string };
const noRange: Range = { from: "", to: "" };

/** `/area-cliente/pesquisas/`: the satisfaction surveys' NPS by month (São Paulo), its distribution and the comments. */
export function SurveyResults({ allowed }: { allowed: boolean | null }) {
  const { t } = useTranslation("backoffice");
  const language = useLanguage();
  const [draft, setDraft] = useState<Range>(noRange);
  const [range, setRange] = useState<Range>(noRange);
  const { state, reload } = useLoad(
    useCallback(
      async () =>
        settle(
          await callApi<Results>("EquipeAPI", `/pesquisas${queryString(range, language)}`, { token: await idToken() }),
          ["forbidden"],
        ),
      [range, language],
    ),
    allowed === true,
  );

  if (allowed === null) return <Checking />;
  if (allowed === false || state.status === "forbidden") return <BackofficeNotAllowed />;

  const number = (value: number) => new Intl.NumberFormat(language).format(value);
  const row = (label: string, summary: NpsSummary, key: string) => (
    <tr key={key} data-month={key}>
      <th scope="row">{label}</th>
      <td>{number(summary.answers)}</td>
      <td data-nps="">{formatNps(summary.nps, language)}</td>
      <td>
        {number(summary.promoters)} ({formatPercent(summary.promoters, summary.answers, language)})
      </td>
      <td>
        {number(summary.passives)} ({formatPercent(summary.passives, summary.answers, language)})
      </td>
      <td>
        {number(summary.detractors)} ({formatPercent(summary.detractors, summary.answers, language)})
      </td>
    </tr>
  );

  return (
    <>
      <h1 className={styles.title}>{t("surveys.title")}</h1>
      <p className={styles.lead}>{t("surveys.lead")}</p>
      <form
        role="search"
        aria-label={t("surveys.filters")}
        className={opStyles.filters}
        onSubmit={(event) => {
          event.preventDefault();
          setRange({ ...draft });
        }}
      >
        <p>{t("surveys.rangeHint")}</p>
        <Field
          label={t("filters.from")}
          type="date"
          name="from"
          value={draft.from}
          onChange={(event) => setDraft((previous) => ({ ...previous, from: event.target.value }))}
        />
        <Field
          label={t("filters.to")}
          type="date"
          name="to"
          value={draft.to}
          onChange={(event) => setDraft((previous) => ({ ...previous, to: event.target.value }))}
        />
        <div className={opStyles.filterActions}>
          <Button type="submit">{t("filters.apply")}</Button>
        </div>
      </form>
      <ExportButton
        path={`/pesquisas/exportar${queryString(range, language)}`}
        fileName={state.status === "ready" ? `pesquisas-${state.value.from}-${state.value.to}.csv` : "pesquisas.csv"}
        label={t("export.surveys")}
      />
      {state.status === "loading" && <p role="status">{t("common.loading")}</p>}
      {state.status === "failed" && (
        <div role="alert">
          <p className={styles.danger}>{t("surveys.failed")}</p>
          <Button type="button" onClick={reload}>
            {t("common.retry")}
          </Button>
        </div>
      )}
      {state.status === "ready" && (
        <>
          <h2 id="nps-title">{t("surveys.byMonth")}</h2>
          <div className={boStyles.tableWrap} tabIndex={0} role="region" aria-labelledby="nps-title">
            <table className={boStyles.table}>
              <thead>
                <tr>
                  <th scope="col">{t("surveys.month")}</th>
                  <th scope="col">{t("surveys.answers")}</th>
                  <th scope="col">{t("surveys.nps")}</th>
                  <th scope="col">{t("surveys.promoters")}</th>
                  <th scope="col">{t("surveys.passives")}</th>
                  <th scope="col">{t("surveys.detractors")}</th>
                </tr>
              </thead>
              <tbody>
                {[...state.value.months]
                  .reverse()
                  .map((month) => row(formatMonth(month.month, language), month, month.month))}
              </tbody>
              <tfoot>{row(t("surveys.total"), state.value.total, "total")}</tfoot>
            </table>
          </div>
          <h2 id="distribution-title">{t("surveys.distribution")}</h2>
          <div className={boStyles.tableWrap} tabIndex={0} role="region" aria-labelledby="distribution-title">
            <table className={boStyles.table}>
              <thead>
                <tr>
                  <th scope="col">{t("surveys.score")}</th>
                  <th scope="col">{t("surveys.answers")}</th>
                  <th scope="col">{t("surveys.share")}</th>
                </tr>
              </thead>
              <tbody>
                {state.value.total.distribution.map((count, score) => (
                  <tr key={score}>
                    <th scope="row">{number(score)}</th>
                    <td>{number(count)}</td>
                    <td>{formatPercent(count, state.value.total.answers, language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h2>{t("surveys.comments")}</h2>
          {state.value.comments.length === 0 ? (
            <p>{t("surveys.noComments")}</p>
          ) : (
            <ul className={boStyles.comments} aria-label={t("surveys.comments")}>
              {state.value.comments.map((comment) => (
                <li key={`${comment.protocol}-${comment.createdAt}`}>
                  <p className={opStyles.meta}>
                    {comment.protocol} · {formatInstant(comment.createdAt, language)} ·{" "}
                    {t("surveys.scoreValue", { score: number(comment.score) })} ·{" "}
                    {t(`surveys.categories.${comment.category}`)}
                  </p>
                  <p className={boStyles.text}>{comment.comment}</p>
                </li>
              ))}
            </ul>
          )}
          {state.value.commentsTruncated && <p>{t("surveys.truncated")}</p>}
        </>
      )}
    </>
  );
}
