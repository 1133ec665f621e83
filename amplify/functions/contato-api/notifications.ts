import { site } from "../../../src/config/site";
import type { ContatoRecord, ContatoTopic } from "../../../src/domain/contato";
import { formatDay } from "../../../src/domain/dates";
import { withoutFormulaGuard } from "../../../src/domain/text";
import type { ThreadEntry } from "../equipe-api/inbox";
import { alertText, languageName, STAFF_LANGUAGE } from "../shared/alerts";
import { messageId, type MessageDraft } from "../shared/messages";
import type { NoticeSource } from "../shared/notices";
import { siteSettings } from "../shared/settings";
import { backendText, sitePath } from "../shared/texts";

/** The team each form writes to (site settings: `company.emails`). */
export function teamAddress(topic: ContatoTopic): string {
  const emails = siteSettings.company.emails;
  switch (topic) {
    case "geral":
      return emails.contact;
    case "ri":
      return emails.investors;
    case "fornecedor":
      return emails.suppliers;
    case "candidatura":
      return emails.people;
    case "titular":
      return emails.privacy;
  }
}

/** The form's name as its page says it, in `language`. */
function formName(record: ContatoRecord, language: ContatoRecord["language"]): string {
  return backendText("notificacoes", language, `contato.forms.${record.topic}`);
}

/**
 * The confirmation to the person who wrote, in their language: the reference and what happens next. It does not
 * repeat their message (anyone can type someone else's address into a form: the e-mail must carry no text of theirs
 * but the name).
 */
export function contactConfirmationFor(record: ContatoRecord): MessageDraft {
  const language = record.language;
  const vars = {
    name: record.name,
    reference: record.reference,
    form: formName(record, language),
    // A data-subject request's legal deadline, written in the requester's language ("December 15, 2026").
    deadline: record.deadline ? formatDay(record.deadline, language, "long") : "",
    right: record.right ? backendText("notificacoes", language, `titular.rights.${record.right}`) : "",
  };
  const t = (key: string) => backendText("notificacoes", language, key, vars);
  // An application, and a data-subject request, are confirmed in words of their own.
  const texts =
    record.topic === "candidatura"
      ? "contato.candidatura"
      : record.topic === "titular"
        ? "titular.confirmed"
        : "contato";
  return {
    id: messageId("contato", record.reference, "confirmation"),
    topic: "contato.confirmation",
    ref: record.reference,
    to: record.email,
    subject: t(`${texts}.subject`),
    text: [t("greeting"), "", t(`${texts}.text`), "", t("signature")].join("\n"),
    language,
  };
}

/** The alert to the form's team, in Portuguese, with the whole message; a reply goes to the person who wrote. */
export function contactAlertFor(record: ContatoRecord): MessageDraft {
  const f = (key: string) => backendText("formularios", STAFF_LANGUAGE, `contato.${key}`);
  const vars = { reference: record.reference, form: formName(record, STAFF_LANGUAGE), name: record.name };
  const t = (key: string, extra: Record<string, string> = {}) =>
    backendText("notificacoes", STAFF_LANGUAGE, `alerts.contato.${key}`, { ...vars, ...extra });
  const supplier = record.topic === "fornecedor";
  const application = record.topic === "candidatura";
  const text = alertText(
    t("intro"),
    [
      [f("reference"), record.reference],
      [f("name"), record.name],
      [f("email"), record.email],
      [f("phone"), record.phone],
      ...(supplier || record.company ? [[f("company"), record.company] as const] : []),
      ...(supplier || record.cnpj ? [[f("cnpj"), record.cnpj] as const] : []),
      ...(supplier
        ? [
            [
              f("supplyCategory"),
              record.supplyCategory ? f(`supplyCategories.${record.supplyCategory}`) : undefined,
            ] as const,
          ]
        : []),
      ...(application
        ? [
            [f("position"), record.position] as const,
            [f("linkedin"), record.linkedin] as const,
            [f("cv"), record.cvName] as const,
          ]
        : []),
      ...(record.topic === "titular"
        ? [
            [
              f("right"),
              record.right ? backendText("notificacoes", STAFF_LANGUAGE, `titular.rights.${record.right}`) : undefined,
            ] as const,
            [f("identifier"), record.identifier] as const,
            [f("deadline"), record.deadline ? formatDay(record.deadline, STAFF_LANGUAGE, "long") : undefined] as const,
          ]
        : []),
      [backendText("notificacoes", STAFF_LANGUAGE, "alerts.language"), languageName(record.language)],
      [f("message"), record.message],
    ],
    t("open", { url: `${site.url}${sitePath(`/area-cliente/mensagens/${record.reference}/`, STAFF_LANGUAGE)}` }),
  );
  return {
    id: messageId("contato", record.reference, "alert"),
    topic: "contato.alert",
    ref: record.reference,
    to: teamAddress(record.topic),
    replyTo: record.email,
    about: record.email,
    subject: t("subject"),
    text,
    language: STAFF_LANGUAGE,
  };
}

