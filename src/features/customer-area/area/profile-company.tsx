import React, { useState } from "react";
import { deleteUserAttributes, fetchAuthSession, updateUserAttributes } from "aws-amplify/auth";
import { companyAttributes } from "../../../domain/company-attributes";
import { companySchema } from "../../../domain/coleta";
import { formatCnpj } from "../../../domain/brazil";
import { validate } from "../../../domain/validate";
import { useValidationMessages } from "../../forms/validation-messages";
import { useTranslation } from "../../../i18n/i18n-context";
import { Field, FormMessage, Submit, formStyles } from "../../../components/forms/form-parts";
import { useAction } from "../use-action";
import type { Customer } from "./use-customer";
import { areaStyles as styles } from "./area-shell";

type Errors = { name?: string; cnpj?: string };

/**
 * The customer's company and CNPJ (the user pool's custom attributes), checked by the same rules as the
 * collection request's company (src/domain: the CNPJ's check digits, numeric or alphanumeric), and prefilled
 * into the collection form from the ID token. Both empty removes them.
 */
export function CompanyDetails({ customer, refresh }: { customer: Customer; refresh: () => Promise<void> }) {
  const { t, language } = useTranslation("conta");
  useValidationMessages();
  const { busy, error, run } = useAction();
  const [name, setName] = useState(customer.company);
  const [cnpj, setCnpj] = useState(() => formatCnpj(customer.cnpj));
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<string | null>(null);

  function check(values: {
    name: string;
    cnpj: string;
  }): { ok: true; value: { name: string; cnpj: string } | null } | { ok: false; errors: Errors } {
    if (!values.name.trim() && !values.cnpj.trim()) return { ok: true, value: null };
    const result = validate(companySchema, values, language);
    if (result.ok) return result;
    const found: Errors = {};
    for (const problem of result.errors) {
      if (problem.field === "name" || problem.field === "cnpj") found[problem.field] ??= problem.message;
    }
    return { ok: false, errors: found };
  }

  /** A field already marked wrong is checked again as it changes (its error goes once it is valid). */
  function recheck(values: { name: string; cnpj: string }, field: keyof Errors) {
    if (!errors[field]) return;
    const result = check(values);
    setErrors((current) => ({ ...current, [field]: result.ok ? undefined : result.errors[field] }));
  }

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setNotice(null);
    const result = check({ name, cnpj });
    setErrors(result.ok ? {} : result.errors);
    if (!result.ok) return;
    await run(async () => {
      if (result.value) {
        await updateUserAttributes({
          userAttributes: {
            [companyAttributes.company]: result.value.name,
            [companyAttributes.cnpj]: result.value.cnpj,
          },
        });
      } else if (customer.company || customer.cnpj) {
        await deleteUserAttributes({ userAttributeKeys: [companyAttributes.company, companyAttributes.cnpj] });
      }
      // A new ID token carries the new values: the collection form reads them from it.
      await fetchAuthSession({ forceRefresh: true });
      await refresh();
      setName(result.value?.name ?? "");
      setCnpj(formatCnpj(result.value?.cnpj ?? ""));
      setNotice(t("profile.companySaved"));
    });
  }

  return (
    <section className={styles.block} aria-labelledby="profile-company">
      <h2 id="profile-company">{t("profile.companyTitle")}</h2>
      <p>{t("profile.companyLead")}</p>
      <form method="post" className={formStyles.form} onSubmit={onSubmit} noValidate>
        <FormMessage error={error} notice={notice} />
        <Field
          label={t("fields.company")}
          name="company"
          autoComplete="organization"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            recheck({ name: event.target.value, cnpj }, "name");
          }}
          error={errors.name}
        />
        <Field
          label={t("fields.cnpj")}
          name="cnpj"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="00.000.000/0000-00"
          value={cnpj}
          onChange={(event) => {
            const masked = formatCnpj(event.target.value);
            setCnpj(masked);
            recheck({ name, cnpj: masked }, "cnpj");
          }}
          error={errors.cnpj}
        />
        <Submit busy={busy} label={t("profile.companySave")} busyLabel={t("common.wait")} />
      </form>
    </section>
  );
}
