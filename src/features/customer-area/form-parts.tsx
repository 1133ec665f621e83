import React, { useId } from "react";
import { Button } from "../../components/ui";
import * as styles from "./form.module.css";

type FieldProps = React.InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  hint?: string;
  error?: string;
};

/** A labelled input; its hint and error are announced with it (aria-describedby). */
export function Field({ label, hint, error, id, ...input }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      <input
        id={inputId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
        {...input}
      />
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The form-level message: an error (role="alert") or a confirmation (role="status"). */
export function FormMessage({ error, notice }: { error?: string | null; notice?: string | null }) {
  return (
    <>
      {error && (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      )}
      {notice && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
    </>
  );
}

/** A submit button that says it is working and cannot be pressed twice. */
export function Submit({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
      {busy ? busyLabel : label}
    </Button>
  );
}

/** The centered card every account page sits in. */
export function AccountShell({
  title,
  lead,
  wide,
  children,
}: {
  title: string;
  lead?: string;
  wide?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className={[styles.shell, wide ? styles.wide : ""].join(" ")}>
      <div className={styles.panel}>
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
    </div>
  );
}

export { styles as formStyles };
