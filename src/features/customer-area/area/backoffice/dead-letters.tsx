import React, { useCallback, useEffect, useId, useRef } from "react";
import { formStyles } from "../../../../components/forms/form-parts";
import { Button } from "../../../../components/ui";
import type { DeadLetter, DeadLettersPage, ResendResult } from "../../../../domain/backoffice";
import { formatInstant } from "../../../../domain/dates";
import { formatNumber } from "../../../../domain/numbers";
import { useLanguage, useTranslation } from "../../../../i18n/i18n-context";
import { callApi } from "../../../backend/api-client";
import { useResilientSubmit } from "../../../forms/use-resilient-submit";
import { areaStyles as styles } from "../area-shell";
import { idToken, signedInSession } from "../id-token";
import { settle, usePagedList } from "../load-state";
import { PagedListView } from "../staff-list";
import * as opStyles from "../operations.module.css";
import {
  deadLetterKindKey,
  deadLettersPath,
  resendDraftKey,
  resendOutcome,
  resendPath,
  type ResendOutcome,
} from "./backoffice-api";
import { BackofficeNotAllowed, Checking } from "./not-allowed";
import * as boStyles from "./backoffice.module.css";

/**
 * `/area-cliente/avisos-falhos/` (administrators): the e-mails the dispatcher gave up on (EquipeAPI `GET /avisos-falhos`),
 * the most recently failed first, each with a "Resend" that makes it pending again (`POST …/reenviar`).
 */
export function DeadLetters({ allowed }: { allowed: boolean | null }) {
  const { t } = useTranslation("backoffice");
  const language = useLanguage();
  const fetchPage = useCallback(
    async (next: string | null) =>
      settle(await callApi<DeadLettersPage>("EquipeAPI", deadLettersPath(language, next), { token: await idToken() }), [
        "forbidden",
      ]),
    [language],
  );
  const list = usePagedList(fetchPage, allowed === true, (item) => item.id);
  const { state, reload } = list;

  if (allowed === null) return <Checking />;
  if (allowed === false || state.status === "forbidden") return <BackofficeNotAllowed />;

  return (
    <>
      <h1 className={styles.title}>{t("deadLetters.title")}</h1>
      <p className={styles.lead}>{t("deadLetters.lead")}</p>
      <p className={boStyles.toolbar}>
        <Button type="button" variant="secondary" onClick={reload} disabled={state.status === "loading"}>
          {t("deadLetters.refresh")}
        </Button>
      </p>
      <PagedListView
        list={list}
        texts={{
          loading: t("common.loading"),
          failed: t("deadLetters.failed"),
          empty: t("deadLetters.empty"),
          label: t("deadLetters.label"),
          more: t("deadLetters.more"),
        }}
        renderItem={(letter) => <DeadLetterItem key={letter.id} letter={letter} />}
      />
    </>
  );
}

/** What a row's badge says after each outcome: still dead, resent (pending again), or out of the list's hands. */
const badgeOf: Record<ResendOutcome, "dead" | "resent" | "notDead"> = {
  idle: "dead",
  sending: "dead",
  offline: "dead",
  expired: "dead",
  refused: "dead",
  forbidden: "dead",
  done: "resent",
  "not-dead": "notDead",
  missing: "notDead",
};

/**
 * One dead letter and its "Resend". The click is sent with useResilientSubmit: the idempotency key waits in a draft
 * until the server answers, so a retry (automatic after a lost answer, or "Try again") sends the same key and the
 * message goes out once. After the answer the row says what happened, and focus moves to that sentence.
 */
function DeadLetterItem({ letter }: { letter: DeadLetter }) {
  const { t } = useTranslation("backoffice");
  const language = useLanguage();
  const sender = useResilientSubmit<Record<string, never>, ResendResult>({
    api: "EquipeAPI",
    path: resendPath(letter.id, language),
    draftKey: resendDraftKey(letter.id),
    body: (_values, idempotencyKey) => ({ idempotencyKey }),
    session: signedInSession,
  });
  const outcome = resendOutcome(sender.state);
  const badge = badgeOf[outcome];
  const canResend = badge === "dead";
  const row = useRef<HTMLLIElement>(null);
  const said = useRef<HTMLParagraphElement>(null);
  const id = useId();
  /** Whether the click came from this row (its button had focus): focus then follows the answer instead of being lost. */
  const focused = useRef(false);
  useEffect(() => {
    if (outcome !== "idle" && outcome !== "sending" && focused.current) said.current?.focus();
  }, [outcome]);

  const kindKey = deadLetterKindKey(letter.kind);
  const kind = kindKey ? t(kindKey) : letter.kind;
  const facts: { term: string; value: React.ReactNode; id?: string }[] = [
    { term: t("deadLetters.to"), value: letter.to },
    { term: t("deadLetters.subject"), value: letter.subject, id: `${id}-subject` },
    { term: t("deadLetters.language"), value: t(`languages.${letter.language}`) },
    {
      term: t("deadLetters.failedAt"),
      value: <time dateTime={letter.updatedAt}>{formatInstant(letter.updatedAt, language)}</time>,
    },
    { term: t("deadLetters.attempts"), value: formatNumber(letter.attempts, language) },
    {
      term: t("deadLetters.lastError"),
      value: <span className={boStyles.error}>{letter.lastError ?? t("deadLetters.noError")}</span>,
    },
  ];
  const message: Partial<Record<ResendOutcome, string>> = {
    done: t("deadLetters.resent"),
    "not-dead": t("deadLetters.notDead"),
    missing: t("deadLetters.missing"),
    offline: t("deadLetters.offline"),
    expired: t("actions.expired"),
    forbidden: t("forbidden.text"),
    refused: t("deadLetters.refused"),
  };
  const note = message[outcome];
  const problem = outcome !== "done";

  return (
    <li ref={row} className={opStyles.item} data-dead-letter={letter.id} data-kind={letter.kind} data-state={badge}>
      <p className={opStyles.itemHead}>
        <span id={`${id}-kind`}>{kind}</span>
        <span className={opStyles.badge} data-status={badge}>
          {t(`deadLetters.states.${badge}`)}
        </span>
      </p>
      <dl className={boStyles.facts}>
        {facts.map(({ term, value, id: factId }) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd id={factId}>{value}</dd>
          </div>
        ))}
      </dl>
      {note && (
        <p
          ref={said}
          tabIndex={-1}
          role={problem ? "alert" : "status"}
          className={problem ? formStyles.fieldError : boStyles.done}
          data-outcome={outcome}
        >
          {note}
        </p>
      )}
      {canResend && (
        <div className={boStyles.rowActions}>
          <Button
            type="button"
            disabled={outcome === "sending"}
            aria-describedby={`${id}-kind ${id}-subject`}
            onClick={() => {
              focused.current = row.current?.contains(document.activeElement) ?? false;
              void (outcome === "offline" ? sender.retry() : sender.submit({}));
            }}
          >
            {outcome === "sending"
              ? t("deadLetters.sending")
              : outcome === "offline"
                ? t("common.retry")
                : t("deadLetters.resend")}
          </Button>
        </div>
      )}
    </li>
  );
}
