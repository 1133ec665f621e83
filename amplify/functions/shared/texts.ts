import certificadoEn from "../../../locales/en/certificado.json";
import certificadoEs from "../../../locales/es/certificado.json";
import certificadoPt from "../../../locales/pt/certificado.json";
import commonEn from "../../../locales/en/common.json";
import commonEs from "../../../locales/es/common.json";
import commonPt from "../../../locales/pt/common.json";
import formulariosEn from "../../../locales/en/formularios.json";
import formulariosEs from "../../../locales/es/formularios.json";
import formulariosPt from "../../../locales/pt/formularios.json";
import notificacoesEn from "../../../locales/en/notificacoes.json";
import notificacoesEs from "../../../locales/es/notificacoes.json";
import notificacoesPt from "../../../locales/pt/notificacoes.json";
import pushEn from "../../../locales/en/push.json";
import pushEs from "../../../locales/es/push.json";
import pushPt from "../../../locales/pt/push.json";
import retencaoEn from "../../../locales/en/retencao.json";
import retencaoEs from "../../../locales/es/retencao.json";
import retencaoPt from "../../../locales/pt/retencao.json";
import { formatDay } from "../../../src/domain/dates";
import type { Language } from "../../../src/domain/language";
import { interpolate } from "../../../src/domain/interpolate";

/**
 * The backend's own texts (certificate PDF, notification e-mails), from locales/<lang>/<ns>.json; `common` for the
 * words the site and the backend share (the demonstration watermark), `formularios` for the forms' field names and
 * choices (staff alerts name the fields as the forms do).
 */
const namespaces = {
  certificado: { pt: certificadoPt, en: certificadoEn, es: certificadoEs },
  common: { pt: commonPt, en: commonEn, es: commonEs },
  formularios: { pt: formulariosPt, en: formulariosEn, es: formulariosEs },
  notificacoes: { pt: notificacoesPt, en: notificacoesEn, es: notificacoesEs },
  push: { pt: pushPt, en: pushEn, es: pushEs },
  retencao: { pt: retencaoPt, en: retencaoEn, es: retencaoEs },
} as const;

export type BackendNamespace = keyof typeof namespaces;

/** The text at `key` ("coletada.subject") in `language`; throws on a missing key (a test checks every key). */
export function backendText(
  ns: BackendNamespace,
  language: Language,
  key: string,
  vars?: Readonly<Record<string, string | number>>,
): string {
  const value = key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], namespaces[ns][language]);
  if (typeof value !== "string") throw new Error(`locales/${language}/${ns}.json has no text "${key}"`);
  return interpolate(value, vars);
}

/** A calendar day as the backend's documents write it: "2026-03-10" → "10/03/2026" in all three languages. */
export function formatDate(isoDate: string, language: Language): string {
  return formatDay(isoDate, language, "numeric", "document");
}

export { formatNumber } from "../../../src/domain/numbers";

/** The site's address of a page in a language: `/verificar-certificado/` → `/en/verificar-certificado/`. */
export function sitePath(path: string, language: Language): string {
  return language === "pt" ? path : `/${language}${path}`;
}
