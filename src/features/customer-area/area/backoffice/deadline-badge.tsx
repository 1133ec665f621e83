import React from "react";
import type { InboxStatus } from "../../../../domain/backoffice";
import { formatDay } from "../../../../domain/dates";
import { deadlineState } from "../../../../domain/titular";
import { useLanguage, useTranslation } from "../../../../i18n/i18n-context";
import * as styles from "./deadline-badge.module.css";

/**
 * A data-subject request's legal deadline in the inbox ("Prazo: 14 de dezembro de 2026"), flagged overdue or due soon
 * (src/domain/titular.ts: deadlineState) while the request is still open; answered or archived, only the date.
 */
export function DeadlineBadge({ deadline, status }: { deadline: string; status: InboxStatus }) {
  const { t } = useTranslation("backoffice");
  const language = useLanguage();
  const open = status === "nova" || status === "em-andamento";
  const state = open ? deadlineState(deadline) : null;
  return (
    <span className={styles.deadline} data-deadline={state ?? "closed"} data-testid="deadline">
      {t("deadline.label", { date: formatDay(deadline, language, "long") })}
      {state && state !== "on-time" ? ` · ${t(`deadline.${state}`)}` : ""}
    </span>
  );
}
