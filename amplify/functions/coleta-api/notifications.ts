import { site } from "../../../src/config/site";
import type { StoredColeta } from "../../../src/domain/coleta";
import type { LifecycleStatus } from "../../../src/domain/lifecycle";
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
