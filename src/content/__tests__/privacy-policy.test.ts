// @vitest-environment jsdom
import React from "react";
import { screen, within } from "@testing-library/react";
import { readLocale } from "../../__tests__/locales";
import { renderIn } from "../../__tests__/render-in";
import { languages, type Language } from "../../config/languages";
import PrivacyPolicyPage from "../../pages/politica-de-privacidade";
import { ConsentField } from "../../features/forms/form-kit";
import { dataCategoryKeys, type PolicyUpdated, type ProcessingContent } from "../../features/privacy/policy-content";
import type { SectionContent } from "../page-content-schema";
import thirdParty from "../../config/third-party.json";
import { APPLICATION_RETENTION_YEARS, MESSAGE_RETENTION_YEARS, retentionTable, SURVEY_RETENTION_YEARS } from "../../domain/retention";
import { CONFIRMATION_HOURS, CONFIRMED_RECORD_YEARS, UNCONFIRMED_DELETED_WITHIN_DAYS } from "../../domain/titular";

/**
 * The privacy policy keeps its promises in every language (issue 17): who the controller and the DPO are (as
 * site-settings tokens), when it was last updated, every data category with purpose, LGPD art. 7 basis and
 * retention, the transfer to AWS us-east-1, every third party from src/config/third-party.json in the rendered
 * table with its legal basis; the LGPD page names the same DPO; the forms' checkbox does not ask for consent
 * when the policy's basis for those forms is not consent.
 */

const read = readLocale;

type Policy = { updated: PolicyUpdated; processing: ProcessingContent; sections: SectionContent[] };
const policyOf = (language: Language) => read(language, "politica-de-privacidade") as unknown as Policy;

/** Every string in a JSON value, joined. */
const allText = (value: unknown): string =>
  typeof value === "string" ? value : value && typeof value === "object" ? Object.values(value).map(allText).join("\n") : "";

