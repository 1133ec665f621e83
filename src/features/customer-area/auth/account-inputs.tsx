import React from "react";
import { Field, FormMessage, Submit, formStyles } from "../../../components/forms/form-parts";
import { useTranslation } from "../../../i18n/i18n-context";
import { PasswordRules } from "./password-rules";

type InputProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "value"> & {
  label?: string;
  hint?: string;
  error?: string;
  value: string;
};

/** The account forms' inputs, each with its label, autocomplete and keyboard; any prop given wins. */
export const EmailInput = React.forwardRef<HTMLInputElement, InputProps>(function EmailInput({ label, ...input }, ref) {
  const { t } = useTranslation("conta");
  return (
    <Field
      label={label ?? t("fields.email")}
      type="email"
      name="email"
      autoComplete="email"
      required
      ref={ref}
      {...input}
    />
  );
});

/** A code sent by e-mail or SMS, or shown by an authenticator app: the field the visitor is sent to. */
export function CodeInput({ label, ...input }: InputProps) {
  const { t } = useTranslation("conta");
  return (
    <Field
      label={label ?? t("fields.code")}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      required
      autoFocus
      {...input}
    />
  );
}

/** A new password, with the pool's rules marked as they are met. */
export function NewPasswordInput({ label, ...input }: InputProps) {
  const { t } = useTranslation("conta");
  return (
    <>
      <Field
        label={label ?? t("fields.newPassword")}
        type="password"
        name="new-password"
        autoComplete="new-password"
        required
        {...input}
      />
      <PasswordRules password={input.value} />
    </>
  );
}

/** The optional phone, Brazilian or with "+" and its country code. */
export function PhoneInput(input: InputProps) {
  const { t } = useTranslation("conta");
  return (
    <Field
      label={t("fields.phoneOptional")}
      hint={t("fields.phoneHint")}
      type="tel"
      name="phone"
      autoComplete="tel"
      {...input}
    />
  );
}

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
