import React from "react";
import { Field, FormMessage, Submit, formStyles } from "../../../components/forms/form-parts";
import { useTranslation } from "../../../i18n/i18n-context";
import { PasswordRules } from "./password-rules";

type InputProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "value"> & {
  label?: string;
  error?: string;
  value: string;
};

/** Each kind of account input: its label (under `conta:`), hint, name, autocomplete and keyboard. */
const kinds = {
  email: { label: "fields.email", type: "email", name: "email", autoComplete: "email", required: true },
  newEmail: { label: "fields.newEmail", type: "email", name: "new-email", autoComplete: "email", required: true },
  code: {
    label: "fields.code",
    name: "code",
    inputMode: "numeric",
    autoComplete: "one-time-code",
    required: true,
    autoFocus: true,
  },
  currentPassword: {
    label: "fields.password",
    type: "password",
    name: "password",
    autoComplete: "current-password",
    required: true,
  },
  /** The password to change, in the profile. */
  oldPassword: {
    label: "fields.currentPassword",
    type: "password",
    name: "current-password",
    autoComplete: "current-password",
    required: true,
  },
  /** A new password, with the pool's rules marked as they are met. */
  newPassword: {
    label: "fields.newPassword",
    type: "password",
    name: "new-password",
    autoComplete: "new-password",
    required: true,
  },
  /** The optional phone, Brazilian or with "+" and its country code. */
  phone: { label: "fields.phoneOptional", hint: "fields.phoneHint", type: "tel", name: "phone", autoComplete: "tel" },
} satisfies Record<string, React.InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: string }>;

/** An input of the account forms, of a `kind`; any prop given wins over the kind's. */
export const AccountInput = React.forwardRef<HTMLInputElement, InputProps & { kind: keyof typeof kinds }>(
  function AccountInput({ kind, label, ...input }, ref) {
    const { t } = useTranslation("conta");
    const { label: labelKey, ...preset } = kinds[kind];
    const hint = "hint" in preset ? t(preset.hint) : undefined;
    return (
      <>
        <Field {...preset} label={label ?? t(labelKey)} hint={hint} ref={ref} {...input} />
        {kind === "newPassword" && <PasswordRules password={input.value} />}
      </>
    );
  },
);

/**
 * An account form (it runs one Amplify action: useAction): the form's message (the action's error, or a
 * confirmation), its fields, the submit button that says it is working ("wait"), and other actions beside it
 * (`actions`: resend a code, cancel).
 */
export function AccountForm({
  action,
  onSubmit,
  notice,
  submit,
  busyLabel,
  actions,
  children,
}: {
  action: { busy: boolean; error: string | null };
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  notice?: string | null;
  submit: string;
  busyLabel?: string;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  const { t } = useTranslation("conta");
  const button = <Submit busy={action.busy} label={submit} busyLabel={busyLabel ?? t("common.wait")} />;
  return (
    <form method="post" className={formStyles.form} onSubmit={onSubmit} noValidate>
      <FormMessage error={action.error} notice={notice} />
      {children}
      {actions ? (
        <div className={formStyles.actions}>
          {button}
          {actions}
        </div>
      ) : (
        button
      )}
    </form>
  );
}
