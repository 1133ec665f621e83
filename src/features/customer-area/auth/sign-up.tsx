import React from "react";
import { Link as GatsbyLink, navigate } from "gatsby";
import { signUp } from "aws-amplify/auth";
import { useLocalize, useTranslation } from "../../../i18n/i18n-context";
import { ensureAmplify } from "../amplify-setup";
import { AccountShell, Field, formStyles } from "../../../components/forms/form-parts";
import { useFieldValues } from "../../forms/field-values";
import { useAction } from "../use-action";
import { AccountForm, AccountInput } from "./account-inputs";
import { fieldErrors, normalizePhone, translated, type AccountFields } from "./account-fields";
import { typedValue } from "../../forms/typed-before-hydration";
import { emailFrom, withEmail } from "./carried-email";
import { pushEvent } from "../../third-party/data-layer";

/**
 * `/area-cliente/criar-conta/`: name, email (carried from sign-in as `?email=`), optional phone and a password;
 * then the code is sent by email. An error shown under a field goes away as soon as the field is valid.
 */
export function SignUp({ search = "" }: { search?: string }) {
  const { t } = useTranslation("conta");
  const localize = useLocalize();
  const action = useAction();
  const { run } = action;
  const { values, bind, validate } = useFieldValues<AccountFields>(
    () => ({
      name: typedValue("name"),
      email: typedValue("email", emailFrom(search)),
      phone: typedValue("phone"),
      password: typedValue("password"),
    }),
    (current) => translated(t, fieldErrors(current, ["name", "email", "phone", "password"])),
  );

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!validate(event.currentTarget)) return;
    await run(async () => {
      await ensureAmplify();
      const email = values.email.trim().toLowerCase();
      const output = await signUp({
        username: email,
        password: values.password,
        options: {
          userAttributes: {
            email,
            name: values.name.trim(),
            ...(values.phone.trim() ? { phone_number: normalizePhone(values.phone) } : {}),
          },
        },
      });
      pushEvent({ event: "sign_up" });
      const confirm = `${localize("/area-cliente/confirmar-conta/")}?email=${encodeURIComponent(email)}`;
      await navigate(output.isSignUpComplete ? localize("/login/") : confirm);
    });
  }

  return (
    <AccountShell title={t("signUp.title")} lead={t("signUp.lead")}>
      <AccountForm action={action} onSubmit={onSubmit} submit={t("signUp.submit")}>
        <Field label={t("fields.name")} autoComplete="name" required {...bind("name")} />
        <AccountInput kind="email" {...bind("email")} />
        <AccountInput kind="phone" {...bind("phone")} />
        <AccountInput kind="newPassword" label={t("fields.password")} {...bind("password")} />
      </AccountForm>
      <p className={formStyles.links}>
        <GatsbyLink to={withEmail(localize("/login/"), values.email)}>{t("signUp.haveAccount")}</GatsbyLink>
      </p>
    </AccountShell>
  );
}
