/**
 * What happens to each kind of a customer's data when they close their account ("Meus dados", LGPD art. 16 and 18
 * VI): the one retention table. The closing handler (amplify/functions/coleta-api/account-data.ts) applies it, the
 * "Meus dados" page and the privacy policy show it, and the confirmation e-mail repeats it, each from this list (the
 * words in `locales/<lang>/retencao.json`, under `kinds.<kind>`).
 *
 * Why something is kept: a collection that took place is a legal record. CONAMA Resolution 362/2005 (art. 17–18)
 * and ANP Resolution 20/2009 oblige the collector to keep the collection certificate and its manifest (MTR) for five
 * years, identifying the generator (company name and CNPJ, address), the date and the volume; LGPD art. 16 I lets a
 * controller keep data to meet a legal obligation. Nothing else is kept with a name or a contact on it.
 *
 * No zod here: the privacy policy, a public page, shows this table (the closing's body schema is in account-closing.ts).
 */
import type { StoredColeta } from "./coleta";
import type { ContatoTopic } from "./contato";
import type { PesquisaRecord } from "./pesquisa";

/** What closing the account does to a kind of data. */
export type RetentionAction = "deleted" | "anonymised" | "kept";

export type RetentionRule = {
  /** The key of its words (`retencao.json`: `kinds.<kind>.title`, `.what`, `.outcome`). */
  kind:
    | "profile"
    | "openRequests"
    | "collectedRequests"
    | "surveys"
    | "push"
    | "files"
    | "certificates"
    | "messages"
    | "closing";
  action: RetentionAction;
  /** Years the kept part stays, counted from the event named in its words (the collection, the closing). */
  years?: number;
};

/** Years a collection's legally required record is kept (CONAMA 362/2005, ANP 20/2009). */
export const COLLECTION_RECORD_YEARS = 5;
/** Years the record of the closing itself (the confirmation e-mail: to whom, what it said) is kept: proof it was done. */
export const CLOSING_RECORD_YEARS = 5;

export const retentionTable: readonly RetentionRule[] = [
  { kind: "profile", action: "deleted" },
  { kind: "openRequests", action: "anonymised" },
  { kind: "collectedRequests", action: "kept", years: COLLECTION_RECORD_YEARS },
  { kind: "certificates", action: "kept", years: COLLECTION_RECORD_YEARS },
  { kind: "surveys", action: "anonymised" },
  { kind: "push", action: "deleted" },
  { kind: "files", action: "deleted" },
  { kind: "messages", action: "anonymised" },
  { kind: "closing", action: "kept", years: CLOSING_RECORD_YEARS },
];

/** What an erased text field holds afterwards (the row keeps its shape: the staff's pages read every request). */
export const ERASED = "—";

/** When a request counts as a collection that took place, whose record the law keeps. */
export function isCollected(record: Pick<StoredColeta, "collectedOn" | "certificate">): boolean {
  return Boolean(record.collectedOn || record.certificate);
}

/**
 * A request after its customer closed the account. The contact (name, e-mail, phone) and the notes go in every case,
 * and the link to the account (`customerId`, `identityId`). A collection that took place keeps what its certificate
 * states (protocol, dates, volume, the generator's name, CNPJ and address, the MTR) for COLLECTION_RECORD_YEARS; any
 * other request loses the company and address too (the city and state stay, for the bases' statistics), and one still
 * open is cancelled, so no one schedules a collection for no one. `at`: when (ISO 8601).
 */
export function anonymiseRequest(record: StoredColeta, at: string): StoredColeta {
  const {
    contact: _contact,
    notes: _notes,
    customerId: _customer,
    identityId: _identity,
    cancellation,
    ...rest
  } = record;
  // A step's note is free text an operator may have written the contact's name into; who did it (staff) stays.
  const history: NonNullable<StoredColeta["history"]> = (record.history ?? []).map(({ note: _note, ...step }) =>
    step.by === record.customerId ? { ...step, by: "customer" } : step,
  );
  const next: StoredColeta = {
    ...rest,
    contact: { name: ERASED, email: ERASED, phone: ERASED },
    customerId: null,
    history,
    updatedAt: at,
  };
  if (cancellation) next.cancellation = cancellation;
  if (isCollected(record)) return next;
  next.company = { name: ERASED, cnpj: ERASED };
  next.address = { cep: ERASED, city: record.address.city, state: record.address.state };
  if (record.status === "recebida" || record.status === "agendada") {
    next.status = "cancelada";
    next.history = [...history, { from: record.status, to: "cancelada" as const, at, by: "lgpd" }].slice(-20);
    next.cancellation = { reason: ACCOUNT_CLOSED_REASON };
  }
  return next;
}

