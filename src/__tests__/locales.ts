/**
 * A locale file read from disk for the tests, typed from the file itself (the Portuguese one: every language
 * has the same keys, which scripts/check-page-content.ts and the locale tests check) instead of a shape typed by hand.
 */
import fs from "node:fs";
import path from "node:path";
import type { Language } from "../config/languages";
import type assistente from "../../locales/pt/assistente.json";
import type backoffice from "../../locales/pt/backoffice.json";
import type blog from "../../locales/pt/blog.json";
import type common from "../../locales/pt/common.json";
import type conta from "../../locales/pt/conta.json";
import type consentimento from "../../locales/pt/consentimento.json";
import type formularios from "../../locales/pt/formularios.json";
import type jogoLinhaDoTempo from "../../locales/pt/jogo-linha-do-tempo.json";
import type offline from "../../locales/pt/offline.json";
import type operacao from "../../locales/pt/operacao.json";
import type perguntasFrequentes from "../../locales/pt/perguntas-frequentes.json";
import type politicaDePrivacidade from "../../locales/pt/politica-de-privacidade.json";
import type profile from "../../locales/pt/profile.json";
import type push from "../../locales/pt/push.json";
import type validacao from "../../locales/pt/validacao.json";
import type verificarCertificado from "../../locales/pt/verificar-certificado.json";

/** The namespaces tests read by name, with their types. */
export type TypedNamespaces = {
  assistente: typeof assistente;
  backoffice: typeof backoffice;
  blog: typeof blog;
  common: typeof common;
  conta: typeof conta;
  consentimento: typeof consentimento;
  formularios: typeof formularios;
  "jogo-linha-do-tempo": typeof jogoLinhaDoTempo;
  offline: typeof offline;
  operacao: typeof operacao;
  "perguntas-frequentes": typeof perguntasFrequentes;
  "politica-de-privacidade": typeof politicaDePrivacidade;
  profile: typeof profile;
  push: typeof push;
  validacao: typeof validacao;
  "verificar-certificado": typeof verificarCertificado;
};

/** A namespace's strings, typed from its file. */
export type Locale<N extends keyof TypedNamespaces> = TypedNamespaces[N];

const root = path.resolve(__dirname, "../..");

export function readLocale<N extends keyof TypedNamespaces>(language: Language, ns: N): TypedNamespaces[N];
export function readLocale(language: Language, ns: string): Record<string, unknown>;
export function readLocale(language: Language, ns: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(root, "locales", language, `${ns}.json`), "utf8"));
}
