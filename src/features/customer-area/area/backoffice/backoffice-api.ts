/**
 * The back-office pages' view of EquipeAPI (amplify/README.md, "EquipeAPI"): the answers' shapes as the pages read
 * them, and the pure helpers the pages share (query strings, NPS and percentage formatting, CSV parts). The request
 * schemas and status lists are src/domain/backoffice.ts's; the groups src/domain/staff-groups.ts's.
 */
import type { StaffGroup } from "../../../../domain/staff-groups";
import type { InboxStatus, NpsSummary } from "../../../../domain/backoffice";
import type { ContatoRecord, ContatoTopic } from "../../../../domain/contato";
import type { Language } from "../../../../config/languages";
import type { SubmitState } from "../../../forms/use-resilient-submit";

export type StaffMember = { username: string; email?: string };

export type Delivery = { state: "pending" | "sent" | "dead"; attempts: number; sentAt?: string; lastError?: string };

type EntryBase = { id: string; at: string; by: string; byEmail?: string };

/** One step of a message's thread, oldest first. */
export type ThreadEntry =
  | (EntryBase & { kind: "status"; from: InboxStatus; to: InboxStatus })
  | (EntryBase & { kind: "atribuicao"; assignee: StaffMember | null })
  | (EntryBase & { kind: "nota"; text: string })
  | (EntryBase & { kind: "resposta"; text: string; messageId: string; delivery: Delivery | null });

/** A message as `GET /mensagens` lists it; `GET /mensagens/{reference}` adds its thread. */
export type InboxMessage = ContatoRecord & {
  team: StaffGroup;
  status: InboxStatus;
  assignee: StaffMember | null;
  updatedAt?: string;
  notes: number;
  replies: number;
  thread?: ThreadEntry[];
};

export type InboxPage = { items: InboxMessage[]; next: string | null };

/** A thread write's answer: the entries written (none for a repeat) and the message as it is now. */
export type ThreadAnswer = { entries: ThreadEntry[]; record: InboxMessage };

export type SurveyResults = {
  from: string;
  to: string;
  months: (NpsSummary & { month: string })[];
  total: NpsSummary;
  comments: {
    protocol: string;
    score: number;
    category: "promotor" | "neutro" | "detrator";
    comment: string;
    language: Language;
    createdAt: string;
  }[];
  commentsTruncated: boolean;
};

export type InboxFilters = {
  topic: "" | ContatoTopic;
  status: "" | InboxStatus;
  from: string;
  to: string;
  q: string;
  assignee: string;
};

export const emptyInboxFilters: InboxFilters = { topic: "", status: "", from: "", to: "", q: "", assignee: "" };

/** A query string (with "?") of the non-empty values, in the given order; the language last. */
export function queryString(values: Record<string, string | null | undefined>, language: Language): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value && value.trim()) params.set(name, value.trim());
  params.set("language", language);
  return `?${params.toString()}`;
}

/** `GET /mensagens` (or `/mensagens/exportar`) for these filters and the cursor of the page wanted. */
export function inboxPath(
  filters: InboxFilters,
  language: Language,
  next?: string | null,
  route: "list" | "export" = "list",
): string {
  return `/mensagens${route === "export" ? "/exportar" : ""}${queryString({ ...filters, next }, language)}`;
}

/** The path of one message's page or route, the reference escaped. */
export function messagePath(reference: string, action?: "status" | "responsavel" | "nota" | "resposta"): string {
  return `/mensagens/${encodeURIComponent(reference)}${action ? `/${action}` : ""}`;
}

/** An NPS (−100…100) as the language writes a signed whole number ("+42", "−13", "0"); a dash without answers. */
export function formatNps(nps: number | null, language: Language): string {
  if (nps === null) return "—";
  return new Intl.NumberFormat(language, { signDisplay: "exceptZero", maximumFractionDigits: 0 }).format(nps);
}