/** The cancellation reason of a request whose customer closed the account (staff read it in Portuguese). */
export const ACCOUNT_CLOSED_REASON = "Conta encerrada pelo titular (LGPD art. 18 VI)";

/** A survey answer after its customer closed the account: the score and its month stay (anonymous NPS), nothing else. */
export function anonymiseSurvey<T extends Partial<PesquisaRecord>>(answer: T): Omit<T, "comment" | "customerId"> {
  const { comment: _comment, customerId: _customer, ...rest } = answer;
  return rest;
}

// --- How long the forms' messages are kept (the privacy policy's `contato` and `candidaturas`) ---------------------
//
// Nobody has to ask: a contact message, an application and the e-mails about them carry DynamoDB's Time to Live
// (`purgeAt`, amplify/data/tables.ts), and an application's CV an S3 lifecycle expiration (amplify/storage/lifecycle.ts).
// A data-subject request keeps its own rule (src/domain/titular.ts).

/**
 * Years a message from "Fale com a gente", "Fale com RI" or "Seja um fornecedor" is kept after the last exchange on it:
 * its sending, or the team's last reply or other action on it in the inbox (status, assignment, note), each of which
 * starts the period again.
 */
export const MESSAGE_RETENTION_YEARS = 2;
/** Years an application (its message, its e-mails and its CV) is kept after it is sent; the team's replies do not extend it. */
export const APPLICATION_RETENTION_YEARS = 2;
/**
 * The CV's S3 lifecycle expiration, in days after its upload (S3 counts whole days and deletes from the next midnight,
 * UTC): the most days APPLICATION_RETENTION_YEARS can hold (a leap day in every four years, rounded up), so the file
 * never goes before its application and at most two days after it.
 */
export const CV_EXPIRATION_DAYS = 365 * APPLICATION_RETENTION_YEARS + Math.ceil(APPLICATION_RETENTION_YEARS / 4);

/** Epoch seconds (DynamoDB's Time to Live) `years` calendar years after `from` (29 February goes to 1 March). */
export function yearsLater(from: Date, years: number): number {
  const end = new Date(from.getTime());
  end.setUTCFullYear(end.getUTCFullYear() + years);
  return Math.floor(end.getTime() / 1000);
}

/**
 * When a contact message of `topic` sent at `sentAt` is deleted (epoch seconds); undefined for a data-subject request,
 * whose row takes its own (src/domain/titular.ts).
 */
export function contactPurgeAt(topic: ContatoTopic, sentAt: Date): number | undefined {
  if (topic === "titular") return undefined;
  return yearsLater(sentAt, topic === "candidatura" ? APPLICATION_RETENTION_YEARS : MESSAGE_RETENTION_YEARS);
}

/**
 * The new deletion time when the team acts on a message of `topic` at `at` (a reply, a status, an assignment, a note:
 * an exchange on it), or null when an exchange does not move it (an application is kept from its sending, a
 * data-subject request from its confirmation).
 */
export function exchangePurgeAt(topic: ContatoTopic, at: Date): number | null {
  return topic === "geral" || topic === "ri" || topic === "fornecedor" ? yearsLater(at, MESSAGE_RETENTION_YEARS) : null;
}

/**
 * Years a survey answer keeps its links to the person (the comment, the account, the collection's protocol) after it
 * is given; afterwards only its score and month stay, under an id of their own, for the aggregate numbers
 * (amplify/functions/pesquisa-api/retention.ts).
 */
export const SURVEY_RETENTION_YEARS = 2;

/** The instant before which an answer given is anonymised at `now` (SURVEY_RETENTION_YEARS earlier, ISO 8601). */
export function surveyAnonymisedBefore(now: Date): string {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - SURVEY_RETENTION_YEARS);
  return cutoff.toISOString();
}
