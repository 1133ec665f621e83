/**
 * The DynamoDB tables, described once: the CDK stack (amplify/api/tables.ts) and the local provisioner
 * (amplify/local/provision.ts) both build them from this list, so the emulator has the same keys as AWS.
 */
export type KeyType = "S" | "N";

export type KeyDef = { name: string; type: KeyType };

export type TableDef = {
  /** Logical name: the construct id in CDK, the table name locally. */
  name: "sequence" | "coleta" | "pesquisa" | "contato" | "push" | "mensagem";
  /** Environment variable through which a handler learns the table's real name. */
  env: string;
  partitionKey: KeyDef;
  sortKey?: KeyDef;
  indexes: IndexDef[];
  /**
   * A DynamoDB stream of the keys the table writes, in AWS only (the CDK stack turns it on; the local provisioner
   * ignores it: locally the dispatcher polls). Used by `mensagem` to start the dispatcher as soon as a message is
   * written.
   */
  stream?: boolean;
  /**
   * The attribute DynamoDB's Time to Live reads (epoch seconds, a Number): a row whose value has passed is deleted by
   * AWS, typically within two days, so every read of such a row must still treat it as gone (a row carries its own
   * expiry for that). The CDK stack turns TTL on with it; dynalite has no TTL, so the local backend deletes expired
   * rows itself on a schedule, by the same rule (amplify/local/ttl-sweep.ts). Rows without it never expire.
   */
  ttl?: typeof TTL_ATTRIBUTE;
};

/** The one Time to Live attribute name ("ttl" is a reserved word in DynamoDB's expressions). */
export const TTL_ATTRIBUTE = "purgeAt";

export type IndexDef = {
  name: string;
  partitionKey: KeyDef;
  sortKey?: KeyDef;
  /** What the index holds besides its keys and the table's: every attribute (the default) or none. */
  projection?: "ALL" | "KEYS_ONLY";
};

/**
 * A sparse index of the records whose change is stored but not yet turned into messages: `noticesPending` (what to
 * announce) is written in the change's own write and removed once its messages are stored, so the index holds only
 * the few records in between (a crash there leaves them for the dispatcher's sweep). Keys only: the sweep reads
 * each record itself, strongly consistent.
 */
function noticesIndex(): IndexDef {
  return {
    name: "byNoticesPending",
    partitionKey: { name: "noticesPending", type: "S" },
    sortKey: { name: "noticesAt", type: "S" },
    projection: "KEYS_ONLY",
  };
}

