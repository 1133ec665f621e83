import React, { useState } from "react";
import { confirmUserAttribute, updateUserAttributes } from "aws-amplify/auth";
import { useTranslation } from "../../../i18n/i18n-context";
import { fieldErrors } from "../auth/account-fields";
import { formStyles } from "../../../components/forms/form-parts";
import { AccountForm, AccountInput } from "../auth/account-inputs";
import { useAction } from "../use-action";
import type { Customer } from "./use-customer";
import { areaStyles as styles } from "./area-shell";

/** A new email address takes effect once the code sent to it is confirmed. */
export function EmailChange({ customer, refresh }: { customer: Customer; refresh: () => Promise<void> }) {
  const { t } = useTranslation("conta");
  const action = useAction();
  const { setError, run } = action;
  const [email, setEmail] = useState("");
  const [pending, setPending] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [notice, setNotice] = useState<string | null>(null);

  async function onRequest(event: React.FormEvent) {
    event.preventDefault();
    setNotice(null);
    const problem = fieldErrors({ email, name: "", phone: "", password: "" }, ["email"]).email;
    if (problem) return setError(t(`errors.${problem}`));
    if (email.trim().toLowerCase() === customer.email.toLowerCase()) return setError(t("errors.sameEmail"));
    await run(async () => {
      const result = await updateUserAttributes({ userAttributes: { email: email.trim().toLowerCase() } });
      if (result.email?.nextStep.updateAttributeStep === "CONFIRM_ATTRIBUTE_WITH_CODE") {
        setPending(email.trim().toLowerCase());
      } else {
        await refresh();
        setNotice(t("profile.emailChanged"));
      }
    });
  }

  async function onConfirm(event: React.FormEvent) {
    event.preventDefault();
    if (!code.trim()) return setError(t("errors.emptyCode"));
    await run(async () => {
      await confirmUserAttribute({ userAttributeKey: "email", confirmationCode: code.trim() });
      setPending(null);
      setEmail("");
      setCode("");
      await refresh();
      setNotice(t("profile.emailChanged"));
    });
  }

  return (
    <section className={styles.block} aria-labelledby="profile-email">
      <h2 id="profile-email">{t("profile.emailTitle")}</h2>
      <p>{t("profile.emailCurrent", { email: customer.email })}</p>
      {pending ? (
        <AccountForm
          action={action}
          onSubmit={onConfirm}
          notice={t("profile.emailCodeSent", { email: pending })}
          submit={t("profile.emailConfirm")}
          actions={
            <button type="button" className={formStyles.linkButton} onClick={() => setPending(null)}>
              {t("common.cancel")}
            </button>
          }
        >
          <AccountInput kind="code" name="email-code" value={code} onChange={(event) => setCode(event.target.value)} />
        </AccountForm>
      ) : (
        <AccountForm action={action} onSubmit={onRequest} notice={notice} submit={t("profile.emailSend")}>
          <AccountInput kind="newEmail" value={email} onChange={(event) => setEmail(event.target.value)} />
        </AccountForm>
      )}
    </section>
  );
}
