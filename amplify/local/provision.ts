import fs from "node:fs";
import path from "node:path";
import {
  AddCustomAttributesCommand,
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
} from "@aws-sdk/client-cognito-identity-provider";
import { CreateTableCommand, DynamoDBClient, ListTablesCommand, type KeySchemaElement } from "@aws-sdk/client-dynamodb";
import { companyAttributes } from "../auth/company-attributes";
import { passwordPolicy } from "../auth/password-policy";
import { tables, type KeyDef, type TableDef } from "../data/tables";

const localCredentials = { accessKeyId: "local", secretAccessKey: "local" };
export const localRegion = "us-east-1";

export type PoolState = { userPoolId: string; userPoolClientId: string };

/** The custom attributes of amplify/auth/resource.ts, as a pool's schema names them (without `custom:`). */
const customSchema = Object.values(companyAttributes).map((name) => ({
  Name: name.replace(/^custom:/, ""),
  AttributeDataType: "String" as const,
  Mutable: true,
}));

/** The user pool and its web client, created on the first start and found again (state.json) afterwards. */
export async function ensureUserPool(dataDir: string, endpoint: string): Promise<PoolState> {
  const stateFile = path.join(dataDir, "state.json");
  const client = new CognitoIdentityProviderClient({ endpoint, region: localRegion, credentials: localCredentials });
  if (fs.existsSync(stateFile)) {
    const state = JSON.parse(fs.readFileSync(stateFile, "utf8")) as PoolState;
    const described = await client.send(new DescribeUserPoolCommand({ UserPoolId: state.userPoolId })).catch(() => null);
    if (described) {
      // A pool created before the custom attributes existed gets them (its users and their data stay).
      const known = new Set((described.UserPool?.SchemaAttributes ?? []).map((attribute) => attribute.Name));
      const missing = customSchema.filter((attribute) => !known.has(`custom:${attribute.Name}`));
      if (missing.length) await client.send(new AddCustomAttributesCommand({ UserPoolId: state.userPoolId, CustomAttributes: missing }));
      return state;
    }
    // Otherwise the emulator's data was removed: create the pool again.
  }
  const pool = await client.send(
    new CreateUserPoolCommand({
      PoolName: "circulare-local",
      UsernameAttributes: ["email"],
      AutoVerifiedAttributes: ["email"],
      MfaConfiguration: "OPTIONAL",
      Policies: {
        PasswordPolicy: {
          MinimumLength: passwordPolicy.minimumLength,
          RequireLowercase: passwordPolicy.requireLowercase,
          RequireUppercase: passwordPolicy.requireUppercase,
          RequireNumbers: passwordPolicy.requireNumbers,
          RequireSymbols: passwordPolicy.requireSymbols,
          TemporaryPasswordValidityDays: passwordPolicy.temporaryPasswordValidityDays,
        },
      },
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
      ExplicitAuthFlows: ["ALLOW_USER_PASSWORD_AUTH", "ALLOW_REFRESH_TOKEN_AUTH"],
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
  const keys = [table.partitionKey, table.sortKey, ...table.indexes.flatMap((index) => [index.partitionKey, index.sortKey])];
  const unique = new Map<string, KeyDef>();
  for (const key of keys) if (key) unique.set(key.name, key);
  return [...unique.values()].map((key) => ({ AttributeName: key.name, AttributeType: key.type }));
}

/** The tables of amplify/data/tables.ts, created in dynalite when missing (on-demand, as in AWS). */
export async function ensureTables(endpoint: string): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region: localRegion, credentials: localCredentials });
  const existing = new Set((await client.send(new ListTablesCommand({}))).TableNames ?? []);
  for (const table of tables) {
    if (existing.has(table.name)) continue;
    await client.send(
      new CreateTableCommand({
        TableName: table.name,
        BillingMode: "PAY_PER_REQUEST",
        KeySchema: keySchema(table.partitionKey, table.sortKey),
        AttributeDefinitions: attributeDefinitions(table),
        GlobalSecondaryIndexes: table.indexes.length
          ? table.indexes.map((index) => ({
              IndexName: index.name,
              KeySchema: keySchema(index.partitionKey, index.sortKey),
              Projection: { ProjectionType: "ALL" },
            }))
          : undefined,
      }),
    );
  }
}
