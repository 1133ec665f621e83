import { site } from "../../../src/config/site";
import type { StoredColeta } from "../../../src/domain/coleta";
import type { Language } from "../../../src/domain/language";
import { lifecycleStatuses, type LifecycleStatus } from "../../../src/domain/lifecycle";
import type { PushMessage } from "../../../src/domain/push";
import { alertText, languageName, STAFF_LANGUAGE } from "../shared/alerts";
import { messageId, type MessageDraft } from "../shared/messages";
import type { NoticeSource } from "../shared/notices";
import { siteSettings } from "../shared/settings";
import { baseById } from "../../../src/domain/bases";
import { bases } from "../shared/bases";
import { backendText, formatDate, formatNumber, sitePath } from "../shared/texts";
import { collectionDate } from "./collection-facts";
import { storedRecord } from "./coleta-store";
import { logger } from "../shared/logging";

/** The site's full address of a page in a language. */
function siteUrl(path: string, language: Language): string {
  return `${site.url}${sitePath(path, language)}`;
}

/** The request's page in the customer area. */
export function requestPath(protocol: string): string {
  return `/area-cliente/pedidos/${encodeURIComponent(protocol)}/`;
}

/** The satisfaction survey of a collected request (src/features/customer-area/area/survey.tsx). */
export function surveyPath(protocol: string): string {
  return `/area-cliente/pesquisa/${encodeURIComponent(protocol)}/`;
}

/** The request in the operations area (src/features/customer-area/area/operation-detail.tsx). */
export function operationPath(protocol: string): string {
  return `/area-cliente/operacao/${encodeURIComponent(protocol)}/`;
}

/** The message to the request's contact about `status`; its id names the request, the audience and the status. */
function customerMessage(record: StoredColeta, status: LifecycleStatus, subject: string, text: string): MessageDraft {
  return {
    id: messageId("coleta", record.protocol, "customer", status),
    topic: status === "recebida" ? "coleta.recebida.confirmation" : `coleta.${status}`,
    ref: record.protocol,
    to: record.contact.email,
    subject,
    text,
    language: record.language,
  };
}

/** Greeting, paragraphs, signature: the shape of every e-mail to a customer. */
function letter(language: Language, vars: Record<string, string | number>, paragraphs: string[]): string {
  const t = (key: string) => backendText("notificacoes", language, key, vars);
  return [t("greeting"), "", ...paragraphs.flatMap((paragraph) => [paragraph, ""]), t("signature")].join("\n");
}

/**
 * The e-mail that announces `status` to the request's contact, in the request's language
 * (locales/<lang>/notificacoes.json), or null for "recebida" (announced by confirmationFor). "coletada" invites the
 * customer to the satisfaction survey.
 */
export function notificationFor(record: StoredColeta, status: LifecycleStatus): MessageDraft | null {
  if (status === "recebida") return null;
  const language = record.language;
  const vars = noticeVars(record, language);
  const t = (key: string) => backendText("notificacoes", language, key, vars);
  const paragraphs = [t(`${status}.text`)];
  // What the operator wrote when scheduling (driver, plate, gate…), as the customer's timeline shows it.
  const instructions = status === "agendada" ? scheduleNote(record) : undefined;
  if (instructions)
    paragraphs.push(backendText("notificacoes", language, "agendada.instructions", { note: instructions }));
  if (status === "coletada") paragraphs.push(t("survey"));
  paragraphs.push(backendText("notificacoes", language, "footer", { url: siteUrl("/area-cliente/", language) }));
  return customerMessage(record, status, t(`${status}.subject`), letter(language, vars, paragraphs));
}

/** The note of the request's latest scheduling step (the customer sees it in their timeline too), if any. */
function scheduleNote(record: StoredColeta): string | undefined {
  return (record.history ?? []).filter((step) => step.to === "agendada" && !step.base).at(-1)?.note;
}

/**
 * The confirmation of a new request to its contact, in the request's language: the protocol, what happens next, and
 * where to follow it (the request's page for a customer; for a request sent without an account, creating one with
 * the same e-mail, which links it).
 */
export function confirmationFor(record: StoredColeta): MessageDraft {
  const language = record.language;
  const vars = noticeVars(record, language);
  const t = (key: string, extra: Record<string, string> = {}) =>
    backendText("notificacoes", language, key, { ...vars, ...extra });
  const follow = record.customerId
    ? t("recebida.customer", { url: siteUrl(requestPath(record.protocol), language) })
    : t("recebida.anonymous", { url: siteUrl("/area-cliente/criar-conta/", language) });
  return customerMessage(
    record,
    "recebida",
    t("recebida.subject"),
    letter(language, vars, [t("recebida.text"), follow]),
  );
}

/**
 * The alert of a new request to its base's operations address (content/bases: `operationsEmail`), in Portuguese; a
 * request without a base (stored before bases existed) alerts the company's (site settings: `company.emails.operations`).
 */
