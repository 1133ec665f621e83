import { languages } from "../config/languages";
import { describeIssues, siteSettingsSchema } from "./content-schema";

/**
 * The legal and contact values the repository ships as demonstration data (content/settings/site.json), by field:
 * realistic in shape, made up for the demonstration. A field of a list is named without its index
 * (`company.certifications.number`). Values that follow from the brand itself (src/config/site.ts: the e-mails at
 * its domain, the social profiles, the city) are not listed: they may well be the real ones, and the
 * `demonstrationData` state covers them until an editor has checked them and turned it off.
 */
export const demonstrationValues: Readonly<Record<string, readonly string[]>> = {
  "company.legalName": ["Circulare Coleta e Rerrefino de Óleos Ltda."],
  "company.cnpj": ["12.345.678/0001-95"],
  "company.address.street": ["Avenida das Indústrias, 1200"],
  "company.address.postalCode": ["04001-000"],
  "company.phone": ["+55 11 5555-0100"],
  "company.whatsapp": ["+55 11 95555-0100"],
  "company.dpo.name": ["Helena Moraes Duarte"],
  "company.anpAuthorization": ["427/2019"],
  "company.environmentalLicense": ["CETESB 21007845"],
  "company.signatory.name": ["Marina Albuquerque Teles"],
  "company.signatory.registration": ["CRQ-IV 04123456"],
  "company.certifications.body": ["Arvena Cert"],
  "company.certifications.number": ["ARV-EMS-2024-0173", "ARV-QMS-2024-0174"],
};

/**
 * Legal and contact fields that may be empty in the settings (their block is then left out) but not at launch, each
 * with what its emptiness leaves out; the signatory's role once per language (`company.signatory.role.en`).
 */
const signatureBlock = "the certificates leave their signature block out";
const languageName = new Intl.DisplayNames(["en"], { type: "language" });
const requiredAtLaunch: readonly (readonly [field: string, consequence: string])[] = [
  ["company.anpAuthorization", "the footer and the certificates leave it out"],
  ["company.environmentalLicense", "the footer and the certificates leave it out"],
  ["company.signatory.name", signatureBlock],
  ...languages.map((language) => {
    const certificates = `the certificates in ${languageName.of(language)}`;
    return [`company.signatory.role.${language}`, `${certificates} leave their signature block out`] as const;
  }),
  ["company.signatory.registration", signatureBlock],
];

/** Every string of `value` with its dotted path (`company.address.street`, `company.certifications.0.body`). */
function leaves(value: unknown, path: string): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, `${path}.${index}`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, child]) => leaves(child, `${path}.${key}`));
  return [];
}

/**
 * Why `content/settings/site.json` is not ready for production, one line per field, in the build's format
 * (`field "company.cnpj": …`); empty when it is. Refused: a file the build would refuse, `demonstrationData` still
 * true, a legal or contact field left empty, and one still holding its demonstration value.
 */
export function launchProblems(raw: unknown): string[] {
  const parsed = siteSettingsSchema.safeParse(raw);
  if (!parsed.success) return describeIssues(parsed.error);
  const settings = parsed.data;
  const problems: string[] = [];
  if (settings.demonstrationData) {
    problems.push(
      'field "demonstrationData": is true, so the site says it shows demonstration data; once every legal and contact value is the company\'s own, turn it off (CMS: Configurações do site → Empresa e rodapé)',
    );
  }
  const values = new Map(leaves(settings.company, "company"));
  for (const [field, consequence] of requiredAtLaunch) {
    if (!values.get(field)) problems.push(`field "${field}": is empty (${consequence})`);
  }
  for (const [field, value] of values) {
    if (demonstrationValues[field.replace(/\.\d+(?=\.|$)/g, "")]?.includes(value)) {
      problems.push(`field "${field}": still holds the demonstration value "${value}"`);
    }
  }
  return problems;
}
