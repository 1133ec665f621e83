import React, { useState } from "react";
import { Link as GatsbyLink, navigate } from "gatsby";
import { confirmSignUp, resendSignUpCode } from "aws-amplify/auth";
import { useLocalize, useTranslation } from "../../../i18n/i18n-context";
import { ensureAmplify } from "../amplify-setup";
import { AccountShell, formStyles } from "../../../components/forms/form-parts";
import { AccountForm, AccountInput } from "./account-inputs";
import { useAction } from "../use-action";
import { typedValue } from "../../forms/typed-before-hydration";
import { emailFrom, withEmail } from "./carried-email";

/** `/area-cliente/confirmar-conta/?email=…`: the code sent by email, or a new one. */
export function ConfirmSignUp({ search }: { search: string }) {
  const { t } = useTranslation("conta");
  const localize = useLocalize();
  const action = useAction();
  const { busy, setError, run } = action;
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
      <AccountForm
        action={action}
        onSubmit={onSubmit}
        notice={notice}
        submit={t("confirm.submit")}
        actions={
          <button type="button" className={formStyles.linkButton} onClick={onResend} disabled={busy}>
            {t("confirm.resend")}
          </button>
        }
      >
        <AccountInput kind="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        <AccountInput kind="code" value={code} onChange={(event) => setCode(event.target.value)} />
      </AccountForm>
      <p className={formStyles.links}>
        <GatsbyLink to={withEmail(localize("/login/"), email)}>{t("common.backToSignIn")}</GatsbyLink>
      </p>
    </AccountShell>
  );
}
