import type { Company } from "./content-schema";

/** `+55 11 5555-0100` → `tel:+551155550100`. */
export function phoneHref(phone: string): string {
  return `tel:+${phone.replace(/\D/g, "")}`;
}

/** `+55 11 95555-0100` → `https://wa.me/5511955550100` (WhatsApp takes the number as digits, country code first). */
export function whatsappHref(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, "")}`;
}

/** The address on one line: `Avenida das Indústrias, 1200 – São Paulo/SP – CEP 04001-000`. */
export function addressLine(address: Company["address"]): string {
  return `${address.street} – ${address.city}/${address.region} – CEP ${address.postalCode}`;
}

/**
 * What page texts may name from site settings: `{{company.legalName}}`, `{{company.dpo.email}}`, … (any string
 * field of `company`, by its path) plus the derived `{{company.addressLine}}`, `{{company.phoneHref}}`,
 * `{{company.whatsappHref}}`, `{{company.emails.contactHref}}` (mailto:) and the like for each e-mail.
 */
export function settingsTokens(company: Company): Map<string, string> {
  const tokens = new Map<string, string>();
  const walk = (value: unknown, prefix: string) => {
    if (typeof value === "string") tokens.set(prefix, value);
    else if (value && typeof value === "object" && !Array.isArray(value)) {
      for (const [key, child] of Object.entries(value)) walk(child, `${prefix}.${key}`);
    }
  };
  walk(company, "company");
  tokens.set("company.addressLine", addressLine(company.address));
  tokens.set("company.phoneHref", phoneHref(company.phone));
  tokens.set("company.whatsappHref", whatsappHref(company.whatsapp));
  for (const [key, email] of Object.entries(company.emails)) tokens.set(`company.emails.${key}Href`, `mailto:${email}`);
  tokens.set("company.dpo.emailHref", `mailto:${company.dpo.email}`);
  return tokens;
}

/**
 * What page texts may name from the operating bases (content/bases/bases.json): `{{bases.count}}`, the "14 bases".
 * Given the count, not the bases: every page's footer imports this file, and the bases' schema (zod) is build code.
 */
export function basesTokens(operatingBases: number): Map<string, string> {
  return new Map([["bases.count", String(operatingBases)]]);
}

const tokenPattern = /\{\{\s*((?:company|bases|figures|investor)(?:\.\w+)+)\s*\}\}/g;

/**
 * Replaces settings tokens in every string of a page's strings (deeply). Unknown tokens, and tokens whose setting is
 * empty (a registration left blank: a sentence naming it would be left half-filled), are returned as problems
 * (`{{company.fax}}` in `sections.2.paragraphs.0`), so the build can stop with the file and field named.
 */
export function fillSettingsTokens<T>(value: T, tokens: Map<string, string>): { value: T; problems: string[] } {
  const problems: string[] = [];
  const fill = (node: unknown, path: string): unknown => {
    if (typeof node === "string") {
      return node.replace(tokenPattern, (all, name: string) => {
        const found = tokens.get(name);
        if (found === undefined) problems.push(`${path || "(root)"}: unknown setting {{${name}}}`);
        else if (found.trim() === "") problems.push(`${path || "(root)"}: the setting {{${name}}} is empty in content/settings/site.json`);
        return found ?? all;
      });
    }
    if (Array.isArray(node)) return node.map((child, index) => fill(child, path ? `${path}.${index}` : String(index)));
    if (node && typeof node === "object") {
      return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, fill(child, path ? `${path}.${key}` : key)]));
    }
    return node;
  };
  return { value: fill(value, "") as T, problems };
}
