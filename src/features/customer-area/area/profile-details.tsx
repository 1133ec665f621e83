import React, { useState } from "react";
import { fetchAuthSession, updateUserAttributes } from "aws-amplify/auth";
import { useTranslation } from "../../../i18n/i18n-context";
import { fieldErrors, normalizePhone, translated } from "../auth/account-fields";
import { AccountForm, AccountInput } from "../auth/account-inputs";
import { Field } from "../../../components/forms/form-parts";
import { useFieldValues } from "../../forms/field-values";
import { useAction } from "../use-action";
import type { Customer } from "./use-customer";
import { areaStyles as styles } from "./area-shell";
import { displayPhone } from "./display-format";

/** Name and phone, saved together. */
export function ProfileDetails({ customer, refresh }: { customer: Customer; refresh: () => Promise<void> }) {
  const { t } = useTranslation("conta");
  const action = useAction();
  const { run } = action;
  const { values, bind, validate } = useFieldValues(
    () => ({ name: customer.name, phone: displayPhone(customer.phone) }),
    (current) => translated(t, fieldErrors({ ...current, email: "", password: "" }, ["name", "phone"])),
  );
  const [notice, setNotice] = useState<string | null>(null);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    if (!validate(event.currentTarget)) return;
    const { name, phone } = values;
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
      <AccountForm action={action} onSubmit={onSubmit} notice={notice} submit={t("profile.save")}>
        <Field label={t("fields.name")} autoComplete="name" required {...bind("name")} />
        <AccountInput kind="phone" {...bind("phone")} />
      </AccountForm>
    </section>
  );
}
