import React from "react";
import { formStyles } from "../../components/forms/form-parts";
import { useTranslation } from "../../i18n/i18n-context";

/** The hidden field's name; the API (amplify/functions/shared/respond.ts, honeypotField) reads the same one. */
export const honeypotName = "website";

/**
 * An optional field people never see (off screen, hidden from assistive technology, out of the tab order, no
 * autofill). A robot that fills every field fills it too; the API then answers as if it accepted the request
 * and stores nothing. Not registered with the form: its value never reaches the draft.
 */
export function Honeypot() {
  const { t } = useTranslation("formularios");
  return (
    <div className={formStyles.trap} aria-hidden="true">
      <label>
        {t("common.honeypot")}
        <input type="text" name={honeypotName} tabIndex={-1} autoComplete="off" defaultValue="" data-honeypot="" />
      </label>
    </div>
  );
}

/** What the hidden field of `form` holds ("" for people). */
export function honeypotValue(form: HTMLFormElement | null): string {
  const field = form?.elements.namedItem(honeypotName);
  return field instanceof HTMLInputElement ? field.value : "";
}