/** The value under `key` anywhere in a JSON value. */
function findKey(value: unknown, key: string): unknown {
  if (!value || typeof value !== "object") return undefined;
  const record = value as Record<string, unknown>;
  if (key in record) return record[key];
  for (const child of Object.values(record)) {
    const found = findKey(child, key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The art. 7 items a text cites: "art. 7º, V" (pt), "art. 7, item V" (en), "art. 7, inciso V" (es). */
const citedItems = (text: string): string[] =>
  [...text.matchAll(/art\.\s*7º?,\s*(?:item\s+|inciso\s+)?([IVX]+)\b/g)].map((match) => match[1]);

const months: Record<Language, readonly string[]> = {
  pt: ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"],
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  es: ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
};

/** "2026-11-24" written as each language writes a date. */
function writtenDate(language: Language, iso: string): string {
  const [year, month, day] = iso.split("-").map(Number);
  const name = months[language][month - 1];
  return language === "en" ? `${name} ${day}, ${year}` : `${day} de ${name} de ${year}`;
}

/** A number of years as the policy's retention texts begin with it. */
const yearsInWords: Record<Language, Partial<Record<number, string>>> = {
  pt: { 2: "Dois anos" },
  en: { 2: "Two years" },
  es: { 2: "Dos años" },
};
/** The team's reply or action on a message counts as an exchange (contato-api/retention.ts). */
const exchangeWords: Record<Language, RegExp> = {
  pt: /resposta ou providência da nossa equipe/,
  en: /our team's last reply or action/,
  es: /respuesta o gestión de nuestro equipo/,
};
const deletedWords: Record<Language, RegExp> = {
  pt: /e-mails sobre ela são apagados automaticamente/,
  en: /emails about it are deleted automatically/,
  es: /correos sobre (él|ella) se eliminan automáticamente/,
};

const surveyWords: Record<Language, RegExp> = {
  pt: /ficam só a nota, a data e o idioma da resposta.*sem o comentário e sem ligação com você ou com a coleta/,
  en: /only the score, the date and the language of the answer remain.*without the comment and with no link to you or to the collection/,
  es: /solo quedan la nota, la fecha y el idioma de la respuesta.*sin el comentario y sin vínculo con usted ni con la recolección/,
};

const requiredTokens = [
  "{{company.legalName}}",
  "{{company.cnpj}}",
  "{{company.addressLine}}",
  "{{company.dpo.name}}",
  "{{company.dpo.email}}",
];

/** Every party the configuration declares (each top-level entry with a `party`), by key. */
const configuredParties = Object.entries(thirdParty).flatMap(([key, value]) =>
  value && typeof value === "object" && "party" in value ? [{ key, name: (value as { party: { name: string } }).party.name }] : [],
);

function renderPolicy(language: Language) {
  const resources = {
    common: read(language, "common"),
    consentimento: read(language, "consentimento"),
    "politica-de-privacidade": read(language, "politica-de-privacidade"),
    retencao: read(language, "retencao"),
  };
  return renderIn({ language, routePath: "/politica-de-privacidade/", ns: "politica-de-privacidade", resources }, React.createElement(PrivacyPolicyPage));
}

describe.each(languages)("privacy policy (%s)", (language) => {
  const policy = policyOf(language);

  it("names the controller (legal name, CNPJ, address) and the DPO (name, e-mail) by site-settings tokens, never literally", () => {
    const text = allText(policy);
    for (const token of requiredTokens) expect(text, token).toContain(token);
    expect(text).not.toMatch(/[\w.-]+@[\w-]+\.[\w.]+/);
  });

  it("shows what closing a customer account keeps: every kind of the retention table, its outcome and years", () => {
    const words = read(language, "retencao") as unknown as {
      kinds: Record<string, { title: string; outcome: string }>;
      years: string;
    };
    const { container } = renderPolicy(language);
    const list = container.querySelector('[data-testid="retention-table"]') as HTMLElement | null;
    expect(list).not.toBeNull();
    for (const rule of retentionTable) {
      const entry = list!.querySelector(`[data-kind="${rule.kind}"]`);
      expect(entry, rule.kind).toHaveTextContent(words.kinds[rule.kind]!.title);
      expect(entry, rule.kind).toHaveTextContent(words.kinds[rule.kind]!.outcome);
      if (rule.years) expect(entry, rule.kind).toHaveTextContent(words.years.replace("{{years}}", String(rule.years)));
    }
  });

  it("shows a last-updated date in the language's format at the top of the page", () => {
    expect(policy.updated.iso).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(policy.updated.date).toBe(writtenDate(language, policy.updated.iso));
    const { container } = renderPolicy(language);
    const updated = container.querySelector("[data-policy-updated]");
    expect(updated).toHaveTextContent(policy.updated.date);
    expect(updated?.querySelector("time")).toHaveAttribute("dateTime", policy.updated.iso);
    const firstSectionHeading = container.querySelector("h2");
    expect(firstSectionHeading).not.toBeNull();
    expect(updated!.compareDocumentPosition(firstSectionHeading!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("lists every data category, each with its data, purpose, an art. 7 basis and a retention period, and renders it", () => {
    expect(policy.processing.items.map((item) => item.key)).toEqual([...dataCategoryKeys]);
    for (const item of policy.processing.items) {
      for (const field of ["title", "data", "purpose", "basis", "retention"] as const) expect(item[field].trim(), `${item.key}.${field}`).not.toBe("");
      if (item.key !== "assistente") expect(citedItems(item.basis), `${item.key}.basis`).not.toEqual([]);
    }
    const { container } = renderPolicy(language);
    for (const item of policy.processing.items) {
      const block = container.querySelector(`[data-category="${item.key}"]`) as HTMLElement | null;
      expect(block, item.key).not.toBeNull();
      expect(within(block!).getByRole("heading", { level: 3 })).toHaveTextContent(item.title);
      expect(block).toHaveTextContent(policy.processing.labels.retention);
      expect(block).toHaveTextContent(item.retention);
      expect(block).toHaveTextContent(item.basis);
    }
  });

  it("keeps certificates five years and access logs six months, naming the rule that sets each", () => {
    const byKey = Object.fromEntries(policy.processing.items.map((item) => [item.key, item]));
    expect(byKey.certificados.retention).toMatch(/Conama/i);
    expect(byKey.certificados.retention).toMatch(/cinco|five/i);
    expect(byKey.certificados.basis).toSatisfy((basis: string) => citedItems(basis).includes("II"));
    expect(byKey.registros.retention).toMatch(/seis|six/i);
    expect(byKey.registros.basis).toMatch(/12[.,]965/);
  });

  it("states how long a data-subject request is kept, with the numbers the backend applies (src/domain/titular.ts)", () => {
    const titular = policy.processing.items.find((item) => item.key === "titular");
    expect(citedItems(titular!.basis)).toEqual(["II"]);
    const numbers = [...titular!.retention.matchAll(/\d+/g)].map((match) => Number(match[0]));
    // The link's hours, the days within which an unconfirmed request is deleted, the years a confirmed one is kept.
    expect(numbers).toEqual([CONFIRMATION_HOURS, UNCONFIRMED_DELETED_WITHIN_DAYS, CONFIRMED_RECORD_YEARS]);
  });

  it("states how long contact messages and applications are kept, with the periods the backend applies (src/domain/retention.ts)", () => {
    const byKey = Object.fromEntries(policy.processing.items.map((item) => [item.key, item]));
    // The period opens each text, in words; a number of years the map lacks fails here until its words are written.
    expect(byKey.contato.retention.startsWith(yearsInWords[language][MESSAGE_RETENTION_YEARS]!), byKey.contato.retention).toBe(true);
    expect(byKey.candidaturas.retention.startsWith(yearsInWords[language][APPLICATION_RETENTION_YEARS]!), byKey.candidaturas.retention).toBe(true);
    // A message's period restarts with each exchange (the team's reply or action); both are deleted with their e-mails.
    expect(byKey.contato.retention).toMatch(exchangeWords[language]);
    for (const key of ["contato", "candidaturas"]) expect(byKey[key].retention, key).toMatch(deletedWords[language]);
  });

  it("states when a survey answer loses its links to the person, with the period the backend applies (pesquisa-api/retention.ts)", () => {
    const survey = policy.processing.items.find((item) => item.key === "pesquisa")!;
    expect(survey.retention.startsWith(yearsInWords[language][SURVEY_RETENTION_YEARS]!), survey.retention).toBe(true);
    // What stays (the score, its date and language) and what goes (the comment, the link to the person and the collection).
    expect(survey.retention).toMatch(surveyWords[language]);
  });

  it("names the international transfer: AWS, us-east-1, and the art. 33 mechanism", () => {
    const { container } = renderPolicy(language);
    const text = container.textContent ?? "";
    expect(text).toContain("Amazon Web Services");
    expect(text).toContain("us-east-1");
    expect(text).toMatch(/art\. 33/);
  });

  it("renders every third party of the configuration with provider, purpose, storage and legal basis, and the prose points to that table", () => {
    expect(configuredParties.map((party) => party.key).sort()).toEqual(["accessibility", "chatbot", "postalLookup", "site", "tagManager"]);
    const { container } = renderPolicy(language);
    const table = container.querySelector("[data-third-party-table]") as HTMLElement;
    const consent = read(language, "consentimento");
    const categories: Record<string, { basis: string }> = consent.categories;
    const headers = within(table).getAllByRole("columnheader").map((header) => header.textContent);
    expect(headers).toEqual(expect.arrayContaining([consent.table.provider, consent.table.purpose, consent.table.cookies, consent.table.basis]));
    for (const party of configuredParties) {
      const row = table.querySelector(`tr[data-party="${party.key}"]`) as HTMLElement;
      expect(row, party.key).not.toBeNull();
      expect(within(row).getByRole("rowheader")).toHaveTextContent(party.name);
      const category = (thirdParty as unknown as Record<string, { party: { category: string; cookies: { name: string }[] } }>)[party.key].party;
      expect(row).toHaveTextContent(categories[category.category].basis);
      for (const cookie of category.cookies) expect(row).toHaveTextContent(cookie.name);
    }
    expect(citedItems(consent.categories.analytics.basis)).toEqual(["I"]);
    const prose = allText(policy.sections);
    expect(prose).toContain(consent.table.title);
  });

  it("the LGPD page names the same DPO and controller and no literal address", () => {
    const lgpd = allText(read(language, "lei-lgpd"));
    for (const token of ["{{company.legalName}}", "{{company.dpo.name}}", "{{company.dpo.email}}"]) expect(lgpd, token).toContain(token);
    expect(lgpd).not.toMatch(/[\w.-]+@[\w-]+\.[\w.]+/);
    expect(lgpd).toContain("us-east-1");
  });
});

/** Words that ask for consent, per language. */
const consentWording: Record<Language, RegExp> = {
  pt: /consent|concordo|concordância|autorizo|aceito/i,
  en: /consent|agree|accept|authori[sz]e/i,
  es: /consent|acepto|aceptación|autorizo|estoy de acuerdo/i,
};

describe("the forms' checkbox matches the policy's legal basis", () => {
  it.each(languages)("%s: collection and contact forms rest on art. 7, V/IX, so the checkbox acknowledges the notice instead of asking consent", (language) => {
    const items = policyOf(language).processing.items.filter((item) => item.key === "coleta" || item.key === "contato");
    const bases = items.flatMap((item) => citedItems(item.basis));
    expect(bases).toContain("V");
    const formsAskConsent = bases.includes("I");
    const forms = read(language, "formularios");
    const required = findKey(read(language, "validacao"), "consent_required");
    expect(required, "validacao consent_required").toEqual(expect.any(String));
    if (!formsAskConsent) {
      expect(forms.common.consent).not.toMatch(consentWording[language]);
      expect(required).not.toMatch(consentWording[language]);
    }
  });

  it.each(languages)("%s: the checkbox's label links to the policy", (language) => {
    renderIn(
      { language, routePath: "/solicite-sua-coleta/", ns: "formularios", resources: { formularios: read(language, "formularios") } },
      React.createElement(ConsentField, {
        name: "consent",
        onChange: async () => undefined,
        onBlur: async () => undefined,
        ref: () => undefined,
      }),
    );
    const link = screen.getByRole("link");
    expect(link.getAttribute("href")).toMatch(/politica-de-privacidade\/$/);
  });
});
