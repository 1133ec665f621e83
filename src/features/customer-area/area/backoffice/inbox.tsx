import React, { useCallback, useState } from "react";
import type { StaffGroup } from "../../../../domain/staff-groups";
import { topicsOf } from "../../../../domain/staff-groups";
import { Field, SelectField, formStyles } from "../../../../components/forms/form-parts";
import { Button, Link } from "../../../../components/ui";
import { inboxStatuses } from "../../../../domain/backoffice";
import { formatInstant } from "../../../../domain/dates";
import { todayInSaoPaulo } from "../../../../domain/fields";
import { useLanguage, useTranslation } from "../../../../i18n/i18n-context";
import { callApi } from "../../../backend/api-client";
import { areaStyles as styles } from "../area-shell";
import { idToken } from "../id-token";
import { settle, usePagedList } from "../load-state";
import * as opStyles from "../operations.module.css";
import { emptyInboxFilters, inboxPath, type InboxFilters, type InboxPage } from "./backoffice-api";
import { DeadlineBadge } from "./deadline-badge";
import { ExportButton } from "./export-button";
import { BackofficeNotAllowed, Checking } from "./not-allowed";

/** `/area-cliente/mensagens/`: the contact messages of the signed-in staff member's teams, newest first. */
export function Inbox({ allowed, groups }: { allowed: boolean | null; groups: readonly StaffGroup[] }) {
  const { t } = useTranslation("backoffice");
  const language = useLanguage();
  const [draft, setDraft] = useState<InboxFilters>(emptyInboxFilters);
  const [filters, setFilters] = useState<InboxFilters>(emptyInboxFilters);
  const topics = topicsOf(groups);

  const fetchPage = useCallback(
    async (next: string | null) =>
      settle(await callApi<InboxPage>("EquipeAPI", inboxPath(filters, language, next), { token: await idToken() }), [
        "forbidden",
      ]),
    [filters, language],
  );
  const { state, reload, more, loadMore } = usePagedList(fetchPage, allowed === true);

  if (allowed === null) return <Checking />;
  if (allowed === false || state.status === "forbidden") return <BackofficeNotAllowed />;

  const set = (name: keyof InboxFilters) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setDraft((previous) => ({ ...previous, [name]: event.target.value }));

  return (
    <>
      <h1 className={styles.title}>{t("inbox.title")}</h1>
      <p className={styles.lead}>{t("inbox.lead")}</p>
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
        {topics.length > 1 && (
          <SelectField
            label={t("filters.topic")}
            name="topic"
            placeholder={t("filters.anyTopic")}
            options={topics.map((topic) => ({ value: topic, label: t(`topics.${topic}`) }))}
            value={draft.topic}
            onChange={set("topic")}
          />
        )}
        <SelectField
          label={t("filters.status")}
          name="status"
          placeholder={t("filters.any")}
          options={inboxStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
          value={draft.status}
          onChange={set("status")}
        />
        <SelectField
          label={t("filters.assignee")}
          name="assignee"
          placeholder={t("filters.anyone")}
          options={[
            { value: "me", label: t("filters.me") },
            { value: "none", label: t("filters.none") },
          ]}
          value={draft.assignee}
          onChange={set("assignee")}
        />
        <Field label={t("filters.from")} type="date" name="from" value={draft.from} onChange={set("from")} />
        <Field label={t("filters.to")} type="date" name="to" value={draft.to} onChange={set("to")} />
        <div className={opStyles.filterActions}>
          <Button type="submit">{t("filters.apply")}</Button>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              setDraft(emptyInboxFilters);
              setFilters(emptyInboxFilters);
            }}
          >
            {t("filters.clear")}
          </Button>
        </div>
      </form>
      <ExportButton
        path={inboxPath(filters, language, null, "export")}
        fileName={`mensagens-${todayInSaoPaulo()}.csv`}
        label={t("export.inbox")}
      />
      {state.status === "loading" && <p role="status">{t("common.loading")}</p>}
      {state.status === "failed" && (
        <div role="alert">
          <p className={styles.danger}>{t("inbox.failed")}</p>
          <Button type="button" onClick={reload}>
            {t("common.retry")}
          </Button>
        </div>
      )}
      {state.status === "ready" && state.value.items.length === 0 && <p role="status">{t("inbox.empty")}</p>}
      {state.status === "ready" && state.value.items.length > 0 && (
        <ul className={opStyles.list} aria-label={t("inbox.label")}>
          {state.value.items.map((message) => (
            <li key={message.reference} className={opStyles.item} data-reference={message.reference}>
              <p className={opStyles.itemHead}>
                <Link
                  to={`/area-cliente/mensagens/${message.reference}/`}
                  aria-label={t("inbox.open", { reference: message.reference, name: message.name })}
                >
                  {message.reference}
                </Link>
                <span className={opStyles.badge} data-status={message.status}>
                  {t(`statuses.${message.status}`)}
                </span>
                {message.deadline && <DeadlineBadge deadline={message.deadline} status={message.status} />}
              </p>
              <p className={opStyles.company}>
                {message.name}
                {message.company ? ` · ${message.company}` : ""}
              </p>
              <p className={opStyles.meta}>
                {t(`topics.${message.topic}`)} · {formatInstant(message.createdAt, language)} ·{" "}
                {message.assignee
                  ? t("inbox.assignedTo", { who: message.assignee.email ?? message.assignee.username })
                  : t("inbox.unassigned")}
              </p>
              <p className={opStyles.meta}>{excerpt(message.message)}</p>
            </li>
          ))}
        </ul>
      )}
      {state.status === "ready" && state.value.next && (
        <p>
          <Button type="button" variant="secondary" onClick={() => void loadMore()} disabled={more === "loading"}>
            {more === "loading" ? t("common.loading") : t("inbox.more")}
          </Button>
        </p>
      )}
      {more === "failed" && (
        <p role="alert" className={formStyles.fieldError}>
          {t("inbox.failed")}
        </p>
      )}
    </>
  );
}

/** The start of a message, on one line. */
function excerpt(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > 140 ? `${line.slice(0, 139)}…` : line;
}
