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
