import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import {
  AddCustomAttributesCommand,
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
  GetGroupCommand,
  UpdateUserPoolCommand,
  type UpdateUserPoolCommandInput,
} from "@aws-sdk/client-cognito-identity-provider";
import {
  BatchWriteItemCommand,
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  ScanCommand,
  type AttributeValue,
  type KeySchemaElement,
} from "@aws-sdk/client-dynamodb";
import { attributesVerifiedBeforeUpdate } from "../auth/attribute-updates";
import { deviceConfiguration } from "../auth/device-tracking";
import { OPERATORS_GROUP, userPoolGroups, type StaffGroup } from "../../src/domain/staff-groups";
import { groupDescriptions } from "../auth/group-descriptions";
import { companyAttributes } from "../../src/domain/company-attributes";
import { basesAttribute } from "../../src/domain/base-ids";
import { cognitoPasswordPolicy } from "../../src/domain/password-policy";
import { tables, type KeyDef, type TableDef } from "../data/tables";
import { allItems } from "../functions/shared/pages";

const localCredentials = { accessKeyId: "local", secretAccessKey: "local" };
export const localRegion = "us-east-1";

export type PoolState = { userPoolId: string; userPoolClientId: string };

/** The custom attributes of amplify/auth/resource.ts, as a pool's schema names them (without `custom:`). */
const customSchema = [...Object.values(companyAttributes), basesAttribute].map((name) => ({
  Name: name.replace(/^custom:/, ""),
  AttributeDataType: "String" as const,
  Mutable: true,
}));

/**
 * The pool's settings that UpdateUserPool can change too: the same rules as amplify/backend.ts gives the AWS pool
 * (verified e-mail, optional MFA, the password policy, a changed e-mail waiting for its code).
 */
const poolSettings = {
  AutoVerifiedAttributes: ["email"],
  MfaConfiguration: "OPTIONAL",
  Policies: {
    PasswordPolicy: cognitoPasswordPolicy,
  },
  UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: [...attributesVerifiedBeforeUpdate] },
  DeviceConfiguration: { ...deviceConfiguration },
} satisfies Omit<UpdateUserPoolCommandInput, "UserPoolId">;

function sameMembers(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item) => b.includes(item));
}

/** The user pool and its web client, created on the first start and found again (state.json) afterwards. */
export async function ensureUserPool(dataDir: string, endpoint: string): Promise<PoolState> {
  const stateFile = path.join(dataDir, "state.json");
  const client = new CognitoIdentityProviderClient({ endpoint, region: localRegion, credentials: localCredentials });
  if (fs.existsSync(stateFile)) {
    const state = JSON.parse(fs.readFileSync(stateFile, "utf8")) as PoolState;
    const described = await client
      .send(new DescribeUserPoolCommand({ UserPoolId: state.userPoolId }))
      .catch(() => null);
    if (described) {
      // A pool created before the custom attributes existed gets them (its users and their data stay).
      const known = new Set((described.UserPool?.SchemaAttributes ?? []).map((attribute) => attribute.Name));
      const missing = customSchema.filter((attribute) => !known.has(`custom:${attribute.Name}`));
      if (missing.length)
        await client.send(new AddCustomAttributesCommand({ UserPoolId: state.userPoolId, CustomAttributes: missing }));
      // A pool created before e-mail changes waited for their code gets the setting (UpdateUserPool resets what
      // it is not given, so it gets all of poolSettings again).
      const waiting = described.UserPool?.UserAttributeUpdateSettings?.AttributesRequireVerificationBeforeUpdate ?? [];
      // Likewise a pool created before devices were tracked.
      if (!sameMembers(waiting, attributesVerifiedBeforeUpdate) || !described.UserPool?.DeviceConfiguration) {
        await client.send(new UpdateUserPoolCommand({ UserPoolId: state.userPoolId, ...poolSettings }));
      }
      return state;
    }
    // Otherwise the emulator's data was removed: create the pool again.
  }
  const pool = await client.send(
    new CreateUserPoolCommand({
      PoolName: "circulare-local",
      UsernameAttributes: ["email"],
      ...poolSettings,
      Schema: [
        { Name: "email", AttributeDataType: "String", Required: true, Mutable: true },
        { Name: "name", AttributeDataType: "String", Required: false, Mutable: true },
        { Name: "phone_number", AttributeDataType: "String", Required: false, Mutable: true },
        ...customSchema,
      ],
    }),
  );
  const userPoolId = pool.UserPool?.Id;
  if (!userPoolId) throw new Error("cognito-local created no user pool");
  const appClient = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: "circulare-web",
      // Locally USER_PASSWORD_AUTH: cognito-local has no SRP. AWS keeps SRP (amplify/backend.ts).
      // ADMIN_USER_PASSWORD_AUTH: ColetaAPI's password check before closing an account, as in AWS.
      ExplicitAuthFlows: ["ALLOW_USER_PASSWORD_AUTH", "ALLOW_REFRESH_TOKEN_AUTH", "ALLOW_ADMIN_USER_PASSWORD_AUTH"],
    }),
  );
  const userPoolClientId = appClient.UserPoolClient?.ClientId;
  if (!userPoolClientId) throw new Error("cognito-local created no app client");
  const state = { userPoolId, userPoolClientId };
  fs.writeFileSync(stateFile, `${JSON.stringify(state, null, 2)}\n`);
  return state;
}

