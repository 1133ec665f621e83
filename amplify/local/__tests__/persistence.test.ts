// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { AdminGetUserCommand } from "@aws-sdk/client-cognito-identity-provider";
import {
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  QueryCommand,
  ScanCommand,
} from "@aws-sdk/client-dynamodb";
import { marshall, unmarshall } from "@aws-sdk/util-dynamodb";
import { GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { startLocalBackend, type LocalBackend } from "../backend";
import { db } from "../../functions/shared/dynamo";
import { ScanCommand as DocumentScan } from "@aws-sdk/lib-dynamodb";
import { localBucket } from "../outputs";
import { createWhenFree } from "../provision";
import { localS3Credentials } from "../s3";
import { cognitoOf, signUpConfirmed } from "./accounts";

const credentials = { accessKeyId: "local", secretAccessKey: "local" };

function clients(backend: LocalBackend) {
  const { ports } = backend;
  return {
    cognito: cognitoOf(backend),
    dynamo: new DynamoDBClient({ endpoint: `http://localhost:${ports.dynamodb}`, region: "us-east-1", credentials }),
    s3: new S3Client({
      endpoint: `http://localhost:${ports.s3}`,
      region: "us-east-1",
      credentials: localS3Credentials,
      forcePathStyle: true,
    }),
  };
}

const key = (name: string, type: "HASH" | "RANGE") => ({ AttributeName: name, KeyType: type });

/**
 * An upgrade: a backend started on `dataDir` where `table` is as an older version made it (its partition key, only
 * `indexes` as [name, partition key, sort key], all projected), holding `rows`; then stopped, and a new backend
 * started on the same folder. Between the two, the handlers' DynamoDB client is made while the first backend runs, as
 * the dispatcher's tick makes it: the second backend's handlers must not keep calling the first one's port (they did,
 * once in a few runs under load: ECONNREFUSED). Returns the second backend (the caller stops it) and what it logged.
 */
async function upgradedFrom(
  dataDir: string,
  old: { table: string; partitionKey: string; indexes: [string, string, string][]; rows: Record<string, unknown>[] },
): Promise<{ second: LocalBackend; lines: string[] }> {
  const first = await startLocalBackend({ dataDir, ports: "free", outputsFile: null, log: () => undefined });
  try {
    const { dynamo } = clients(first);
    await dynamo.send(new DeleteTableCommand({ TableName: old.table }));
    const attributes = [...new Set([old.partitionKey, ...old.indexes.flatMap(([, hash, range]) => [hash, range])])];
    await createWhenFree(
      dynamo,
      new CreateTableCommand({
        TableName: old.table,
        BillingMode: "PAY_PER_REQUEST",
        KeySchema: [key(old.partitionKey, "HASH")],
        AttributeDefinitions: attributes.map((name) => ({ AttributeName: name, AttributeType: "S" })),
        GlobalSecondaryIndexes: old.indexes.map(([IndexName, hash, range]) => ({
          IndexName,
          KeySchema: [key(hash, "HASH"), key(range, "RANGE")],
          Projection: { ProjectionType: "ALL" },
        })),
      }),
    );
    for (const row of old.rows) await dynamo.send(new PutItemCommand({ TableName: old.table, Item: marshall(row) }));
    await db().send(new DocumentScan({ TableName: old.table, Limit: 1 }));
  } finally {
    await first.stop();
  }
  const lines: string[] = [];
  const second = await startLocalBackend({
    dataDir,
    ports: "free",
    outputsFile: null,
    log: (line) => lines.push(line),
  });
  return { second, lines };
}

describe("the local backend keeps its data on disk", () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "backend-persist-"));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("a user, a file and a row survive a restart; the pool and client stay the same", async () => {
    const first = await startLocalBackend({ dataDir, ports: "free", outputsFile: null, log: () => undefined });
    const before = first.outputs.auth;
    try {
      const { dynamo, s3 } = clients(first);
      await signUpConfirmed(first, "keep@example.com");
      await s3.send(new PutObjectCommand({ Bucket: localBucket, Key: "private/x/kept.txt", Body: "still here" }));
      await dynamo.send(
        new PutItemCommand({ TableName: "sequence", Item: { name: { S: "coleta#2026" }, value: { N: "41" } } }),
      );
    } finally {
      await first.stop();
    }

    const second = await startLocalBackend({ dataDir, ports: "free", outputsFile: null, log: () => undefined });
    try {
      expect(second.outputs.auth.user_pool_id).toBe(before.user_pool_id);
      expect(second.outputs.auth.user_pool_client_id).toBe(before.user_pool_client_id);
      const { cognito, dynamo, s3 } = clients(second);
      const user = await cognito.send(
        new AdminGetUserCommand({ UserPoolId: before.user_pool_id, Username: "keep@example.com" }),
      );
      expect(user.UserAttributes?.find((attribute) => attribute.Name === "email")?.Value).toBe("keep@example.com");
      const object = await s3.send(new GetObjectCommand({ Bucket: localBucket, Key: "private/x/kept.txt" }));
      expect(await object.Body?.transformToString()).toBe("still here");
      const row = await dynamo.send(new GetItemCommand({ TableName: "sequence", Key: { name: { S: "coleta#2026" } } }));
      expect(row.Item?.value.N).toBe("41");
    } finally {
      await second.stop();
    }
  }, 60_000);

  it("a coleta table from before byUnlinkedEmail is rebuilt at start with its rows, and its requests sent without an account are indexed for linking", async () => {
    const oldDir = fs.mkdtempSync(path.join(os.tmpdir(), "backend-old-coleta-"));
    const request = (protocol: string, email: string, customerId?: string) => ({
      protocol,
      kind: "coleta",
      status: "recebida",
      createdAt: "2026-03-01T12:00:00.000Z",
      company: { name: "Retífica São João Ltda", cnpj: "11222333000181" },
      contact: { name: "Joana Prado", email, phone: "+5511987654321" },
      ...(customerId ? { customerId } : {}),
    });
    const oldRows = [
      request("COL-2026-000001", "joana@retifica.com.br"),
      request("COL-2026-000002", "joana@retifica.com.br", "customer-sub"),
      request("COL-2026-000003", "outra@example.com"),
      {
        protocol: "IDEM#7f7c3f1e-0000-4000-8000-000000000001",
        kind: "idempotency",
        target: "COL-2026-000001",
        item: request("COL-2026-000001", "joana@retifica.com.br"),
      },
    ];
    const { second, lines } = await upgradedFrom(oldDir, {
      table: "coleta",
      partitionKey: "protocol",
      indexes: [
        ["byCustomer", "customerId", "createdAt"],
        ["byStatus", "status", "createdAt"],
      ],
      rows: oldRows,
    });
    try {
      const { dynamo } = clients(second);
      const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: "coleta" }));
      expect(Table?.GlobalSecondaryIndexes?.find((index) => index.IndexName === "byUnlinkedEmail")?.Projection).toEqual(
        { ProjectionType: "KEYS_ONLY" },
      );
      expect(lines).toContain(
        "coleta rebuilt with its new index; 2 requests sent without an account indexed for linking",
      );
      const waiting = await dynamo.send(
        new QueryCommand({
          TableName: "coleta",
          IndexName: "byUnlinkedEmail",
          KeyConditionExpression: "unlinkedEmail = :email",
          ExpressionAttributeValues: { ":email": { S: "joana@retifica.com.br" } },
        }),
      );
      expect((waiting.Items ?? []).map((item) => item.protocol.S)).toEqual(["COL-2026-000001"]);
      // Every row kept; only the anonymous requests gained the attribute.
      const after = ((await dynamo.send(new ScanCommand({ TableName: "coleta" }))).Items ?? []).map((item) =>
        unmarshall(item),
      );
      expect(after.map((row) => row.protocol).sort()).toEqual(oldRows.map((row) => row.protocol).sort());
      expect(Object.fromEntries(after.map((row) => [row.protocol, row.unlinkedEmail]))).toEqual({
        "COL-2026-000001": "joana@retifica.com.br",
        "COL-2026-000002": undefined,
        "COL-2026-000003": "outra@example.com",
        "IDEM#7f7c3f1e-0000-4000-8000-000000000001": undefined,
      });
      // The open requests (all three: received) are indexed by their CNPJ too (byOpenCnpj); the claim is not a request.
      expect(lines).toContain("coleta: 3 open requests indexed by CNPJ");
      expect(Object.fromEntries(after.map((row) => [row.protocol, row.openCnpj]))).toEqual({
        "COL-2026-000001": "11222333000181",
        "COL-2026-000002": "11222333000181",
        "COL-2026-000003": "11222333000181",
        "IDEM#7f7c3f1e-0000-4000-8000-000000000001": undefined,
      });
    } finally {
      await second.stop();
      fs.rmSync(oldDir, { recursive: true, force: true });
    }
  }, 60_000);

  it("a mensagem table from before byPerson is rebuilt at start with its rows, and its messages are indexed by person", async () => {
    const oldDir = fs.mkdtempSync(path.join(os.tmpdir(), "backend-old-mensagem-"));
    const message = (id: string, topic: string, to: string, replyTo?: string) => ({
      id,
      topic,
      ref: "COL-2026-000001",
      to,
      ...(replyTo ? { replyTo } : {}),
      subject: "s",
      text: "t",
      language: "pt",
      channel: "email",
      state: "sent",
      createdAt: "2026-03-01T12:00:00.000Z",
      dueAt: "2026-03-01T12:00:00.000Z",
      attempts: 0,
    });
    const oldRows = [
      message("coleta#COL-2026-000001#customer#recebida", "coleta.recebida.confirmation", "Joana@Retifica.com.br"),
      message(
        "coleta#COL-2026-000001#operations#recebida",
        "coleta.recebida.alert",
        "ops@circulare.local",
        "joana@retifica.com.br",
      ),
    ];
    const { second, lines } = await upgradedFrom(oldDir, {
      table: "mensagem",
      partitionKey: "id",
      indexes: [["byState", "state", "dueAt"]],
      rows: oldRows,
    });
    try {
      const { dynamo } = clients(second);
      expect(lines).toContain("mensagem rebuilt with its new index; 2 messages indexed by person");
      const found = await dynamo.send(
        new QueryCommand({
          TableName: "mensagem",
          IndexName: "byPerson",
          KeyConditionExpression: "person = :person",
          ExpressionAttributeValues: { ":person": { S: "joana@retifica.com.br" } },
        }),
      );
      // Her confirmation (to her) and the operations alert (from her: its Reply-To).
      expect((found.Items ?? []).map((item) => item.id.S).sort()).toEqual(oldRows.map((row) => row.id).sort());
    } finally {
      await second.stop();
      fs.rmSync(oldDir, { recursive: true, force: true });
    }
  }, 60_000);
});
