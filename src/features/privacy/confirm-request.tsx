import React, { useCallback, useEffect, useState } from "react";
import { formStyles } from "../../components/forms/form-parts";
import { Button, Container, Link, Section } from "../../components/ui";
import { formatDay } from "../../domain/dates";
import { messageFor } from "../../domain/messages";
import { confirmationTokenPattern, type TitularConfirmed } from "../../domain/titular";
import { useLanguage, useTranslation } from "../../i18n/i18n-context";
import { callApi } from "../backend/api-client";

type State =
  | { kind: "checking" }
  | { kind: "confirmed"; result: TitularConfirmed }
  /** The API refused the link: its translated message (invalid_link, link_expired). */
  | { kind: "refused"; message: string }
  | { kind: "missing" }
  | { kind: "failed" };

/** The API's first error message, if it sent one. */
function firstMessage(body: unknown): string | null {
  const errors = (body as { errors?: { message?: unknown }[] } | null)?.errors;
  const message = Array.isArray(errors) ? errors[0]?.message : undefined;
  return typeof message === "string" ? message : null;
}

/**
 * `/lei-lgpd/confirmar/#<token>`: the link e-mailed to whoever filed a data-subject request. Opening it confirms the
 * request (ContatoAPI), which then gets its reference number and legal deadline, shown here in the page's language.
 * The token travels after "#": no server's log sees it. Opening it again shows the same reference.
 */
export function ConfirmDataSubjectRequest({ hash }: { hash: string }) {
  const { t } = useTranslation("formularios");
  const language = useLanguage();
  const [state, setState] = useState<State>({ kind: "checking" });
  const token = hash.replace(/^#/, "");

  const confirm = useCallback(async () => {
    if (!confirmationTokenPattern.test(token)) return setState({ kind: "missing" });
    setState({ kind: "checking" });
    const result = await callApi<TitularConfirmed>("ContatoAPI", "/contato/titular/confirmar", {
      method: "POST",
      body: { token, language },
    });
    if (result.kind === "ok") setState({ kind: "confirmed", result: result.body });
    else if (result.kind === "rejected" && result.status < 500)
      setState({ kind: "refused", message: firstMessage(result.body) ?? messageFor("invalid_link", language) });
    else setState({ kind: "failed" });
  }, [token, language]);

  useEffect(() => {
    void confirm();
  }, [confirm]);

  return (
    <Section>
      <Container size="narrow">
        <div className={formStyles.panel} data-testid="titular-confirm" aria-busy={state.kind === "checking"}>
          {state.kind === "confirmed" ? (
            <div role="status">
              <h1 className={formStyles.title}>{t("titular.confirm.doneTitle")}</h1>
              <p>{t("titular.confirm.reference")}</p>
              <p className={formStyles.protocol} data-testid="reference">
                {state.result.reference}
              </p>
              <p>{t("titular.confirm.deadline")}</p>
              <p className={formStyles.protocol} data-testid="deadline">
                <time dateTime={state.result.deadline}>{formatDay(state.result.deadline, language, "long")}</time>
              </p>
              <p>{t("titular.confirm.doneText")}</p>
            </div>
          ) : (
            <>
              <h1 className={formStyles.title}>{t("titular.confirm.title")}</h1>
              {state.kind === "checking" && <p role="status">{t("titular.confirm.checking")}</p>}
              {(state.kind === "refused" || state.kind === "missing") && (
                <div role="alert">
                  <p>{state.kind === "refused" ? state.message : t("titular.confirm.missing")}</p>
                  <p>
                    <Link to="/lei-lgpd/#titular">{t("titular.confirm.newRequest")}</Link>
                  </p>
                </div>
              )}
              {state.kind === "failed" && (
                <div role="alert">
                  <p>{t("titular.confirm.failed")}</p>
                  <Button type="button" onClick={() => void confirm()}>
                    {t("titular.confirm.retry")}
                  </Button>
                </div>
              )}
            </>
          )}
        </div>
      </Container>
    </Section>
  );
}
