import type { Language } from "../config/languages";
import { interpolate } from "../domain/interpolate";

/** A namespace's strings as they sit in locales/<lang>/<ns>.json. */
export type Strings = { [key: string]: unknown };
export type Resources = Record<string, Strings>;
export type Vars = Record<string, string | number>;

/** Reads `a.b.c` from a namespace; `undefined` when any step is missing. */
export function lookup(strings: Strings | undefined, key: string): unknown {
  let node: unknown = strings;
  for (const part of key.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

const pluralRules = new Map<Language, Intl.PluralRules>();
function pluralCategory(language: Language, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/**
 * Translates `key` ("ns:a.b" or "a.b" in `defaultNs`). `{{name}}` is replaced from `vars`; with a numeric
 * `count`, `key_one`/`key_other` (Intl plural categories) are tried first. A missing key returns the key
 * itself, so a gap is visible on the page and caught by the locale tests.
 */
export function translate(
  resources: Resources,
  language: Language,
  defaultNs: string,
  key: string,
  vars?: Vars,
): string {
  const [ns, path] = key.includes(":") ? (key.split(":", 2) as [string, string]) : [defaultNs, key];
  let value: unknown;
  if (vars && typeof vars.count === "number") {
    value = lookup(resources[ns], `${path}_${pluralCategory(language, vars.count)}`);
  }
  if (typeof value !== "string") value = lookup(resources[ns], path);
  if (typeof value !== "string") return key;
  return vars ? interpolate(value, vars) : value;
}

/**
 * `t` for a page's `Head`, which runs outside the i18n provider: the page context carries the strings.
 */
export function headTranslator(
  pageContext: { resources: Resources; language: Language },
  ns: string,
): (key: string, vars?: Vars) => string {
  return (key, vars) => translate(pageContext.resources, pageContext.language, ns, key, vars);
}
