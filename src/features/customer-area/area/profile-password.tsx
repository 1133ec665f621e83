import React, { useState } from "react";
import { updatePassword } from "aws-amplify/auth";
import { unmetPasswordRules } from "../../../domain/password-policy";
import { useTranslation } from "../../../i18n/i18n-context";
import { AccountForm, AccountInput } from "../auth/account-inputs";
import { useAction } from "../use-action";
import { areaStyles as styles } from "./area-shell";

/** The current password, then a new one that meets the pool's rules. */
export function PasswordChange() {
  const { t } = useTranslation("conta");
  const action = useAction();
  const { setError, run } = action;
  const [oldPassword, setOldPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [notice, setNotice] = useState<string | null>(null);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setNotice(null);
    if (!oldPassword || !newPassword) return setError(t("errors.emptyPassword"));
    if (unmetPasswordRules(newPassword).length) return setError(t("errors.weakPassword"));
    await run(async () => {
      await updatePassword({ oldPassword, newPassword });
      setOldPassword("");
      setNewPassword("");
      setNotice(t("profile.passwordChanged"));
    });
  }

  return (
    <section className={styles.block} aria-labelledby="profile-password">
      <h2 id="profile-password">{t("profile.passwordTitle")}</h2>
      <AccountForm action={action} onSubmit={onSubmit} notice={notice} submit={t("profile.passwordSave")}>
        <AccountInput kind="oldPassword" value={oldPassword} onChange={(event) => setOldPassword(event.target.value)} />
        <AccountInput kind="newPassword" value={newPassword} onChange={(event) => setNewPassword(event.target.value)} />
      </AccountForm>
    </section>
  );
}
