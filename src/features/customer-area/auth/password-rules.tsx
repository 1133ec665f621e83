import React from "react";
import { passwordPolicy, unmetPasswordRules, type PasswordRule } from "../../../domain/password-policy";
import { useTranslation } from "../../../i18n/i18n-context";
import { formStyles } from "../../../components/forms/form-parts";

/** The rules this pool enforces, in the order the form lists them. */
const rules: PasswordRule[] = (
  [
    ["minimumLength", true],
    ["requireLowercase", passwordPolicy.requireLowercase],
    ["requireUppercase", passwordPolicy.requireUppercase],
    ["requireNumbers", passwordPolicy.requireNumbers],
    ["requireSymbols", passwordPolicy.requireSymbols],
  ] as const
)
  .filter(([, enforced]) => enforced)
  .map(([rule]) => rule);

/** The pool's password rules, each marked as met while the visitor types. */
export function PasswordRules({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation("conta");
  const problems = unmetPasswordRules(password);
  return (
    <ul className={formStyles.rules} id={id}>
      {rules.map((rule) => {
        const met = !problems.includes(rule);
        return (
          <li key={rule} className={met ? formStyles.ruleMet : undefined}>
            {t(`password.${rule}`, { count: passwordPolicy.minimumLength })}
            <span className="visually-hidden">{met ? ` ${t("password.met")}` : ""}</span>
          </li>
        );
      })}
    </ul>
  );
}
