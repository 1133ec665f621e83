/**
 * What the collection certificate says, in the record's language: every text and value, grouped as the page shows
 * them (certificate-layout.ts draws it). A value the record or the settings do not have is left out with its
 * label, never printed as a label with nothing after it.
 */
import { formatCep, formatCnpj } from "../../../src/domain/brazil";
import type { StoredColeta } from "../../../src/domain/coleta";
import { todayInSaoPaulo } from "../../../src/domain/fields";
import type { Language } from "../../../src/domain/language";
import { baseView } from "../shared/bases";
import { backendText, formatDate, formatNumber, sitePath } from "../shared/texts";
import { collectedLitres, collectionDate, driverOf } from "./collection-facts";
import type { Collector } from "./collector";

export type Row = { label: string; value: string };

export type CertificateContent = {
  language: Language;
  title: string;
  subtitle: string;
  statement: string;
  /** The collector: the letterhead's name and its lines (CNPJ, address, registrations). */
  letterhead: { name: string; lines: string[] };
  /** Beside the title: the reference number and the verification code. */
  reference: Row[];
  sections: { heading: string; rows: Row[] }[];
  signatory?: { heading: string; name: string; role: string; registration: string };
  verification: { code: string; url: string; scan: string; codeLabel: string };
  issued: string;
  /** The translated "demonstration" while the site settings hold demonstration data. */
  watermark?: string;
};

const row = (label: string, value: string | undefined): Row[] => (value ? [{ label, value }] : []);

/** The certificate of a certified record; throws for a record not collected or not certified. */
export function certificateContent(record: StoredColeta, collector: Collector, siteUrl: string): CertificateContent {
  const { certificate } = record;
  const collectedOn = collectionDate(record);
  const litres = collectedLitres(record);
  if (!certificate || litres === undefined || !collectedOn)
    throw new Error(`${record.protocol}: not collected or not certified`);
  const language: Language = record.language;
  const t = (key: string, vars?: Record<string, string | number>) => backendText("certificado", language, key, vars);
  const { address } = record;
  const street = [address.street, address.number, address.complement].filter(Boolean).join(", ");
  // Street, number and district are optional on the form (the CEP usually gives them): a part not given is left out.
  const where = [street, address.district, `${address.city}/${address.state}`, `CEP ${formatCep(address.cep)}`]
    .filter(Boolean)
    .join(" – ");
  const base = baseView(record.baseId);
  const url = `${siteUrl}${sitePath("/verificar-certificado/", language)}?codigo=${certificate.code}`;
  const { signatory, destination } = collector;
  // The signatory's role in the certificate's language (the settings hold it in each).
  const role = signatory?.role[language];
  return {
    language,
    title: t("title"),
    subtitle: t("subtitle"),
    statement: t("statement"),
    letterhead: {
      name: collector.legalName,
      lines: [
        `CNPJ ${collector.cnpj}`,
        ...(collector.address ? [collector.address] : []),
        ...(collector.anpAuthorization ? [`${t("anpAuthorization")}: ${collector.anpAuthorization}`] : []),
        ...(collector.environmentalLicense ? [`${t("license")}: ${collector.environmentalLicense}`] : []),
      ],
    },
    reference: [
      { label: t("protocol"), value: record.protocol },
      { label: t("code"), value: certificate.code },
    ],
    sections: [
      {
        heading: t("sections.generator"),
        rows: [
          ...row(t("company"), record.company.name),
          ...row(t("cnpj"), formatCnpj(record.company.cnpj)),
          ...row(t("address"), where),
        ],
      },
      {
        heading: t("sections.waste"),
        rows: [
          ...row(t("waste"), t("wasteValue")),
          ...row(t("wasteClass"), t("wasteClassValue")),
          ...row(t("liters"), t("litersValue", { liters: formatNumber(litres, language) })),
          ...row(t("collectedAt"), formatDate(collectedOn, language)),
          ...row(t("mtr"), record.mtrNumber),
        ],
      },
      {
        heading: t("sections.transport"),
        rows: [
          ...row(t("collector"), `${collector.legalName} – CNPJ ${collector.cnpj}`),
          // The base that collected it, for a request that has one (content/bases).
          ...row(t("base"), base && backendText("common", language, "operatingBase", { name: base.name })),
          ...row(t("vehicle"), record.vehiclePlate),
          ...row(t("driver"), driverOf(record)),
        ],
      },
      ...(destination
        ? [
            {
              heading: t("sections.destination"),
              rows: row(t("destination"), t("destinationValue", { company: collector.legalName, ...destination })),
            },
          ]
        : []),
    ],
    ...(signatory?.name && role && signatory.registration
      ? {
          signatory: {
            heading: t("signatory"),
            name: signatory.name,
            role,
            registration: t("registration", { registration: signatory.registration }),
          },
        }
      : {}),
    verification: { code: certificate.code, url, scan: t("scan"), codeLabel: t("code") },
    issued: t("issuedAt", { date: formatDate(todayInSaoPaulo(new Date(certificate.issuedAt)), language) }),
    ...(collector.demonstration ? { watermark: backendText("common", language, "demonstration.watermark") } : {}),
  };
}