/** `part` of `whole` as a percentage with one decimal in the language's way ("33,3 %" in pt, "33.3%" in en). */
export function formatPercent(part: number, whole: number, language: Language): string {
  const ratio = whole > 0 ? part / whole : 0;
  return new Intl.NumberFormat(language, {
    style: "percent",
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(ratio);
}

/** One part of a CSV export: its text, and the cursor of the next part (`X-Next`), if any. */
export type CsvPart = { text: string; next: string | null };

/**
 * Every part of an export, following `X-Next` until there is none: `fetchPart(null)` first, then each cursor once.
 * The parts' header lines after the first are dropped, so the result is one CSV file. `maxParts` guards a server
 * that never stops.
 */
export async function collectCsv(
  fetchPart: (next: string | null) => Promise<CsvPart>,
  maxParts = 100,
): Promise<string> {
  let text = "";
  let next: string | null = null;
  for (let part = 0; part < maxParts; part++) {
    const answer: CsvPart = await fetchPart(next);
    text += part === 0 ? answer.text : withoutHeader(answer.text);
    if (!answer.next || answer.next === next) return text;
    next = answer.next;
  }
  throw new Error(`CSV export did not end within ${maxParts} parts`);
}

/** A CSV part's text without its first line (the header), a byte-order mark allowed. */
function withoutHeader(text: string): string {
  const end = text.indexOf("\n");
  return end === -1 ? "" : text.slice(end + 1);
}

/** The file name a `Content-Disposition` header gives (`attachment; filename="x.csv"`), or `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ?? fallback;
}

/**
 * The kinds of e-mail the backend writes (a message's `topic`: amplify/functions/coleta-api/notifications.ts and
 * contato-api/notifications.ts), each with its label under `backoffice:deadLetters.kinds.` ("." written "-").
 */
export const deadLetterKinds = [
  "coleta.recebida.confirmation",
  "coleta.recebida.alert",
  "coleta.agendada",
  "coleta.coletada",
  "coleta.certificada",
  "coleta.cancelada",
  "contato.confirmation",
  "contato.alert",
  "contato.reply",
] as const;

/** The label key of a dead letter's kind, or null for a kind this page does not know (shown as the API wrote it). */
export function deadLetterKindKey(kind: string): string | null {
  return (deadLetterKinds as readonly string[]).includes(kind) ? `deadLetters.kinds.${kind.replace(/\./g, "-")}` : null;
}

/** `GET /avisos-falhos`: the page after `next` (the first without it). */
export function deadLettersPath(language: Language, next?: string | null): string {
  return `/avisos-falhos${queryString({ next }, language)}`;
}

/** `POST /avisos-falhos/{id}/reenviar`: the message id escaped (it holds "#"). */
export function resendPath(id: string, language: Language): string {
  return `/avisos-falhos/${encodeURIComponent(id)}/reenviar${queryString({}, language)}`;
}

/**
 * Where a resend's idempotency key waits in localStorage (useResilientSubmit's draft) until the server answers: one per
 * message, so a retry of the same click, after a lost answer or a reload, sends the same key and resends nothing more.
 */
export function resendDraftKey(id: string): string {
  return `circulare:aviso-falho-${id}`;
}

/**
 * What a row says about its resend: not asked yet, on its way, done (pending again), not a dead letter any more (409:
 * resent by someone else, or delivered), gone (404), not allowed (403), not sent (no answer: retry with the same key),
 * the session ended (or the token was refused: 401), or refused for another reason.
 */
export type ResendOutcome =
  "idle" | "sending" | "done" | "not-dead" | "missing" | "forbidden" | "offline" | "expired" | "refused";

export function resendOutcome(state: SubmitState<unknown>): ResendOutcome {
  switch (state.status) {
    case "idle":
    case "sending":
    case "offline":
      return state.status;
    case "done":
      return "done";
    case "session-expired":
      return "expired";
    case "rejected":
      if (state.httpStatus === 401) return "expired";
      if (state.httpStatus === 409) return "not-dead";
      if (state.httpStatus === 404) return "missing";
      if (state.httpStatus === 403) return "forbidden";
      return "refused";
  }
}
