import React from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { CheckboxField, FormMessage, formStyles } from "../../components/forms/form-parts";
import { Container, Link, Section } from "../../components/ui";
import { useTranslation } from "../../i18n/i18n-context";
import type { SubmitState } from "./use-resilient-submit";

/** The consent every public form asks for, with the privacy policy one click away. */
export function ConsentField({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  const { t } = useTranslation("formularios");
  return (
    <CheckboxField
      label={
        <>
          {t("common.consent")} <Link to="/politica-de-privacidade/">{t("common.privacyLink")}</Link>
        </>
      }
      error={error}
      {...registration}
    />
  );
}

/**
 * What the visitor must know about the last attempt: not sent yet (with retry), a session to renew (sign in
 * again and come back, or send without the account), or refused by the server.
 */
export function SubmitNotices<R>({
  state,
  pendingAtLoad,
  onRetry,
  onSendAnonymously,
  returnTo,
}: {
  state: SubmitState<R>;
  pendingAtLoad?: boolean;
  onRetry: () => void;
  onSendAnonymously?: () => void;
  /** The page to come back to after signing in again (the draft is kept). */
  returnTo?: string;
}) {
  const { t } = useTranslation("formularios");
  const waiting = state.status === "offline" || (pendingAtLoad && state.status === "idle");
  return (
    <>
      {state.status === "session-expired" && (
        <div className={formStyles.alert} role="alert" data-testid="session-expired">
          <p>{t("common.sessionExpired")}</p>
          <p>
            <Link to={`/login/?next=${encodeURIComponent(returnTo ?? "/")}`}>{t("common.signInAgain")}</Link>
          </p>
          {onSendAnonymously && (
            <button type="button" className={formStyles.linkButton} onClick={onSendAnonymously}>
              {t("common.sendAnonymously")}
            </button>
          )}
        </div>
      )}
      {waiting && (
        <div className={formStyles.alert} role="alert">
          <p>{t(state.status === "offline" ? "common.offline" : "common.pendingDraft")}</p>
          <button type="button" className={formStyles.linkButton} onClick={onRetry}>
            {t("common.retry")}
          </button>
        </div>
      )}
      {state.status === "rejected" && (
        <FormMessage error={t(state.httpStatus === 409 ? "common.conflict" : "common.rejected")} />
      )}
    </>
  );
}

/** The confirmation that replaces a form once the server has it: a title, the number to keep, what comes next. */
export function DoneCard({
  title,
  codeLabel,
  code,
  testId,
  children,
  againLabel,
  onAgain,
}: {
  title: string;
  codeLabel: string;
  code: string;
  testId: string;
  children?: React.ReactNode;
  againLabel: string;
  onAgain: () => void;
}) {
  return (
    <Section>
      <Container>
        <div className={`${formStyles.panel} ${formStyles.done}`} role="status">
          <h2 className={formStyles.title}>{title}</h2>
          <p>{codeLabel}</p>
          <p className={formStyles.protocol} data-testid={testId}>
            {code}
          </p>
          {children}
          <button type="button" className={formStyles.linkButton} onClick={onAgain}>
            {againLabel}
          </button>
        </div>
      </Container>
    </Section>
  );
}
