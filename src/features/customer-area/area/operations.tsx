import React, { useCallback, useEffect, useState } from "react";
import { Field, SelectField, formStyles } from "../../../components/forms/form-parts";
import { Button, Link } from "../../../components/ui";
import { ufs } from "../../../domain/brazil";
import { formatInstant } from "../../../domain/dates";
import { lifecycleStatuses } from "../../../domain/lifecycle";
import { useLanguage, useTranslation } from "../../../i18n/i18n-context";
import { callApi } from "../../backend/api-client";
import { areaStyles as styles } from "./area-shell";
import { NotAllowed } from "./not-allowed";
import { idToken } from "./id-token";
import {
  emptyFilters,
  formatLiters,
  listQuery,
  loadOperatingBases,
  type OperationsFilters,
  type OperatorRecord,
} from "./operations-api";
import { settle, useLoad, usePagedList } from "./load-state";
import * as opStyles from "./operations.module.css";

type Page = { items: OperatorRecord[]; next: string | null };

/**
 * `/area-cliente/operacao/`: the collection requests, newest first, with filters and "load more". It opens on the
 * requests of the operator's own bases (`custom:bases`), every request for an operator without bases.
 */
export function Operations({ operator }: { operator: boolean | null }) {
  const { t } = useTranslation("operacao");
  const language = useLanguage();
  const [draft, setDraft] = useState<OperationsFilters>(emptyFilters);
  /** null until the operator's bases are known (the first page is then theirs). */
  const [filters, setFilters] = useState<OperationsFilters | null>(null);
  const { state: basesState } = useLoad(loadOperatingBases, operator === true);
  const bases = basesState.status === "ready" ? basesState.value : null;
  const mine = bases?.mine.join(",") ?? "";
  useEffect(() => {
    if (basesState.status === "loading" || filters !== null) return;
    // Without the bases (a failed read), the list opens on every request, as it did before bases existed. What the
    // operator typed meanwhile stays in the form.
    setDraft((current) => ({ ...current, base: current.base || mine }));
    setFilters({ ...emptyFilters, base: mine });
  }, [basesState.status, mine, filters]);

  /** One page of the list for the filters applied; `next`: the cursor of the page after the ones shown. */
  const fetchPage = useCallback(
    async (next: string | null) =>
      settle(
        await callApi<Page>("ColetaAPI", listQuery(filters ?? emptyFilters, language, next), {
          token: await idToken(),
        }),
        ["forbidden"],
      ),
    [filters, language],
  );
  /** The first page, again whenever the filters change (an answer to older filters is dropped). */
  const { state, more, loadMore } = usePagedList(fetchPage, operator === true && filters !== null);

  if (operator === null) return <p role="status">{t("conta:common.loading")}</p>;
  if (operator === false || state.status === "forbidden") return <NotAllowed />;

  const set = (name: keyof OperationsFilters) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }));

  return (
    <>
      <h1 className={styles.title}>{t("list.title")}</h1>
      <p className={styles.lead}>{t("list.lead")}</p>
      <form
        role="search"
        aria-label={t("filters.label")}
        className={opStyles.filters}
        onSubmit={(event) => {
          event.preventDefault();
          setFilters({ ...draft });
        }}
      >
        <Field
          label={t("filters.q")}
          hint={t("filters.qHint")}
          type="search"
          name="q"
          maxLength={100}
          value={draft.q}
          onChange={set("q")}
        />
        <SelectField
          label={t("filters.status")}
          name="status"
          placeholder={t("filters.any")}
          options={lifecycleStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
          value={draft.status}
          onChange={set("status")}
        />
        <SelectField
          label={t("filters.uf")}
          name="uf"
          placeholder={t("filters.any")}
          options={ufs.map((uf) => ({ value: uf, label: uf }))}
          value={draft.uf}
          onChange={set("uf")}
        />
        <SelectField
          label={t("filters.base")}
          name="base"
          placeholder={t("filters.any")}
          options={[
            ...(bases && bases.mine.length > 1 ? [{ value: mine, label: t("filters.myBases") }] : []),
            ...(bases?.items ?? []).map((base) => ({
              value: base.id,
              label: `${t("common:operatingBase", { name: base.name })} (${base.uf})`,
            })),
          ]}
          value={draft.base}
          onChange={set("base")}
        />
        <Field label={t("filters.from")} type="date" name="from" value={draft.from} onChange={set("from")} />
        <Field label={t("filters.to")} type="date" name="to" value={draft.to} onChange={set("to")} />
        <div className={opStyles.filterActions}>
          <Button type="submit">{t("filters.apply")}</Button>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              setDraft(emptyFilters);
              setFilters(emptyFilters);
            }}
          >
            {t("filters.clear")}
          </Button>
        </div>
      </form>
      {state.status === "loading" && <p role="status">{t("conta:common.loading")}</p>}
      {state.status === "failed" && (
        <p role="alert" className={styles.danger}>
          {t("list.failed")}
        </p>
      )}
      {state.status === "ready" && state.value.items.length === 0 && <p role="status">{t("list.empty")}</p>}
      {state.status === "ready" && state.value.items.length > 0 && (
        <ul className={opStyles.list} aria-label={t("list.label")}>
          {state.value.items.map((record) => (
            <li key={record.protocol} className={opStyles.item} data-protocol={record.protocol}>
              <p className={opStyles.itemHead}>
                <Link
                  to={`/area-cliente/operacao/${record.protocol}/`}
                  aria-label={t("list.open", { protocol: record.protocol })}
                  className="nowrap"
                >
                  {record.protocol}
                </Link>
                <span className={opStyles.badge} data-status={record.status}>
                  {t(`statuses.${record.status}`)}
                </span>
              </p>
              <p className={opStyles.company}>{record.company.name}</p>
              {record.base && (
                <p className={opStyles.meta} data-base={record.base.id}>
                  {t("common:operatingBase", { name: record.base.name })}
                </p>
              )}
              <p className={opStyles.meta}>
                {record.address.city}/{record.address.state} · {formatInstant(record.createdAt, language)} ·{" "}
                {t("list.liters", {
                  liters: formatLiters(record.collectedLitres ?? record.estimatedLiters, language),
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
      {state.status === "ready" && state.value.next && (
        <p>
          <Button type="button" variant="secondary" onClick={() => void loadMore()} disabled={more === "loading"}>
            {more === "loading" ? t("conta:common.loading") : t("list.more")}
          </Button>
        </p>
      )}
      {more === "failed" && (
        <p role="alert" className={formStyles.fieldError}>
          {t("list.failed")}
        </p>
      )}
    </>
  );
}
