import React, { useEffect, useRef, useState } from "react";
import { Link as GatsbyLink, navigate } from "gatsby";
import { confirmSignIn, getCurrentUser, signIn, type SignInOutput } from "aws-amplify/auth";
import { useLocalize, useTranslation } from "../../../i18n/i18n-context";
import { ensureAmplify } from "../amplify-setup";
import { AccountShell, FormMessage, formStyles } from "../../../components/forms/form-parts";
import { AccountForm, AccountInput } from "./account-inputs";
import { useAction } from "../use-action";
import { safeNext } from "./safe-next";
import { emailFrom, withEmail } from "./carried-email";
import { typedValue } from "../../forms/typed-before-hydration";
import { recordLinkOutcome } from "../link-problem";

/**
 * Links the requests sent without signing in from this account's verified e-mail to the account
 * (`POST /coleta/vincular`), waited for (at most 3 s) before the area opens so its first list includes them.
 * A failure does not stop the sign-in: the area tells the customer (area/link-notice.tsx), even when the answer
 * comes after those 3 s; the next sign-in tries again.
 */
function linkAnonymousRequests(): Promise<void> {
  // The call's code loads only now (it is not needed to show the form).
  const link = import("../link-requests")
    .then(({ linkRequests }) => linkRequests())
    .then(recordLinkOutcome, () => recordLinkOutcome("failed"));
  return Promise.race([link, new Promise<void>((resolve) => setTimeout(resolve, 3000))]);
}

type Step = SignInOutput["nextStep"]["signInStep"];

/** Steps answered with one code typed by the visitor, and the label each uses. */
const codeSteps: Partial<Record<Step, string>> = {
  CONFIRM_SIGN_IN_WITH_SMS_CODE: "signIn.smsCode",
  CONFIRM_SIGN_IN_WITH_TOTP_CODE: "signIn.totpCode",
  CONFIRM_SIGN_IN_WITH_EMAIL_CODE: "signIn.emailCode",
  CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE: "signIn.customChallenge",
};

/**
 * `/login/`: email and password, then whatever challenge Cognito asks for (a new password, an SMS or
 * authenticator code, a choice of MFA method, a custom challenge). Signed in, it goes to `?next=` (a
 * customer-area page) or the dashboard.
 */
