import React, { useCallback } from "react";
import type { StaffGroup } from "../../../../domain/staff-groups";
import { topicsOf } from "../../../../domain/staff-groups";
import { SelectField } from "../../../../components/forms/form-parts";
import { Link } from "../../../../components/ui";
import { inboxStatuses } from "../../../../domain/backoffice";
import { formatInstant } from "../../../../domain/dates";
import { todayInSaoPaulo } from "../../../../domain/fields";
import { useLanguage, useTranslation } from "../../../../i18n/i18n-context";
import { callApi } from "../../../backend/api-client";
import { areaStyles as styles } from "../area-shell";
import { idToken } from "../id-token";
import { settle, usePagedList } from "../load-state";
import { ListFilterForm, PagedListView, useListFilters } from "../staff-list";
import * as opStyles from "../operations.module.css";
import { emptyInboxFilters, inboxPath, type InboxPage } from "./backoffice-api";
import { DeadlineBadge } from "./deadline-badge";
import { ExportButton } from "./export-button";
import { BackofficeNotAllowed, Checking } from "./not-allowed";

/** `/area-cliente/mensagens/`: the contact messages of the signed-in staff member's teams, newest first. */
export function Inbox({ allowed, groups }: { allowed: boolean | null; groups: readonly StaffGroup[] }) {
  const { t } = useTranslation("backoffice");
  const language = useLanguage();
  const form = useListFilters(emptyInboxFilters, emptyInboxFilters);
  const { draft, set, filters } = form;
  const topics = topicsOf(groups);

  const fetchPage = useCallback(
    async (next: string | null) =>
      settle(await callApi<InboxPage>("EquipeAPI", inboxPath(filters, language, next), { token: await idToken() }), [
        "forbidden",
      ]),
    [filters, language],
  );
  const list = usePagedList(fetchPage, allowed === true);

  if (allowed === null) return <Checking />;
  if (allowed === false || list.state.status === "forbidden") return <BackofficeNotAllowed />;

  return (
    <>
      <h1 className={styles.title}>{t("inbox.title")}</h1>
      <p className={styles.lead}>{t("inbox.lead")}</p>
      <ListFilterForm namespace="backoffice" form={form}>
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
      </ListFilterForm>
      <ExportButton
        path={inboxPath(filters, language, null, "export")}
        fileName={`mensagens-${todayInSaoPaulo()}.csv`}
        label={t("export.inbox")}
      />
      <PagedListView
        list={list}
        texts={{
          loading: t("common.loading"),
          failed: t("inbox.failed"),
          empty: t("inbox.empty"),
          label: t("inbox.label"),
          more: t("inbox.more"),
        }}
        renderItem={(message) => (
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
        )}
      />
    </>
  );
}

/** The start of a message, on one line. */
function excerpt(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > 140 ? `${line.slice(0, 139)}…` : line;
}