export const tables: readonly TableDef[] = [
  {
    // One counter item per sequence and year ("coleta#2026"), incremented with an atomic ADD.
    name: "sequence",
    env: "TABLE_SEQUENCE",
    partitionKey: { name: "name", type: "S" },
    indexes: [],
  },
  {
    // A collection request, found by its protocol; a customer's requests, newest first, through byCustomer; the
    // operators' list, by status and newest first, through byStatus; the requests sent without an account that
    // wait to be linked to the customer with that e-mail (POST /coleta/vincular) through byUnlinkedEmail, which holds
    // only those: `unlinkedEmail` is written on an anonymous request and removed when it is linked. The same table
    // holds idempotency claims (IDEM#<key>) and certificate pointers (CERT#<code>), which carry none of the indexed
    // attributes. CloudFormation adds at most one index to an existing table per deployment: add indexes one at a
    // time. Rows written before an index existed lack its attribute: see amplify/README.md (Scale) for the backfill.
    // byNoticesPending (added with the messages, issue 25) holds only requests with a change not yet turned into
    // messages (`noticesPending`, amplify/functions/shared/notices.ts): rows without the attribute need no backfill.
    name: "coleta",
    env: "TABLE_COLETA",
    partitionKey: { name: "protocol", type: "S" },
    indexes: [
      {
        name: "byCustomer",
        partitionKey: { name: "customerId", type: "S" },
        sortKey: { name: "createdAt", type: "S" },
      },
      {
        name: "byStatus",
        partitionKey: { name: "status", type: "S" },
        sortKey: { name: "createdAt", type: "S" },
      },
      {
        // Keys only: linking needs the protocols, then updates each row conditionally.
        name: "byUnlinkedEmail",
        partitionKey: { name: "unlinkedEmail", type: "S" },
        sortKey: { name: "createdAt", type: "S" },
        projection: "KEYS_ONLY",
      },
      noticesIndex(),
      {
        // Keys only, sparse: the open requests (recebida, agendada) by their company's CNPJ, for the operator's
        // "this CNPJ has another open request" warning (coleta-store.ts: otherOpenRequests). `openCnpj` is written at
        // creation and removed when the request is collected or cancelled. Added with issue 26: rows from before it
        // get it from backfillOpenCnpj (the local backend runs it when it rebuilds the table).
        name: "byOpenCnpj",
        partitionKey: { name: "openCnpj", type: "S" },
        sortKey: { name: "createdAt", type: "S" },
        projection: "KEYS_ONLY",
      },
    ],
  },
  {
    // One survey per protocol (a conditional put on the key); a customer's surveys through byCustomer; the survey
    // results (EquipeAPI `GET /pesquisas`: NPS by month) through byMonth, one query per month of the range (`month`:
    // "2026-03", São Paulo's calendar, written with the answer; rows from before it get it from the backfill, see
    // amplify/README.md, Scale). Two years after it is given an answer loses its links to the person: its score, time
    // and month move to an `ANON#<id>` row, and the protocol's row keeps only the protocol (pesquisa-api/retention.ts).
    name: "pesquisa",
    env: "TABLE_PESQUISA",
    partitionKey: { name: "protocol", type: "S" },
    indexes: [
      {
        name: "byCustomer",
        partitionKey: { name: "customerId", type: "S" },
        sortKey: { name: "createdAt", type: "S" },
      },
      {
        name: "byMonth",
        partitionKey: { name: "month", type: "S" },
        sortKey: { name: "createdAt", type: "S" },
      },
    ],
  },
  {
    // A message from a contact form, found by its reference (CTT-2026-000001); byNoticesPending as in coleta (the
    // table's first index: CloudFormation adds it alone, one per table per deployment). The staff's inbox (EquipeAPI)
    // reads byInbox: `inbox` is "<topic>#<status>" ("ri#nova"), rewritten with every status change, so one index serves
    // a topic, a status, both or neither (one query per pair, merged newest first) and the table gets one index in
    // this deployment, not two. Rows from before it get `inbox` from the backfill (amplify/README.md, Scale).
    // A data-subject request waiting for its e-mailed link (`TITULAR#<hash>`, src/domain/titular.ts) and its
    // idempotency claim carry `purgeAt`: unconfirmed, they are deleted by TTL a little after the link stops working;
    // confirmed, at the end of the request's retention, with the inbox message it became. Every other message and its
    // claim carry it too: two years after it is sent, moved by each exchange on it in the inbox (an application's is
    // not moved): src/domain/retention.ts, contato-api/retention.ts.
    name: "contato",
    env: "TABLE_CONTATO",
    partitionKey: { name: "reference", type: "S" },
    indexes: [
      noticesIndex(),
      {
        name: "byInbox",
        partitionKey: { name: "inbox", type: "S" },
        sortKey: { name: "createdAt", type: "S" },
      },
    ],
    ttl: TTL_ATTRIBUTE,
  },
  {
    // A browser's push subscription, found by the SHA-256 of its endpoint (the same browser again replaces its
    // row: an upsert); a customer's subscriptions, the devices a status change is pushed to, through byCustomer.
    name: "push",
    env: "TABLE_PUSH",
    partitionKey: { name: "id", type: "S" },
    indexes: [
      {
        name: "byCustomer",
        partitionKey: { name: "customerId", type: "S" },
        sortKey: { name: "createdAt", type: "S" },
      },
    ],
  },
  {
    // An e-mail to send (amplify/functions/shared/messages.ts), under a deterministic id derived from the change it
    // announces (so writing it twice writes it once). The dispatcher finds what is due through byState ("pending",
    // dueAt up to now); sent and dead letters stay, as the record of what went out. The stream starts the
    // dispatcher in AWS as soon as a message is written (a schedule runs it every minute too). byPerson: the messages
    // that carry a person's address, by that address (`person`: the lower-cased e-mail of whom a message is to, or, for
    // a staff alert, from: its Reply-To; shared/messages.ts personOf), so closing an account erases that person's
    // e-mails without reading the table (issue 29). Sparse in effect: an erased message loses `person`. Added after
    // the table held rows: those get it from backfillMessagePersons (amplify/README.md, Scale). A message about
    // something that expires carries `purgeAt` (the link of a data-subject request: it holds the requester's name,
    // address and link; every e-mail about a contact message: its message's `purgeAt` when written) and goes with it.
    name: "mensagem",
    env: "TABLE_MENSAGEM",
    partitionKey: { name: "id", type: "S" },
    indexes: [
      {
        name: "byState",
        partitionKey: { name: "state", type: "S" },
        sortKey: { name: "dueAt", type: "S" },
      },
      {
        name: "byPerson",
        partitionKey: { name: "person", type: "S" },
        sortKey: { name: "createdAt", type: "S" },
      },
    ],
    stream: true,
    ttl: TTL_ATTRIBUTE,
  },
];

export function tableEnv(name: TableDef["name"]): string {
  const table = tables.find((candidate) => candidate.name === name);
  if (!table) throw new Error(`Unknown table ${name}`);
  return table.env;
}