export function SignIn({ search }: { search: string }) {
  const { t } = useTranslation("conta");
  const localize = useLocalize();
  const action = useAction("signIn");
  const { busy, error, setError, run } = action;
  // Text typed before hydration starts the state, or the next render would empty the fields.
  const [email, setEmail] = useState(() => typedValue("email", emailFrom(search)));
  const [password, setPassword] = useState(() => typedValue("password"));
  const [answer, setAnswer] = useState("");
  const [step, setStep] = useState<Step | null>(null);
  const [mfaChoices, setMfaChoices] = useState<string[]>([]);
  const next = safeNext(search);
  const params = new URLSearchParams(search);
  const arrival = ["confirmed", "reset", "signedOut", "signedOutEverywhere", "sessionEnded"].find(
    (flag) => params.get(flag) === "1",
  );

  // Arriving with the e-mail already filled (from confirmation, reset or sign-up), the password is next. Not
  // autoFocus, which a hydrated page ignores; and after the frame, once the router has focused the new page.
  const passwordField = useRef<HTMLInputElement>(null);
  const carried = Boolean(emailFrom(search));
  useEffect(() => {
    if (!carried) return;
    const frame = requestAnimationFrame(() => passwordField.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [carried]);

  useEffect(() => {
    // Already signed in: nothing to do here.
    ensureAmplify()
      .then(() => getCurrentUser())
      .then(() => navigate(localize(next), { replace: true }))
      .catch(() => undefined);
  }, [localize, next]);

  async function follow(output: SignInOutput, username = email) {
    const nextStep = output.nextStep;
    if (output.isSignedIn || nextStep.signInStep === "DONE") {
      await linkAnonymousRequests();
      await navigate(localize(next), { replace: true });
      return;
    }
    if (nextStep.signInStep === "CONFIRM_SIGN_UP") {
      await navigate(withEmail(localize("/area-cliente/confirmar-conta/"), username));
      return;
    }
    if (nextStep.signInStep === "RESET_PASSWORD") {
      await navigate(withEmail(localize("/area-cliente/esqueci-a-senha/"), username));
      return;
    }
    if (nextStep.signInStep === "CONTINUE_SIGN_IN_WITH_MFA_SELECTION") {
      setMfaChoices(("allowedMFATypes" in nextStep && nextStep.allowedMFATypes) || []);
    }
    setAnswer("");
    setStep(nextStep.signInStep);
  }

  async function onSignIn(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read the fields themselves: what was typed before the page hydrated is in the DOM, not yet in state.
    const data = new FormData(event.currentTarget);
    const username = String(data.get("email") ?? email).trim();
    const secret = String(data.get("password") ?? password);
    setEmail(username);
    setPassword(secret);
    if (!username || !secret) {
      setError(t(!username ? "errors.emptyEmail" : "errors.emptyPassword"));
      return;
    }
    await run(async () => {
      const { authFlowType } = await ensureAmplify();
      await follow(await signIn({ username, password: secret, options: { authFlowType } }), username);
    });
  }

  async function onChallenge(event: React.FormEvent) {
    event.preventDefault();
    if (!answer.trim()) {
      setError(t(step === "CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED" ? "errors.emptyPassword" : "errors.emptyCode"));
      return;
    }
    await run(async () => follow(await confirmSignIn({ challengeResponse: answer.trim() })));
  }

  const onAnswer = (event: React.ChangeEvent<HTMLInputElement>) => setAnswer(event.target.value);

  if (step === "CONTINUE_SIGN_IN_WITH_MFA_SELECTION") {
    return (
      <AccountShell title={t("signIn.mfaChoiceTitle")} lead={t("signIn.mfaChoiceLead")}>
        <FormMessage error={error} />
        <div className={formStyles.actions}>
          {mfaChoices.map((choice) => (
            <button
              key={choice}
              type="button"
              className={formStyles.linkButton}
              disabled={busy}
              onClick={() => run(async () => follow(await confirmSignIn({ challengeResponse: choice })))}
            >
              {t(`signIn.mfa.${choice}`)}
            </button>
          ))}
        </div>
      </AccountShell>
    );
  }

  if (step) {
    const newPassword = step === "CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED";
    const label = newPassword ? "signIn.newPassword" : (codeSteps[step] ?? "signIn.customChallenge");
    return (
      <AccountShell
        title={t(newPassword ? "signIn.newPasswordTitle" : "signIn.challengeTitle")}
        lead={t(`${label}Lead`)}
      >
        <AccountForm action={action} onSubmit={onChallenge} submit={t("signIn.confirm")}>
          {newPassword ? (
            <AccountInput
              kind="newPassword"
              label={t(label)}
              name={undefined}
              autoFocus
              value={answer}
              onChange={onAnswer}
            />
          ) : (
            <AccountInput
              kind="code"
              label={t(label)}
              name={undefined}
              type="text"
              value={answer}
              onChange={onAnswer}
            />
          )}
        </AccountForm>
      </AccountShell>
    );
  }

  return (
    <AccountShell title={t("signIn.title")} lead={t("signIn.lead")}>
      <AccountForm
        action={action}
        onSubmit={onSignIn}
        notice={arrival && !error ? t(`signIn.${arrival}`) : null}
        submit={t("signIn.submit")}
        busyLabel={t("signIn.busy")}
      >
        <AccountInput
          kind="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <AccountInput
          kind="currentPassword"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          ref={passwordField}
        />
      </AccountForm>
      <p className={formStyles.links}>
        <GatsbyLink to={withEmail(localize("/area-cliente/esqueci-a-senha/"), email)}>{t("signIn.forgot")}</GatsbyLink>
        <GatsbyLink to={withEmail(localize("/area-cliente/criar-conta/"), email)}>{t("signIn.create")}</GatsbyLink>
      </p>
    </AccountShell>
  );
}
