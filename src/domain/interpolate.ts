/**
 * `{{name}}` placeholders (spaces inside the braces allowed: `{{ name }}`), i18next's JSON format. One rule for
 * every text: the site's `t` (src/i18n/translate.ts), the backend's e-mails, certificates and push messages
 * (amplify/functions/shared/texts.ts) and the validation messages (messages.ts).
 */
export const placeholderPattern = /\{\{\s*(\w+)\s*\}\}/g;

/** Fills each placeholder from `vars`; one with no value is left visible rather than guessed. */
export function interpolate(template: string, vars: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(placeholderPattern, (all, name: string) => String(vars[name] ?? all));
}
