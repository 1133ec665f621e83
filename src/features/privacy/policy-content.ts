/**
 * The privacy policy's own parts of its namespace (locales/<lang>/politica-de-privacidade.json), besides the
 * hero and sections every page has: when it was last updated, and one entry per category of personal data
 * the site processes (what, why, on which LGPD art. 7 basis, for how long).
 */
export type PolicyUpdated = { label: string; date: string; iso: string };

/** The categories, in the policy's order; src/content/__tests__/privacy-policy.test.ts checks each is there. */
export const dataCategoryKeys = [
  "coleta",
  "contato",
  "titular",
  "candidaturas",
  "pesquisa",
  "conta",
  "documentos",
  "certificados",
  "notificacoes",
  "assistente",
  "navegador",
  "registros",
] as const;
export type DataCategoryKey = (typeof dataCategoryKeys)[number];

export type DataCategory = {
  key: DataCategoryKey;
  title: string;
  data: string;
  purpose: string;
  basis: string;
  retention: string;
};

export type ProcessingContent = {
  kicker?: string;
  heading: string;
  intro: string;
  labels: { data: string; purpose: string; basis: string; retention: string };
  items: DataCategory[];
};
