import type React from "react";
import { useState } from "react";

type Errors<F> = Partial<Record<keyof F & string, string>>;

/**
 * The form kit for the account forms (sign-up, profile…), which run Amplify Auth rather than the site's API:
 * react-hook-form would cost `/login/` ~10 KB of JavaScript its budget does not have, so their state is this
 * hook, with the same rules as useDomainForm. `check` returns each wrong field's message, translated. On submit
 * (`validate`) every field is checked and the first wrong one takes the focus; afterwards a field marked wrong is
 * checked again on every change, whether typed, pasted or autofilled (they all fire `input`), so its error goes as
 * soon as the value is valid and follows what is wrong meanwhile. `mask` rewrites the text as it changes.
 */
export function useFieldValues<F extends Record<string, string>>(initial: () => F, check: (values: F) => Errors<F>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<F>>({});

  const bind = (name: keyof F & string, mask?: (value: string) => string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: mask ? mask(event.target.value) : event.target.value };
      setValues(next);
      if (errors[name]) setErrors((current) => ({ ...current, [name]: check(next)[name] }));
    },
  });

  /** Checks every field; false (and the first wrong field focused) when one is wrong. */
  const validate = (form: HTMLFormElement | null): boolean => {
    const problems = check(values);
    setErrors(problems);
    const first = Array.from(form?.elements ?? []).find(
      (element): element is HTMLInputElement => element instanceof HTMLInputElement && Boolean(problems[element.name]),
    );
    first?.focus();
    return Object.values(problems).every((problem) => !problem);
  };

  return { values, setValues, errors, bind, validate };
}
