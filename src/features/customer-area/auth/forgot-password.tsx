import React, { useState } from "react";
import { Link as GatsbyLink, navigate } from "gatsby";
import { confirmResetPassword, resetPassword } from "aws-amplify/auth";
import { unmetPasswordRules } from "../../../domain/password-policy";
import { useLocalize, useTranslation } from "../../../i18n/i18n-context";
import { ensureAmplify } from "../amplify-setup";
import { AccountShell, formStyles } from "../../../components/forms/form-parts";
import { AccountForm, AccountInput } from "./account-inputs";
import { useAction } from "../use-action";
import { typedValue } from "../../forms/typed-before-hydration";
import { emailFrom, withEmail } from "./carried-email";

/** `/area-cliente/esqueci-a-senha/`: ask for a code by email, then set a new password with it. */
export function ForgotPassword({ search }: { search: string }) {
  const { t } = useTranslation("conta");
  const localize = useLocalize();
  const action = useAction();
  const { busy, error, setError, run } = action;
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
        <AccountForm action={action} onSubmit={onRequest} submit={t("forgot.send")}>
          <AccountInput kind="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        </AccountForm>
        <p className={formStyles.links}>
          <GatsbyLink to={withEmail(localize("/login/"), email)}>{t("common.backToSignIn")}</GatsbyLink>
        </p>
      </AccountShell>
    );
  }

  return (
    <AccountShell title={t("forgot.resetTitle")} lead={t("forgot.resetLead", { email: email.trim() })}>
      <AccountForm
        action={action}
        onSubmit={onReset}
        notice={error ? undefined : notice}
        submit={t("forgot.save")}
        actions={
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
        }
      >
        <AccountInput kind="code" value={code} onChange={(event) => setCode(event.target.value)} />
        <AccountInput kind="newPassword" value={password} onChange={(event) => setPassword(event.target.value)} />
      </AccountForm>
    </AccountShell>
  );
}
