import React, { useState } from "react";
import { Link as GatsbyLink, navigate } from "gatsby";
import { confirmResetPassword, resetPassword } from "aws-amplify/auth";
import { unmetPasswordRules } from "../../../domain/password-policy";
import { useLocalize, useTranslation } from "../../../i18n/i18n-context";
import { ensureAmplify } from "../amplify-setup";
import { AccountShell, Field, FormMessage, Submit, formStyles } from "../../../components/forms/form-parts";
import { useAction } from "../use-action";
import { PasswordRules } from "./password-rules";
import { typedValue } from "../../forms/typed-before-hydration";
import { emailFrom, withEmail } from "./carried-email";

/** `/area-cliente/esqueci-a-senha/`: ask for a code by email, then set a new password with it. */
export function ForgotPassword({ search }: { search: string }) {
  const { t } = useTranslation("conta");
  const localize = useLocalize();
  const { busy, error, setError, run } = useAction();
  const [email, setEmail] = useState(() => typedValue("email", emailFrom(search)));
  const [codeSent, setCodeSent] = useState(false);
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [notice, setNotice] = useState<string | undefined>();

  async function onRequest(event: React.FormEvent) {
    event.preventDefault();
    if (!email.trim()) return setError(t("errors.emptyEmail"));
    await run(async () => {
      await ensureAmplify();
      await resetPassword({ username: email.trim().toLowerCase() });
      setCodeSent(true);
    });
  }

  async function onReset(event: React.FormEvent) {
    event.preventDefault();
    if (!code.trim()) return setError(t("errors.emptyCode"));
    if (unmetPasswordRules(password).length) return setError(t("errors.weakPassword"));
    await run(async () => {
      await ensureAmplify();
      await confirmResetPassword({
        username: email.trim().toLowerCase(),
        confirmationCode: code.trim(),
        newPassword: password,
      });
      await navigate(withEmail(localize("/login/"), email.trim().toLowerCase(), { reset: "1" }));
    });
  }

  if (!codeSent) {
    return (
      <AccountShell title={t("forgot.title")} lead={t("forgot.lead")}>
        <form method="post" className={formStyles.form} onSubmit={onRequest} noValidate>
          <FormMessage error={error} />
          <Field
            label={t("fields.email")}
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            required
          />
          <Submit busy={busy} label={t("forgot.send")} busyLabel={t("common.wait")} />
        </form>
        <p className={formStyles.links}>
          <GatsbyLink to={withEmail(localize("/login/"), email)}>{t("common.backToSignIn")}</GatsbyLink>
        </p>
      </AccountShell>
    );
  }

  return (
    <AccountShell title={t("forgot.resetTitle")} lead={t("forgot.resetLead", { email: email.trim() })}>
      <form method="post" className={formStyles.form} onSubmit={onReset} noValidate>
        <FormMessage error={error} notice={error ? undefined : notice} />
        <Field
          label={t("fields.code")}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          required
          autoFocus
        />
        <Field
          label={t("fields.newPassword")}
          type="password"
          name="new-password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
        />
        <PasswordRules password={password} />
        <div className={formStyles.actions}>
          <Submit busy={busy} label={t("forgot.save")} busyLabel={t("common.wait")} />
          <button
            type="button"
            className={formStyles.linkButton}
            disabled={busy}
            onClick={() =>
              run(async () => {
                setNotice(undefined);
                await resetPassword({ username: email.trim().toLowerCase() });
                setNotice(t("confirm.resent", { email: email.trim() }));
              })
            }
          >
            {t("confirm.resend")}
          </button>
        </div>
      </form>
    </AccountShell>
  );
}
