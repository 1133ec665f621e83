import React, { useState } from "react";
import { Field, formStyles } from "../../../components/forms/form-parts";
import { Button } from "../../../components/ui";
import { useTranslation } from "../../../i18n/i18n-context";
import type { LoadState, MoreState } from "./load-state";
import { LoadView } from "./load-view";
import * as opStyles from "./operations.module.css";

/**
 * The pieces the staff's lists share (the operators' requests, the inbox, the undelivered e-mails): the filter form
 * with its text and dates, and the list read a page at a time (load-state.ts `usePagedList`) with its states.
 */

/** What every filter form has: a text and a range of creation dates ("YYYY-MM-DD", "" for none). */
type ListFilterValues = { q: string; from: string; to: string };

/**
 * The filters typed (`draft`) and the ones applied (`filters`: what the list shows), which change only on "Apply"
 * or "Clear". `initial`: null while the list waits for something before its first page (the operator's bases).
 */
export function useListFilters<F extends ListFilterValues, Initial extends F | null = F>(empty: F, initial: Initial) {
  const [draft, setDraft] = useState<F>(empty);
  const [filters, setFilters] = useState<F | Initial>(initial);
  const set = (name: keyof F) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setDraft((previous) => ({ ...previous, [name]: event.target.value }));
  return {
    draft,
    setDraft,
    filters,
    setFilters,
    /** The change handler of the field for `name`. */
    set,
    apply: () => setFilters({ ...draft }),
    clear: () => {
      setDraft(empty);
      setFilters(empty);
    },
  };
}

/**
 * The filter form, a search landmark: the text first, the list's own fields (`children`), the dates, then "Apply"
 * and "Clear". Its words are under `filters.` in the list's namespace.
 */
export function ListFilterForm<F extends ListFilterValues>({
  namespace,
  form,
  children,
}: {
  namespace: string;
  form: {
    draft: F;
    set: (name: keyof F) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
    apply: () => void;
    clear: () => void;
  };
  children: React.ReactNode;
}) {
  const { t } = useTranslation(namespace);
  const { draft, set } = form;
  return (
    <form
      role="search"
      aria-label={t("filters.label")}
      className={opStyles.filters}
      onSubmit={(event) => {
        event.preventDefault();
        form.apply();
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
      {children}
      <Field label={t("filters.from")} type="date" name="from" value={draft.from} onChange={set("from")} />
      <Field label={t("filters.to")} type="date" name="to" value={draft.to} onChange={set("to")} />
      <div className={opStyles.filterActions}>
        <Button type="submit">{t("filters.apply")}</Button>
        <Button type="button" variant="secondary" onClick={form.clear}>
          {t("filters.clear")}
        </Button>
      </div>
    </form>
  );
}

/**
 * A list read a page at a time: "loading…", "could not load" with "try again", "nothing here", the items (each
 * `renderItem` gives an `<li>` with its key) and "load more", with its own loading and failure.
 */
export function PagedListView<Item>({
  list,
  texts,
  renderItem,
}: {
  list: {
    state: LoadState<{ items: Item[]; next: string | null }>;
    reload: () => void;
    more: MoreState;
    loadMore: () => Promise<void>;
  };
  texts: { loading: string; failed: string; empty: string; label: string; more: string };
  renderItem: (item: Item) => React.ReactNode;
}) {
  const { state, reload, more, loadMore } = list;
  return (
    <>
      <LoadView state={state} reload={reload} loading={texts.loading} failed={texts.failed}>
        {({ items, next }) => (
          <>
            {items.length === 0 ? (
              <p role="status">{texts.empty}</p>
            ) : (
              <ul className={opStyles.list} aria-label={texts.label}>
                {items.map(renderItem)}
              </ul>
            )}
            {next && (
              <p>
                <Button type="button" variant="secondary" onClick={() => void loadMore()} disabled={more === "loading"}>
                  {more === "loading" ? texts.loading : texts.more}
                </Button>
              </p>
            )}
          </>
        )}
      </LoadView>
      {more === "failed" && (
        <p role="alert" className={formStyles.fieldError}>
          {texts.failed}
        </p>
      )}
    </>
  );
}
