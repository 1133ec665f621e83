/**
 * The DynamoDB tables, described once: the CDK stack (amplify/api/tables.ts) and the local provisioner
 * (amplify/local/provision.ts) both build them from this list, so the emulator has the same keys as AWS.
 */
export type KeyType = "S" | "N";

export type KeyDef = { name: string; type: KeyType };

export type TableDef = {
  /** Logical name: the construct id in CDK, the table name locally. */
  name: "sequence" | "coleta" | "pesquisa" | "contato" | "push";
  /** Environment variable through which a handler learns the table's real name. */
  env: string;
  partitionKey: KeyDef;
  sortKey?: KeyDef;
  indexes: { name: string; partitionKey: KeyDef; sortKey?: KeyDef }[];
};

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
    // operators' list, by status and newest first, through byStatus. The same table holds idempotency claims
    // (IDEM#<key>) and certificate pointers (CERT#<code>), which carry none of the indexed attributes.
    // CloudFormation adds at most one index to an existing table per deployment: add indexes one at a time.
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
    ],
  },
  {
    // One survey per protocol (a conditional put on the key); a customer's surveys through byCustomer.
    name: "pesquisa",
    env: "TABLE_PESQUISA",
    partitionKey: { name: "protocol", type: "S" },
    indexes: [
      {
        name: "byCustomer",
        partitionKey: { name: "customerId", type: "S" },
        sortKey: { name: "createdAt", type: "S" },
      },
    ],
  },
  {
    // A message from a contact form, found by its reference (CTT-2026-000001).
    name: "contato",
    env: "TABLE_CONTATO",
    partitionKey: { name: "reference", type: "S" },
    indexes: [],
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
];

export function tableEnv(name: TableDef["name"]): string {
  const table = tables.find((candidate) => candidate.name === name);
  if (!table) throw new Error(`Unknown table ${name}`);
  return table.env;
}
