import React, { useState } from "react";
import { fetchAuthSession, updateUserAttributes } from "aws-amplify/auth";
import { useTranslation } from "../../../i18n/i18n-context";
import { fieldErrors, normalizePhone } from "../auth/account-fields";
import { Field, FormMessage, Submit, formStyles } from "../../../components/forms/form-parts";
import { useAction } from "../use-action";
import type { Customer } from "./use-customer";
import { areaStyles as styles } from "./area-shell";
import { displayPhone } from "./display-format";

/** Name and phone, saved together. */
export function ProfileDetails({ customer, refresh }: { customer: Customer; refresh: () => Promise<void> }) {
  const { t } = useTranslation("conta");
  const { busy, error, run } = useAction();
  const [name, setName] = useState(customer.name);
  const [phone, setPhone] = useState(() => displayPhone(customer.phone));
  const [errors, setErrors] = useState<{ name?: string; phone?: string }>({});
  const [notice, setNotice] = useState<string | null>(null);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setNotice(null);
    const problems = fieldErrors({ name, phone, email: "", password: "" }, ["name", "phone"]);
    setErrors({
      name: problems.name && t(`errors.${problems.name}`),
      phone: problems.phone && t(`errors.${problems.phone}`),
    });
    if (problems.name || problems.phone) return;
    await run(async () => {
      await updateUserAttributes({
        userAttributes: { name: name.trim(), phone_number: phone.trim() ? normalizePhone(phone) : "" },
      });
      await fetchAuthSession({ forceRefresh: true }); // the new name in the ID token (the header shows it)
      await refresh();
      setNotice(t("profile.saved"));
    });
  }

  return (
    <section className={styles.block} aria-labelledby="profile-details">
      <h2 id="profile-details">{t("profile.detailsTitle")}</h2>
      <form method="post" className={formStyles.form} onSubmit={onSubmit} noValidate>
        <FormMessage error={error} notice={notice} />
        <Field
          label={t("fields.name")}
          name="name"
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={errors.name}
          required
        />
        <Field
          label={t("fields.phoneOptional")}
          hint={t("fields.phoneHint")}
          type="tel"
          name="phone"
          autoComplete="tel"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          error={errors.phone}
        />
        <Submit busy={busy} label={t("profile.save")} busyLabel={t("common.wait")} />
      </form>
    </section>
  );
}
