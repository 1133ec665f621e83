/**
 * What a visitor typed into a server-rendered form before React hydrated it. Hydration is time-sliced, so a
 * quick visitor can type first; react-hook-form then sets each registered field to its default when it
 * attaches, which would wipe that text. Read during the first render (before the commit), these values are
 * put back afterwards. A field counts only if it differs from what the server rendered (`defaultValue`,
 * `defaultChecked`), so untouched fields never override a restored draft.
 *
 * Controlled fields (the account forms) have the same problem in another form: React keeps the typed text
 * through hydration but its state is empty, and the next render writes the empty state back. Their state
 * starts from `typedValue(name)` instead.
 */
export type TypedValue = string | number | boolean;

let navigatedInApp = false;
/** After the first in-app navigation no page is hydrated any more (the old page's fields are not this one's). */
export function noteClientNavigation(): void {
  navigatedInApp = true;
}

export function readTypedFields(
  root: ParentNode | undefined = typeof document === "undefined" ? undefined : document,
  { includePasswords = false }: { includePasswords?: boolean } = {},
): Map<string, TypedValue> {
  const typed = new Map<string, TypedValue>();
  if (!root || navigatedInApp) return typed;
  for (const element of Array.from(root.querySelectorAll<HTMLElement>("form [name]"))) {
    if (element instanceof HTMLInputElement) {
      if (element.type === "checkbox" || element.type === "radio") {
        if (element.checked !== element.defaultChecked)
          typed.set(element.name, element.type === "checkbox" ? element.checked : element.value);
      } else if (
        !["hidden", "submit", "button", "file"].includes(element.type) &&
        (includePasswords || element.type !== "password") && // drafts are stored: never a password
        element.value !== element.defaultValue
      ) {
        typed.set(element.name, element.type === "number" ? Number(element.value) : element.value);
      }
    } else if (element instanceof HTMLTextAreaElement) {
      if (element.value !== element.defaultValue) typed.set(element.name, element.value);
    } else if (element instanceof HTMLSelectElement) {
      const initial =
        Array.from(element.options).find((option) => option.defaultSelected)?.value ?? element.options[0]?.value;
      if (element.value !== initial) typed.set(element.name, element.value);
    }
  }
  return typed;
}

/** The text typed into the page's field `name` before hydration (passwords included: kept in memory only), or `fallback`. */
export function typedValue(name: string, fallback = ""): string {
  const value = readTypedFields(undefined, { includePasswords: true }).get(name);
  return typeof value === "string" ? value : fallback;
}
