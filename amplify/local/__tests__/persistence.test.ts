// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { AdminGetUserCommand, CognitoIdentityProviderClient, SignUpCommand } from "@aws-sdk/client-cognito-identity-provider";
import { DynamoDBClient, GetItemCommand, PutItemCommand } from "@aws-sdk/client-dynamodb";
import { GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { startLocalBackend, type LocalBackend } from "../backend";
import { localBucket } from "../outputs";
import { localS3Credentials } from "../s3";

const credentials = { accessKeyId: "local", secretAccessKey: "local" };

function clients(backend: LocalBackend) {
  const { ports } = backend;
  return {
    cognito: new CognitoIdentityProviderClient({ endpoint: `http://localhost:${ports.cognito}`, region: "us-east-1", credentials }),
    dynamo: new DynamoDBClient({ endpoint: `http://localhost:${ports.dynamodb}`, region: "us-east-1", credentials }),
    s3: new S3Client({ endpoint: `http://localhost:${ports.s3}`, region: "us-east-1", credentials: localS3Credentials, forcePathStyle: true }),
  };
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
      const { cognito, dynamo, s3 } = clients(first);
      await cognito.send(new SignUpCommand({ ClientId: before.user_pool_client_id, Username: "keep@example.com", Password: "Circulare-2026x" }));
      await s3.send(new PutObjectCommand({ Bucket: localBucket, Key: "private/x/kept.txt", Body: "still here" }));
      await dynamo.send(new PutItemCommand({ TableName: "sequence", Item: { name: { S: "coleta#2026" }, value: { N: "41" } } }));
    } finally {
      await first.stop();
    }

    const second = await startLocalBackend({ dataDir, ports: "free", outputsFile: null, log: () => undefined });
    try {
      expect(second.outputs.auth.user_pool_id).toBe(before.user_pool_id);
      expect(second.outputs.auth.user_pool_client_id).toBe(before.user_pool_client_id);
      const { cognito, dynamo, s3 } = clients(second);
      const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: before.user_pool_id, Username: "keep@example.com" }));
      expect(user.UserAttributes?.find((attribute) => attribute.Name === "email")?.Value).toBe("keep@example.com");
      const object = await s3.send(new GetObjectCommand({ Bucket: localBucket, Key: "private/x/kept.txt" }));
      expect(await object.Body?.transformToString()).toBe("still here");
      const row = await dynamo.send(new GetItemCommand({ TableName: "sequence", Key: { name: { S: "coleta#2026" } } }));
      expect(row.Item?.value.N).toBe("41");
    } finally {
      await second.stop();
    }
  }, 60_000);
});
