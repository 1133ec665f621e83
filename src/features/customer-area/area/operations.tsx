import React, { useCallback, useEffect } from "react";
import { SelectField } from "../../../components/forms/form-parts";
import { Link } from "../../../components/ui";
import { ufs } from "../../../domain/brazil";
import { formatInstant } from "../../../domain/dates";
import { lifecycleStatuses } from "../../../domain/lifecycle";
import { useLanguage, useTranslation } from "../../../i18n/i18n-context";
import { callApi } from "../../backend/api-client";
import { areaStyles as styles } from "./area-shell";
import { NotAllowed } from "./not-allowed";
import { idToken } from "./id-token";
import { emptyFilters, formatLiters, listQuery, loadOperatingBases, type OperatorRecord } from "./operations-api";
import { settle, useLoad, usePagedList } from "./load-state";
import * as opStyles from "./operations.module.css";
import { ListFilterForm, PagedListView, useListFilters } from "./staff-list";

type Page = { items: OperatorRecord[]; next: string | null };

/**
 * `/area-cliente/operacao/`: the collection requests, newest first, with filters and "load more". It opens on the
 * requests of the operator's own bases (`custom:bases`), every request for an operator without bases.
 */
export function Operations({ operator }: { operator: boolean | null }) {
  const { t } = useTranslation("operacao");
  const language = useLanguage();
  /** `filters`: null until the operator's bases are known (the first page is then theirs). */
  const form = useListFilters(emptyFilters, null);
  const { draft, setDraft, set, filters, setFilters } = form;
  const { state: basesState } = useLoad(loadOperatingBases, operator === true);
  const bases = basesState.status === "ready" ? basesState.value : null;
  const mine = bases?.mine.join(",") ?? "";
  useEffect(() => {
    if (basesState.status === "loading" || filters !== null) return;
    // Without the bases (a failed read), the list opens on every request, as it did before bases existed. What the
    // operator typed meanwhile stays in the form.
    setDraft((current) => ({ ...current, base: current.base || mine }));
    setFilters({ ...emptyFilters, base: mine });
  }, [basesState.status, mine, filters, setDraft, setFilters]);

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
  const list = usePagedList(fetchPage, operator === true && filters !== null);

  if (operator === null) return <p role="status">{t("conta:common.loading")}</p>;
  if (operator === false || list.state.status === "forbidden") return <NotAllowed />;

  return (
    <>
      <h1 className={styles.title}>{t("list.title")}</h1>
      <p className={styles.lead}>{t("list.lead")}</p>
      <ListFilterForm namespace="operacao" form={form}>
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
      </ListFilterForm>
      <PagedListView
        list={list}
        texts={{
          loading: t("conta:common.loading"),
          failed: t("list.failed"),
          empty: t("list.empty"),
          label: t("list.label"),
          more: t("list.more"),
        }}
        renderItem={(record) => (
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
        )}
      />
    </>
  );
}