/** The id of the message a reply becomes: `contato#<reference>#resposta#<the reply's idempotency key>`. */
export function contactReplyId(reference: string, key: string): string {
  return messageId("contato", reference, "resposta", key);
}

type Reply = Extract<ThreadEntry, { kind: "resposta" }>;

/**
 * A reply written in the staff's inbox, e-mailed to the person who wrote, in their language: the texts around it
 * from locales/<lang>/notificacoes.json (`contato.reply`), the reference in the subject, the team's address as
 * Reply-To (an answer goes on in the same thread of e-mails). Their own message is not quoted (anyone can type
 * another's address into a form). The staff's text as typed (without the apostrophe that guards spreadsheets).
 */
export function contactReplyFor(record: ContatoRecord, reply: Reply): MessageDraft {
  const language = record.language;
  const vars = { name: record.name, reference: record.reference, form: formName(record, language) };
  const t = (key: string) => backendText("notificacoes", language, key, vars);
  return {
    id: contactReplyId(record.reference, reply.id),
    topic: "contato.reply",
    ref: record.reference,
    to: record.email,
    replyTo: teamAddress(record.topic),
    subject: t("contato.reply.subject"),
    text: [
      t("greeting"),
      "",
      t("contato.reply.intro"),
      "",
      withoutFormulaGuard(reply.text),
      "",
      t("contato.reply.footer"),
      "",
      t("signature"),
    ].join("\n"),
    language,
  };
}

/**
 * How a contact message announces its changes (shared/notices.ts): "recebida", set when it is stored (the
 * confirmation and the team's alert), and "resposta", set by a reply from the inbox unless a marker is waiting
 * already (every reply written since the marker's time). The marker's removal is conditional on `replyCount`, so a
 * reply written meanwhile keeps it for its own e-mail.
 */
export const contatoNotices: NoticeSource = {
  table: "contato",
  keyAttribute: "reference",
  tokens: ["recebida", "resposta"],
  derive(item, token) {
    if (item.kind !== "contato") return { drafts: [], complete: true };
    const {
      kind: _kind,
      idempotencyKey: _key,
      noticesPending: _pending,
      noticesAt,
      thread,
      threadKeys: _keys,
      inbox: _inbox,
      replyCount: _count,
      purgeAt: _purgeAt,
      ...record
    } = item;
    const stored = record as ContatoRecord;
    const since = typeof noticesAt === "string" ? noticesAt : "";
    const replies = (Array.isArray(thread) ? (thread as ThreadEntry[]) : [])
      .filter((entry): entry is Reply => entry.kind === "resposta" && entry.at >= since)
      .map((entry) => contactReplyFor(stored, entry));
    const arrival = token === "recebida" ? [contactConfirmationFor(stored), contactAlertFor(stored)] : [];
    // The e-mails go with the message (Time to Live): its `purgeAt` as it stands when they are written (a reply's, the
    // one its exchange just set: contato-api/retention.ts).
    const purgeAt = typeof item.purgeAt === "number" ? item.purgeAt : undefined;
    const drafts = [...arrival, ...replies].map((draft) => (purgeAt === undefined ? draft : { ...draft, purgeAt }));
    return { drafts, complete: true };
  },
  unchanged(item) {
    return typeof item.replyCount === "number"
      ? { expression: "replyCount = :replyCount", names: {}, values: { ":replyCount": item.replyCount } }
      : { expression: "attribute_not_exists(replyCount)", names: {}, values: {} };
  },
};