function keySchema(partitionKey: KeyDef, sortKey?: KeyDef): KeySchemaElement[] {
  return [
    { AttributeName: partitionKey.name, KeyType: "HASH" },
    ...(sortKey ? [{ AttributeName: sortKey.name, KeyType: "RANGE" as const }] : []),
  ];
}

function attributeDefinitions(table: TableDef) {
  const keys = [
    table.partitionKey,
    table.sortKey,
    ...table.indexes.flatMap((index) => [index.partitionKey, index.sortKey]),
  ];
  const unique = new Map<string, KeyDef>();
  for (const key of keys) if (key) unique.set(key.name, key);
  return [...unique.values()].map((key) => ({ AttributeName: key.name, AttributeType: key.type }));
}

function createTableInput(table: TableDef) {
  return new CreateTableCommand({
    TableName: table.name,
    BillingMode: "PAY_PER_REQUEST",
    KeySchema: keySchema(table.partitionKey, table.sortKey),
    AttributeDefinitions: attributeDefinitions(table),
    GlobalSecondaryIndexes: table.indexes.length
      ? table.indexes.map((index) => ({
          IndexName: index.name,
          KeySchema: keySchema(index.partitionKey, index.sortKey),
          Projection: { ProjectionType: index.projection ?? "ALL" },
        }))
      : undefined,
  });
}

/**
 * Creates a table, also one whose name was just deleted, and returns once it is ACTIVE. dynalite finishes a
 * delete and a create on a later tick even with deleteTableMs and createTableMs 0: until then the old name is
 * in use (ResourceInUseException) and the new table is CREATING (writes fail: ResourceNotFoundException). Each
 * wait is polled every 20 ms, for up to 2 s.
 */
export async function createWhenFree(client: DynamoDBClient, create: CreateTableCommand): Promise<void> {
  const pause = () => new Promise((resolve) => setTimeout(resolve, 20));
  for (let attempt = 1; ; attempt++) {
    try {
      await client.send(create);
      break;
    } catch (error) {
      if ((error as { name?: string }).name !== "ResourceInUseException" || attempt === 100) throw error;
      await pause();
    }
  }
  for (let attempt = 1; ; attempt++) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: create.input.TableName }));
    if (Table?.TableStatus === "ACTIVE") return;
    if (attempt === 100) throw new Error(`table ${create.input.TableName} still ${Table?.TableStatus} after 2 s`);
    await pause();
  }
}

