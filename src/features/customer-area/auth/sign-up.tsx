import React, { useState } from "react";
import { Link as GatsbyLink, navigate } from "gatsby";
import { signUp } from "aws-amplify/auth";
import { useLocalize, useTranslation } from "../../../i18n/i18n-context";
import { ensureAmplify } from "../amplify-setup";
import { AccountShell, Field, FormMessage, Submit, formStyles } from "../../../components/forms/form-parts";
import { useAction } from "../use-action";
import { PasswordRules } from "./password-rules";
import { fieldErrors, normalizePhone, type AccountFields } from "./account-fields";
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
  const { busy, error, run } = useAction();
  const [values, setValues] = useState<AccountFields>(() => ({
    name: typedValue("name"),
    email: typedValue("email", emailFrom(search)),
    phone: typedValue("phone"),
    password: typedValue("password"),
  }));
  const [errors, setErrors] = useState<Partial<Record<keyof AccountFields, string>>>({});

  const set = (field: keyof AccountFields) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    // A field already marked wrong is checked again as it changes: valid, its error goes; still wrong, the
    // message follows what is wrong now. Fields not yet marked wait for the submit (no errors while typing).
    if (errors[field]) {
      const problem = fieldErrors(next, [field])[field];
      setErrors((current) => ({ ...current, [field]: problem && t(`errors.${problem}`) }));
    }
  };

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const problems = fieldErrors(values, ["name", "email", "phone", "password"]);
    setErrors(Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, t(`errors.${key}`)])));
    if (Object.keys(problems).length) return;
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
      <form method="post" className={formStyles.form} onSubmit={onSubmit} noValidate>
        <FormMessage error={error} />
        <Field
          label={t("fields.name")}
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={set("name")}
          error={errors.name}
          required
        />
        <Field
          label={t("fields.email")}
          type="email"
          name="email"
          autoComplete="email"
          value={values.email}
          onChange={set("email")}
          error={errors.email}
          required
        />
        <Field
          label={t("fields.phoneOptional")}
          hint={t("fields.phoneHint")}
          type="tel"
          name="phone"
          autoComplete="tel"
          value={values.phone}
          onChange={set("phone")}
          error={errors.phone}
        />
        <Field
          label={t("fields.password")}
          type="password"
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set("password")}
          error={errors.password}
          required
        />
        <PasswordRules password={values.password} />
        <Submit busy={busy} label={t("signUp.submit")} busyLabel={t("common.wait")} />
      </form>
      <p className={formStyles.links}>
        <GatsbyLink to={withEmail(localize("/login/"), values.email)}>{t("signUp.haveAccount")}</GatsbyLink>
      </p>
    </AccountShell>
  );
}
