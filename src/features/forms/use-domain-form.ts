import type React from "react";
import { useMemo } from "react";
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from "react-hook-form";
import type { z } from "zod";
import { formatCep, formatCnpj, formatPhone } from "../../domain/brazil";
import { domainResolver } from "../../domain/form-resolver";
import { useLanguage } from "../../i18n/i18n-context";
import { useValidationMessages } from "./validation-messages";

/** The input's own attributes a preset may set (type, autocomplete, keyboard…). */
type InputAttributes = Pick<
  React.InputHTMLAttributes<HTMLInputElement>,
  "type" | "autoComplete" | "placeholder" | "inputMode" | "autoCapitalize" | "spellCheck" | "required" | "maxLength"
>;

/** What a field of the kit receives: react-hook-form's registration, its translated error, a preset's attributes. */
export type KitField = UseFormRegisterReturn & InputAttributes & { error?: string };

export type FieldOptions = InputAttributes & {
  /** Rewrites the text as it is typed, pasted or autofilled (a CNPJ's dots, a phone's parentheses…). */
  mask?: (value: string) => string;
  valueAsNumber?: boolean;
};

/** The fields most forms ask for, written once: `{...field("contact.phone", presets.phone)}`. */
export const presets = {
  name: { required: true, autoComplete: "name" },
  email: { required: true, type: "email", autoComplete: "email" },
  phone: { type: "tel", autoComplete: "tel", placeholder: "(11) 95555-0123", mask: formatPhone },
  organization: { autoComplete: "organization" },
  cnpj: {
    required: true,
    autoCapitalize: "characters",
    spellCheck: false,
    placeholder: "00.000.000/0000-00",
    mask: formatCnpj,
  },
  cep: { required: true, inputMode: "numeric", autoComplete: "postal-code", placeholder: "00000-000", mask: formatCep },
} satisfies Record<string, FieldOptions>;

export type DomainForm<In extends FieldValues, Out> = {
  form: UseFormReturn<In, unknown, Out>;
  /** Registers `path` for a Field of form-parts: spread it (`{...field("contact.phone", { mask })}`). */
  field: (path: FieldPath<In>, options?: FieldOptions) => KitField;
  /** The translated error of `path` (nested paths with dots), if any. */
  message: (path: string) => string | undefined;
  /** How many fields hold an error. */
  errorCount: number;
};

/**
 * One way to set up every form of the site: react-hook-form with the domain's zod schema (src/domain), whose
 * messages are the API's, in the page's language. A field's error is checked again on every change once it has
 * been touched or the form submitted, whether the change comes from typing, pasting or the browser's autofill
 * (all of them fire `input`); a masked field is rewritten before react-hook-form reads it, so what it validates
 * is what it stores (a mask applied afterwards made it throw the fresh result away: issue 26). On a refused
 * submit the first invalid field takes the focus (react-hook-form's `shouldFocusError`).
 *
 * `schema` and `prepare` are read once per language.
 */
export function useDomainForm<In extends FieldValues, Out>({
  schema,
  defaultValues,
  prepare,
}: {
  schema: () => z.ZodType<Out, z.ZodTypeDef, In>;
  defaultValues: In;
  /** Turns the inputs' values into the schema's input (a radio's "9" into 9…), before every check. */
  prepare?: (values: In) => In;
}): DomainForm<In, Out> {
  const language = useLanguage();
  useValidationMessages();
  const resolver = useMemo(() => {
    const check = domainResolver(schema(), language);
    if (!prepare) return check;
    const prepared: typeof check = (values, context, options) => check(prepare(values), context, options);
    return prepared;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once per language, as documented above
  }, [language]);
  const form = useForm<In, unknown, Out>({
    resolver,
    defaultValues: defaultValues as DefaultValues<In>,
    mode: "onTouched",
    reValidateMode: "onChange",
    shouldFocusError: true,
  });
  const errors = form.formState.errors;
  const message = (path: string) => errorAt(errors, path);
  const field = (path: FieldPath<In>, options: FieldOptions = {}): KitField => {
    const registration = form.register(
      path,
      (options.valueAsNumber ? { valueAsNumber: true } : {}) as RegisterOptions<In, FieldPath<In>>,
    );
    const { mask } = options;
    return {
      ...registration,
      error: message(path),
      onChange: mask
        ? (event: { target: HTMLInputElement; type?: string }) => {
            const masked = mask(event.target.value);
            if (masked !== event.target.value) event.target.value = masked;
            return registration.onChange(event);
          }
        : registration.onChange,
    };
  };
  return { form, field, message, errorCount: countErrors(errors) };
}

function errorAt(errors: FieldErrors, path: string): string | undefined {
  const node = path
    .split(".")
    .reduce<unknown>((parent, part) => (parent as Record<string, unknown> | undefined)?.[part], errors);
  const text = (node as { message?: unknown } | undefined)?.message;
  return typeof text === "string" ? text : undefined;
}

/** The errors' leaves (nested objects count their fields). */
export function countErrors(node: unknown): number {
  if (!node || typeof node !== "object") return 0;
  if ("message" in node && typeof (node as { message?: unknown }).message === "string") return 1;
  return Object.entries(node as Record<string, unknown>)
    .filter(([key]) => key !== "ref" && key !== "root")
    .reduce((sum, [, child]) => sum + countErrors(child), 0);
}