/**
 * The tables of amplify/data/tables.ts, created in dynalite when missing (on-demand, as in AWS). A table kept
 * from an older version that lacks an index declared since is rebuilt with its rows (dynalite cannot add an
 * index to a table; in AWS, CloudFormation does). Returns the tables rebuilt, whose older rows may need the new
 * index's attribute (the caller backfills them, as a deployment's migration does in AWS).
 */
export async function ensureTables(endpoint: string): Promise<TableDef["name"][]> {
  const rebuilt: TableDef["name"][] = [];
  const client = new DynamoDBClient({ endpoint, region: localRegion, credentials: localCredentials });
  const existing = new Set((await client.send(new ListTablesCommand({}))).TableNames ?? []);
  for (const table of tables) {
    if (!existing.has(table.name)) {
      await createWhenFree(client, createTableInput(table));
      continue;
    }
    const { Table } = await client.send(new DescribeTableCommand({ TableName: table.name }));
    const present = new Set((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
    if (table.indexes.every((index) => present.has(index.name))) continue;
    const rows = await allItems((start) =>
      client.send(new ScanCommand({ TableName: table.name, ExclusiveStartKey: start })),
    );
    await client.send(new DeleteTableCommand({ TableName: table.name }));
    await createWhenFree(client, createTableInput(table));
    for (let at = 0; at < rows.length; at += 25) {
      let pending: Record<string, { PutRequest: { Item: Record<string, AttributeValue> } }[]> | undefined = {
        [table.name]: rows.slice(at, at + 25).map((Item) => ({ PutRequest: { Item } })),
      };
      while (pending && Object.keys(pending).length > 0) {
        const result = await client.send(new BatchWriteItemCommand({ RequestItems: pending }));
        pending = result.UnprocessedItems as typeof pending;
      }
    }
    rebuilt.push(table.name);
  }
  return rebuilt;
}

/** The local operator account `npm run backend` creates (its password is generated once and kept in the data dir). */
export const localOperatorEmail = "operador@circulare.local";

export type OperatorAccount = { email: string; password: string };

/** A password the pool's policy accepts: letters of both cases, digits and a symbol. */
function generatePassword(): string {
  return `Op-${crypto.randomBytes(12).toString("base64url")}-7a`;
}

/**
 * The user pool's groups (src/domain/staff-groups.ts) and one operator account in `operadores`: e-mail
 * `operador@circulare.local`, verified, with a password generated on the first start and kept in
 * `<dataDir>/operator.json` (git-ignored with the rest of the data). Idempotent: a restart finds them again; a
 * pool created anew gets them anew, with the same password.
 */
export async function ensureOperator(dataDir: string, endpoint: string, userPoolId: string): Promise<OperatorAccount> {
  const client = new CognitoIdentityProviderClient({ endpoint, region: localRegion, credentials: localCredentials });
  for (const group of userPoolGroups) {
    try {
      await client.send(new GetGroupCommand({ UserPoolId: userPoolId, GroupName: group }));
    } catch {
      await client.send(
        new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: group, Description: groupDescriptions[group] }),
      );
    }
  }
  const file = path.join(dataDir, "operator.json");
  const account: OperatorAccount = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, "utf8")) as OperatorAccount)
    : { email: localOperatorEmail, password: generatePassword() };
  if (!fs.existsSync(file)) fs.writeFileSync(file, `${JSON.stringify(account, null, 2)}\n`, { mode: 0o600 });
  await ensureAccount(client, userPoolId, account, "Operador Circulare", OPERATORS_GROUP);
  return account;
}

/** A verified account with a permanent password, created when missing, and in `group`. */
async function ensureAccount(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  account: OperatorAccount,
  name: string,
  group: StaffGroup,
  attributes: { Name: string; Value: string }[] = [],
): Promise<void> {
  let exists = true;
  try {
    await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: account.email }));
  } catch {
    exists = false;
  }
  if (!exists) {
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: account.email,
        MessageAction: "SUPPRESS",
        UserAttributes: [
          { Name: "email", Value: account.email },
          { Name: "email_verified", Value: "true" },
          { Name: "name", Value: name },
        ],
      }),
    );
    await client.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: userPoolId,
        Username: account.email,
        Password: account.password,
        Permanent: true,
      }),
    );
  }
  await client.send(
    new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: account.email, GroupName: group }),
  );
  if (attributes.length > 0) {
    await client.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: userPoolId,
        Username: account.email,
        UserAttributes: attributes,
      }),
    );
  }
}

