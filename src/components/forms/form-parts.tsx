import React, { useId } from "react";
import { Button } from "../ui";
import * as styles from "./form.module.css";

type Described = { label: string; hint?: string; error?: string; required?: boolean };

/** Ids and ARIA wiring shared by every field: the hint and the error are announced with the control. */
function useDescribed(id: string | undefined, hint?: string, error?: string) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return {
    controlId,
    hintId,
    errorId,
    aria: {
      "aria-invalid": error ? true : undefined,
      "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
    },
  };
}

function Frame({
  label,
  hint,
  error,
  required,
  ids,
  children,
}: Described & { ids: ReturnType<typeof useDescribed>; children: React.ReactNode }) {
  return (
    <div className={styles.field}>
      <label className={[styles.label, required ? styles.required : ""].join(" ")} htmlFor={ids.controlId}>
        {label}
      </label>
      {hint && (
        <span id={ids.hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      {children}
      {error && (
        <p id={ids.errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

type FieldProps = React.InputHTMLAttributes<HTMLInputElement> & Described;

/** A labelled input; its hint and error are announced with it (aria-describedby). */
export const Field = React.forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, hint, error, id, ...input },
  ref,
) {
  const ids = useDescribed(id, hint, error);
  return (
    <Frame label={label} hint={hint} error={error} required={input.required} ids={ids}>
      <input ref={ref} id={ids.controlId} className={styles.input} {...ids.aria} {...input} />
    </Frame>
  );
});

type SelectProps = React.SelectHTMLAttributes<HTMLSelectElement> &
  Described & { options: { value: string; label: string }[]; placeholder: string };

export const SelectField = React.forwardRef<HTMLSelectElement, SelectProps>(function SelectField(
  { label, hint, error, id, options, placeholder, ...select },
  ref,
) {
  const ids = useDescribed(id, hint, error);
  return (
    <Frame label={label} hint={hint} error={error} required={select.required} ids={ids}>
      <select ref={ref} id={ids.controlId} className={styles.input} {...ids.aria} {...select}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
});

type TextAreaProps = React.TextareaHTMLAttributes<HTMLTextAreaElement> & Described;

export const TextAreaField = React.forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextAreaField(
  { label, hint, error, id, ...area },
  ref,
) {
  const ids = useDescribed(id, hint, error);
  return (
    <Frame label={label} hint={hint} error={error} required={area.required} ids={ids}>
      <textarea ref={ref} id={ids.controlId} className={styles.input} rows={4} {...ids.aria} {...area} />
    </Frame>
  );
});

type CheckboxProps = React.InputHTMLAttributes<HTMLInputElement> & { label: React.ReactNode; error?: string };

export const CheckboxField = React.forwardRef<HTMLInputElement, CheckboxProps>(function CheckboxField(
  { label, error, id, ...input },
  ref,
) {
  const ids = useDescribed(id, undefined, error);
  return (
    <div className={styles.field}>
      <label className={styles.check} htmlFor={ids.controlId}>
        <input ref={ref} id={ids.controlId} type="checkbox" {...ids.aria} {...input} />
        <span>{label}</span>
      </label>
      {error && (
        <p id={ids.errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
});

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

/** Once the page has hydrated, a submit button that mounts later (the next step of a form) starts enabled. */
let pageHydrated = false;

/**
 * A submit button that says it is working and cannot be pressed twice. It stays disabled until the page is
 * hydrated, so a quick click never submits the bare HTML form (which would put the fields in the URL).
 */
export function Submit({
  busy,
  label,
  busyLabel,
  className,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  /** Another look (a destructive action's danger colour). */
  className?: string;
}) {
  const [hydrated, setHydrated] = React.useState(pageHydrated);
  React.useEffect(() => {
    pageHydrated = true;
    setHydrated(true);
  }, []);
  return (
    <Button type="submit" disabled={busy || !hydrated} aria-busy={busy || undefined} className={className}>
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