export function operationsAlertFor(record: StoredColeta): MessageDraft {
  const base = baseById(bases, record.baseId);
  const f = (key: string) => backendText("formularios", STAFF_LANGUAGE, `coleta.${key}`);
  const { company, contact, address } = record;
  const vars = { protocol: record.protocol, company: company.name, city: address.city, state: address.state };
  const t = (key: string, extra: Record<string, string> = {}) =>
    backendText("notificacoes", STAFF_LANGUAGE, `alerts.coleta.${key}`, { ...vars, ...extra });
  // Street, number and district are optional at the first contact (src/domain/coleta.ts): only the parts given.
  const street = [
    [address.street, address.number].filter(Boolean).join(", "),
    address.complement,
    address.district,
    `${address.city}/${address.state}`,
    address.cep,
  ];
  const text = alertText(
    t("intro"),
    [
      [f("protocol"), record.protocol],
      [
        backendText("notificacoes", STAFF_LANGUAGE, "alerts.coleta.base"),
        base ? backendText("common", STAFF_LANGUAGE, "operatingBase", { name: base.name }) : undefined,
      ],
      [f("companyName"), company.name],
      [f("cnpj"), company.cnpj],
      [f("contactName"), contact.name],
      [f("email"), contact.email],
      [f("phone"), contact.phone],
      [f("address"), street.filter(Boolean).join(" – ")],
      [f("generatorType"), record.generatorType ? f(`generatorTypes.${record.generatorType}`) : undefined],
      [f("estimatedLiters"), formatNumber(record.estimatedLiters, STAFF_LANGUAGE)],
      [f("container"), record.container ? f(`containers.${record.container}`) : undefined],
      [f("preferredDate"), record.preferredDate ? formatDate(record.preferredDate, STAFF_LANGUAGE) : undefined],
      [backendText("notificacoes", STAFF_LANGUAGE, "alerts.language"), languageName(record.language)],
      [f("notes"), record.notes],
    ],
    t("open", { url: siteUrl(operationPath(record.protocol), STAFF_LANGUAGE) }),
  );
  return {
    id: messageId("coleta", record.protocol, "operations", "recebida"),
    topic: "coleta.recebida.alert",
    ref: record.protocol,
    to: base?.operationsEmail ?? siteSettings.company.emails.operations,
    replyTo: contact.email,
    about: contact.email,
    subject: t("subject"),
    text,
    language: STAFF_LANGUAGE,
  };
}

/**
 * The messages of one step of a request's history: its arrival, a confirmation and an operations alert; each
 * transition, the e-mail to the contact. "certificada" waits for the certificate to be stored (the e-mail offers
 * it): null until then.
 */
function stepMessages(record: StoredColeta, status: LifecycleStatus): MessageDraft[] | null {
  if (status === "recebida") return [confirmationFor(record), operationsAlertFor(record)];
  if (status === "certificada" && !record.certificate?.sha256) return null;
  const message = notificationFor(record, status);
  return message ? [message] : [];
}

/**
 * How a collection request announces its changes (shared/notices.ts). The marker names the first step not yet
 * announced (`noticesPending: "agendada"`): a transition sets it only when there is none (`if_not_exists`), so two
 * changes in a row before the first is announced are both announced, from the older on. The step's messages and every
 * later step's are derived from the stored record; the marker is removed only while the status is still the one they
 * were derived from (a transition in between: derived again).
 */
export const coletaNotices: NoticeSource = {
  table: "coleta",
  keyAttribute: "protocol",
  tokens: lifecycleStatuses,
  derive(item, token) {
    if (item.kind !== "coleta") return { drafts: [], complete: true };
    const record = storedRecord(item);
    // Moves between bases change no status and are announced to no one (base-move.ts).
    const steps = (record.history ?? []).filter((step) => !step.base);
    const from = steps.findIndex((step) => step.to === token);
    if (from < 0) {
      logger.error("notices: the record has no such step to announce", { protocol: record.protocol, step: token });
      return { drafts: [], complete: true };
    }
    const drafts: MessageDraft[] = [];
    for (const step of steps.slice(from)) {
      const messages = stepMessages(record, step.to);
      if (!messages) return { drafts, complete: false };
      drafts.push(...messages);
    }
    return { drafts, complete: true };
  },
  unchanged(item) {
    return { expression: "#status = :status", names: { "#status": "status" }, values: { ":status": item.status } };
  },
};

/**
 * The push notice of `status` in `language` (the one the customer turned notifications on in; locales/<lang>/push.json):
 * short, with the request's page in the customer area as the place a click opens ("recebida" is never pushed: the
 * customer has just seen the protocol on the page).
 */
export function pushMessageFor(
  record: StoredColeta,
  status: Exclude<LifecycleStatus, "recebida">,
  language: Language,
): PushMessage {
  const vars = noticeVars(record, language);
  return {
    title: backendText("push", language, `messages.${status}.title`, vars),
    body: backendText("push", language, `messages.${status}.body`, vars),
    lang: language,
    url: sitePath(requestPath(record.protocol), language),
    protocol: record.protocol,
    tag: `coleta-${record.protocol}`,
  };
}

/** The values the notices' texts name, formatted for `language`. */
function noticeVars(record: StoredColeta, language: Language): Record<string, string | number> {
  const vars: Record<string, string | number> = {
    protocol: record.protocol,
    name: record.contact.name,
    surveyUrl: siteUrl(surveyPath(record.protocol), language),
  };
  if (record.schedule) {
    vars.date = formatDate(record.schedule.date, language);
    vars.from = record.schedule.from;
    vars.to = record.schedule.to;
  }
  if (record.collectedLitres !== undefined) vars.liters = formatNumber(record.collectedLitres, language);
  const collectedOn = collectionDate(record);
  if (collectedOn) vars.collectedAt = formatDate(collectedOn, language);
  if (record.cancellation) vars.reason = record.cancellation.reason;
  if (record.certificate) {
    vars.code = record.certificate.code;
    vars.verifyUrl = `${siteUrl("/verificar-certificado/", language)}?codigo=${record.certificate.code}`;
  }
  return vars;
}
