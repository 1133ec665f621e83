import { site } from "../../../src/config/site";
import type { StoredColeta } from "../../../src/domain/coleta";
import type { Language } from "../../../src/domain/language";
import type { LifecycleStatus } from "../../../src/domain/lifecycle";
import type { PushMessage } from "../../../src/domain/push";
import type { Notification } from "../shared/notify";
import { backendText, formatDate, formatNumber, sitePath } from "../shared/texts";
import { collectionDate } from "./certificate";

/**
 * The e-mail that announces `status` to the request's contact, in the request's language
 * (locales/<lang>/notificacoes.json), or null for a status nobody is told about ("recebida": the page already
 * showed the protocol).
 */
export function notificationFor(record: StoredColeta, status: LifecycleStatus): Notification | null {
  if (status === "recebida") return null;
  const language = record.language;
  const vars = noticeVars(record, language);
  const t = (key: string) => backendText("notificacoes", language, key, vars);
  const text = [
    t("greeting"),
    "",
    t(`${status}.text`),
    "",
    backendText("notificacoes", language, "footer", { url: `${site.url}${sitePath("/area-cliente/", language)}` }),
    "",
    t("signature"),
  ].join("\n");
  return { to: record.contact.email, subject: t(`${status}.subject`), text, language, protocol: record.protocol, status };
}

/**
 * The push notice of `status` in `language` (the one the customer turned notifications on in; locales/<lang>/push.json):
 * short, with the request's page in the customer area as the place a click opens ("recebida" is never pushed: the
 * customer has just seen the protocol on the page).
 */
export function pushMessageFor(record: StoredColeta, status: Exclude<LifecycleStatus, "recebida">, language: Language): PushMessage {
  const vars = noticeVars(record, language);
  return {
    title: backendText("push", language, `messages.${status}.title`, vars),
    body: backendText("push", language, `messages.${status}.body`, vars),
    lang: language,
    url: sitePath(`/area-cliente/pedidos/${encodeURIComponent(record.protocol)}/`, language),
    protocol: record.protocol,
    tag: `coleta-${record.protocol}`,
  };
}

/** The values the notices' texts name, formatted for `language`. */
function noticeVars(record: StoredColeta, language: Language): Record<string, string | number> {
  const vars: Record<string, string | number> = { protocol: record.protocol, name: record.contact.name };
  if (record.schedule) {
    vars.date = formatDate(record.schedule.date, language);
    vars.from = record.schedule.from;
    vars.to = record.schedule.to;
  }
  if (record.collection) vars.liters = formatNumber(record.collection.liters, language);
  const collectedOn = collectionDate(record);
  if (collectedOn) vars.collectedAt = formatDate(collectedOn, language);
  if (record.cancellation) vars.reason = record.cancellation.reason;
  if (record.certificate) {
    vars.code = record.certificate.code;
    vars.verifyUrl = `${site.url}${sitePath("/verificar-certificado/", language)}?codigo=${record.certificate.code}`;
  }
  return vars;
}
