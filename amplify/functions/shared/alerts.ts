import type { Language } from "../../../src/domain/language";
import { backendText } from "./texts";

/** Staff read their alerts in Portuguese, whatever the language of the form that caused them. */
export const STAFF_LANGUAGE: Language = "pt";

/** One line of an alert: a field's label and its value (absent: "(não informado)"). */
export type AlertField = readonly [label: string, value: string | number | undefined];

/**
 * The body of a staff alert: an introduction, one "Label: value" line per field (a long value or one of several
 * lines, such as a message, below its label), and a closing line with the link to the operations area.
 */
export function alertText(intro: string, fields: readonly AlertField[], closing: string): string {
  const none = backendText("notificacoes", STAFF_LANGUAGE, "alerts.none");
  const lines = fields.map(([label, value]) => {
    const shown = value === undefined || value === "" ? none : String(value);
    return shown.includes("\n") || shown.length > 60 ? `${label}:\n${shown}` : `${label}: ${shown}`;
  });
  return [intro, "", ...lines, "", closing].join("\n");
}

/** The sender's language as staff read it ("inglês"). */
export function languageName(language: Language): string {
  return backendText("notificacoes", STAFF_LANGUAGE, `alerts.languages.${language}`);
}
