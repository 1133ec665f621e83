import React from "react";
import { CheckboxField, FormMessage, SelectField, Submit, formStyles } from "../../components/forms/form-parts";
import { Container, Link, Section } from "../../components/ui";
import { useTranslation } from "../../i18n/i18n-context";
import { Honeypot } from "./honeypot";
import type { KitField } from "./use-domain-form";
import type { FormSubmission } from "./use-form-submission";
import type { SubmitState } from "./use-resilient-submit";

/** The consent every public form asks for, with the privacy policy one click away. */
export const ConsentField = React.forwardRef<HTMLInputElement, Omit<KitField, "ref">>(
  function ConsentField(field, ref) {
    const { t } = useTranslation("formularios");
    return (
      <CheckboxField
        label={
          <>
            {t("common.consent")} <Link to="/politica-de-privacidade/">{t("common.privacyLink")}</Link>
          </>
        }
        ref={ref}
        {...field}
      />
    );
  },
);

/**
 * A public form in its panel: the title that names it, the lead, what the last attempt needs the visitor to know
 * (SubmitNotices), the honeypot, how many fields to fix (`summary`, after a submit), the fields, the consent and
 * the submit button.
 */
export function PublicForm<R>({
  id,
  title,
  lead,
  submission,
  consent,
  submitLabel,
  summary,
  notice,
  signedIn,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  submission: FormSubmission<R>;
  consent: KitField;
  submitLabel: string;
  /** How many fields are in error, said over the fields once the form has been submitted. Omitted: no summary. */
  summary?: { errorCount: number; submitted: boolean };
  /** A note over the fields (e.g. "filled from your account"). */
  notice?: string | null;
  /** For a form a signed-in customer sends: the page to come back to after signing in again. */
  signedIn?: { returnTo: string };
  children: React.ReactNode;
}) {
  const { t } = useTranslation("formularios");
  const { sender, state } = submission;
  return (
    <Section>
      <Container>
        <div className={formStyles.panel}>
          <h2 className={formStyles.title} id={id}>
            {title}
          </h2>
          <p className={formStyles.lead}>{lead}</p>
          <form
            method="post"
            className={formStyles.form}
            onSubmit={submission.onSubmit}
            noValidate
            aria-labelledby={id}
          >
            <FormMessage notice={notice} />
            <SubmitNotices
              state={state}
              pendingAtLoad={submission.pendingAtLoad}
              onRetry={() => void sender.retry()}
              onSendAnonymously={signedIn ? () => void sender.sendAnonymously() : undefined}
              returnTo={signedIn?.returnTo}
            />
            <Honeypot />
            {summary && summary.errorCount > 0 && summary.submitted && (
              <FormMessage error={t("common.fixErrors", { count: summary.errorCount })} />
            )}
            {children}
            <ConsentField {...consent} />
            <Submit busy={state.status === "sending"} label={submitLabel} busyLabel={t("common.sending")} />
          </form>
        </div>
      </Container>
    </Section>
  );
}

/** A titled group of fields: each row of `rows` side by side where there is room, then `children` full width. */
export function FieldGroup({
  legend,
  rows,
  children,
}: {
  legend: string;
  rows: React.ReactNode[];
  children?: React.ReactNode;
}) {
  return (
    <fieldset className={formStyles.fieldset}>
      <legend>{legend}</legend>
      {rows.map((row, index) => (
        <div key={index} className={formStyles.row}>
          {row}
        </div>
      ))}
      {children}
    </fieldset>
  );
}

/** A required choice among `values` ("Select…" first), each named `formularios:{labels}.{value}` (or by itself). */
export const ChoiceField = React.forwardRef<
  HTMLSelectElement,
  Omit<KitField, "ref"> & { label: string; values: readonly string[]; labels?: string }
>(function ChoiceField({ label, values, labels, ...field }, ref) {
  const { t } = useTranslation("formularios");
  const options = values.map((value) => ({ value, label: labels ? t(`${labels}.${value}`) : value }));
  return (
    <SelectField
      label={label}
      required
      placeholder={t("common.select")}
      options={options}
      ref={ref}
      {...(field as Omit<KitField, "ref"> & React.SelectHTMLAttributes<HTMLSelectElement>)}
    />
  );
});

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

/**
 * The confirmation that replaces a form once the server has it: a title, the number to keep (test id: `codeKey`),
 * what comes next. Its texts are `formularios:{section}.doneTitle`, `.{codeKey}`, `.doneText` and `.another`.
 * It takes the focus when it appears (a screen reader reads it out; the keyboard goes on from it) and is scrolled
 * to its top, below the sticky header (the root's `scroll-padding-top`): the form it replaces was often longer
 * than the screen, and the visitor would otherwise be left looking at the page's next section.
 */
export function DoneCard({
  section,
  codeKey,
  code,
  children,
  onAgain,
}: {
  section: string;
  codeKey: string;
  code: string;
  children?: React.ReactNode;
  onAgain: () => void;
}) {
  const { t } = useTranslation("formularios");
  const title = t(`${section}.doneTitle`);
  const codeLabel = t(`${section}.${codeKey}`);
  const againLabel = t(`${section}.another`);
  const card = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    const element = card.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    // At once: the form it replaces is gone, so there is nothing to travel past.
    element.scrollIntoView({ block: "start" });
  }, []);
  return (
    <Section>
      <Container>
        <div
          ref={card}
          tabIndex={-1}
          className={`${formStyles.panel} ${formStyles.done}`}
          role="status"
          data-testid="done-card"
        >
          <h2 className={formStyles.title}>{title}</h2>
          <p>{codeLabel}</p>
          <p className={formStyles.protocol} data-testid={codeKey}>
            {code}
          </p>
          <p>{t(`${section}.doneText`)}</p>
          {children}
          <button type="button" className={formStyles.linkButton} onClick={onAgain}>
            {againLabel}
          </button>
        </div>
      </Container>
    </Section>
  );
}
