import React, { useState } from "react";
import { deleteUserAttributes, fetchAuthSession, updateUserAttributes } from "aws-amplify/auth";
import { companyAttributes } from "../../../domain/company-attributes";
import { companySchema } from "../../../domain/coleta";
import { formatCnpj } from "../../../domain/brazil";
import { validate } from "../../../domain/validate";
import { useValidationMessages } from "../../forms/validation-messages";
import { useTranslation } from "../../../i18n/i18n-context";
import { Field } from "../../../components/forms/form-parts";
import { useFieldValues } from "../../forms/field-values";
import { useAction } from "../use-action";
import { AccountForm } from "../auth/account-inputs";
import type { Customer } from "./use-customer";
import { areaStyles as styles } from "./area-shell";

type Company = { company: string; cnpj: string };

/** Both empty: nothing to keep (null); else the company as the domain's schema reads it, or each field's message. */
function checkCompany(values: Company, language: string) {
  if (!values.company.trim() && !values.cnpj.trim()) return { ok: true as const, value: null };
  return validate(companySchema, { name: values.company, cnpj: values.cnpj }, language);
}

/**
 * The customer's company and CNPJ (the user pool's custom attributes), checked by the same rules as the
 * collection request's company (src/domain: the CNPJ's check digits, numeric or alphanumeric), and prefilled
 * into the collection form from the ID token. Both empty removes them.
 */
export function CompanyDetails({ customer, refresh }: { customer: Customer; refresh: () => Promise<void> }) {
  const { t, language } = useTranslation("conta");
  useValidationMessages();
  const action = useAction();
  const { run } = action;
  const {
    values,
    setValues,
    bind,
    validate: check,
  } = useFieldValues<Company>(
    () => ({ company: customer.company, cnpj: formatCnpj(customer.cnpj) }),
    (current) => {
      const result = checkCompany(current, language);
      const found: Partial<Company> = {};
      if (!result.ok) {
        for (const problem of result.errors) {
          const field = problem.field === "name" ? "company" : problem.field;
          if (field === "company" || field === "cnpj") found[field] ??= problem.message;
        }
      }
      return found;
    },
  );
  const [notice, setNotice] = useState<string | null>(null);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    if (!check(event.currentTarget)) return;
    const result = checkCompany(values, language);
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
      setValues({ company: result.value?.name ?? "", cnpj: formatCnpj(result.value?.cnpj ?? "") });
      setNotice(t("profile.companySaved"));
    });
  }

  return (
    <section className={styles.block} aria-labelledby="profile-company">
      <h2 id="profile-company">{t("profile.companyTitle")}</h2>
      <p>{t("profile.companyLead")}</p>
      <AccountForm action={action} onSubmit={onSubmit} notice={notice} submit={t("profile.companySave")}>
        <Field label={t("fields.company")} autoComplete="organization" {...bind("company")} />
        <Field
          label={t("fields.cnpj")}
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="00.000.000/0000-00"
          {...bind("cnpj", formatCnpj)}
        />
      </AccountForm>
    </section>
  );
}
