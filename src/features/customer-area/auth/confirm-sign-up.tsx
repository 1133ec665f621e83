import React, { useState } from "react";
import { Link as GatsbyLink, navigate } from "gatsby";
import { confirmSignUp, resendSignUpCode } from "aws-amplify/auth";
import { useLocalize, useTranslation } from "../../../i18n/i18n-context";
import { ensureAmplify } from "../amplify-setup";
import { AccountShell, Field, FormMessage, Submit, formStyles } from "../../../components/forms/form-parts";
import { useAction } from "../use-action";
import { typedValue } from "../../forms/typed-before-hydration";
import { emailFrom, withEmail } from "./carried-email";

/** `/area-cliente/confirmar-conta/?email=…`: the code sent by email, or a new one. */
export function ConfirmSignUp({ search }: { search: string }) {
  const { t } = useTranslation("conta");
  const localize = useLocalize();
  const { busy, error, setError, run } = useAction();
  const [email, setEmail] = useState(() => typedValue("email", emailFrom(search)));
  const [code, setCode] = useState("");
  const [notice, setNotice] = useState<string | null>(null);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setNotice(null);
    if (!email.trim()) return setError(t("errors.emptyEmail"));
    if (!code.trim()) return setError(t("errors.emptyCode"));
    await run(async () => {
      await ensureAmplify();
      await confirmSignUp({ username: email.trim().toLowerCase(), confirmationCode: code.trim() });
      await navigate(withEmail(localize("/login/"), email.trim().toLowerCase(), { confirmed: "1" }));
    });
  }

  async function onResend() {
    setNotice(null);
    if (!email.trim()) return setError(t("errors.emptyEmail"));
    await run(async () => {
      await ensureAmplify();
      await resendSignUpCode({ username: email.trim().toLowerCase() });
      setNotice(t("confirm.resent", { email: email.trim() }));
    });
  }

  return (
    <AccountShell title={t("confirm.title")} lead={t("confirm.lead")}>
      <form method="post" className={formStyles.form} onSubmit={onSubmit} noValidate>
        <FormMessage error={error} notice={notice} />
        <Field
          label={t("fields.email")}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
        />
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
        <div className={formStyles.actions}>
          <Submit busy={busy} label={t("confirm.submit")} busyLabel={t("common.wait")} />
          <button type="button" className={formStyles.linkButton} onClick={onResend} disabled={busy}>
            {t("confirm.resend")}
          </button>
        </div>
      </form>
      <p className={formStyles.links}>
        <GatsbyLink to={withEmail(localize("/login/"), email)}>{t("common.backToSignIn")}</GatsbyLink>
      </p>
    </AccountShell>
  );
}