/** A local staff account of one group (the operator's is `ensureOperator`'s). */
export type StaffAccount = OperatorAccount & { group: StaffGroup };

/** The local account of each staff group but `operadores` (that one is the operator): e-mail and display name. */
export const localStaffAccounts: readonly {
  group: Exclude<StaffGroup, typeof OPERATORS_GROUP>;
  email: string;
  name: string;
}[] = [
  { group: "contato", email: "contato@circulare.local", name: "Contato Circulare" },
  { group: "ri", email: "ri@circulare.local", name: "RI Circulare" },
  { group: "fornecedores", email: "fornecedores@circulare.local", name: "Suprimentos Circulare" },
  { group: "gente", email: "gente@circulare.local", name: "Gente Circulare" },
  { group: "privacidade", email: "privacidade@circulare.local", name: "Privacidade Circulare" },
  { group: "administradores", email: "admin@circulare.local", name: "Administração Circulare" },
];

/**
 * One account in each staff group besides the operator's (call after ensureOperator, which creates the groups), each
 * in its group only, verified, with a password generated on the first start and kept in `<dataDir>/staff.json`
 * (group → {email, password}). Idempotent, like the operator.
 */
export async function ensureStaff(dataDir: string, endpoint: string, userPoolId: string): Promise<StaffAccount[]> {
  const client = new CognitoIdentityProviderClient({ endpoint, region: localRegion, credentials: localCredentials });
  const file = path.join(dataDir, "staff.json");
  const kept = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, "utf8")) as Partial<Record<StaffGroup, OperatorAccount>>)
    : {};
  const accounts: StaffAccount[] = [];
  for (const { group, email, name } of localStaffAccounts) {
    const account = kept[group] ?? { email, password: generatePassword() };
    kept[group] = account;
    await ensureAccount(client, userPoolId, account, name, group);
    accounts.push({ group, ...account });
  }
  fs.writeFileSync(file, `${JSON.stringify(kept, null, 2)}\n`, { mode: 0o600 });
  return accounts;
}

/**
 * Local operators of some bases only (`custom:bases`, src/domain/bases.ts): their list opens on those bases'
 * requests. The general operator (ensureOperator) has none and opens on every request.
 */
export const localBaseOperators: readonly { email: string; name: string; bases: readonly string[] }[] = [
  {
    email: "operador.sudeste@circulare.local",
    name: "Operação Guarulhos e Anápolis",
    bases: ["guarulhos", "anapolis"],
  },
  { email: "operador.sul@circulare.local", name: "Operação Sul", bases: ["curitiba", "joinville", "canoas"] },
];

/**
 * The accounts of localBaseOperators, in `operadores` with their bases, passwords generated on the first start and
 * kept in `<dataDir>/base-operators.json` (e-mail → {email, password}). Idempotent; the bases are written at each start.
 */
export async function ensureBaseOperators(
  dataDir: string,
  endpoint: string,
  userPoolId: string,
): Promise<OperatorAccount[]> {
  const client = new CognitoIdentityProviderClient({ endpoint, region: localRegion, credentials: localCredentials });
  const file = path.join(dataDir, "base-operators.json");
  const kept = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, OperatorAccount>)
    : {};
  for (const { email, name, bases } of localBaseOperators) {
    kept[email] ??= { email, password: generatePassword() };
    await ensureAccount(client, userPoolId, kept[email], name, OPERATORS_GROUP, [
      { Name: basesAttribute, Value: bases.join(",") },
    ]);
  }
  fs.writeFileSync(file, `${JSON.stringify(kept, null, 2)}\n`, { mode: 0o600 });
  return Object.values(kept);
}
