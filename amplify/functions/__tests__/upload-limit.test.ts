// @vitest-environment node
/**
 * The upload-limit function's logic against a real S3 API (the local backend's s3rver): objects are really
 * uploaded, the function reads their size and deletes the ones over the limit.
 */
import fs from "node:fs";
import type { Server } from "node:http";
import os from "node:os";
import path from "node:path";
import { GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { S3Event } from "aws-lambda";
import { freePort } from "../../local/ports";
import { localS3Credentials, startS3 } from "../../local/s3";
import { CUSTOMER_FILES_PREFIX, MAX_UPLOAD_BYTES } from "../../../src/domain/storage-limits";
import { decodeKey, enforceUploadLimit } from "../upload-limit/enforce";

const bucket = "upload-limit-test";
/** A small limit, so the test uploads kilobytes rather than 100 MiB. */
const limit = 1024;
let server: Server;
let dataDir: string;
let client: S3Client;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "upload-limit-"));
  const port = await freePort();
  // The admin key pair is all this test uses; no customer credentials are issued.
  server = await startS3({
    dir: path.join(dataDir, "s3"),
    port,
    bucket,
    credentialsFile: path.join(dataDir, "credentials.json"),
    verifyIdToken: async () => null,
  });
  client = new S3Client({
    endpoint: `http://localhost:${port}`,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: localS3Credentials,
  });
}, 30_000);

afterAll(async () => {
  client?.destroy();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** How S3 writes a key into an event: URL-encoded, a space as "+", "/" kept. */
function eventKey(key: string): string {
  return encodeURIComponent(key).replace(/%20/g, "+").replace(/%2F/g, "/");
}

function s3Event(keys: string[], eventName = "ObjectCreated:Put"): S3Event {
  return {
    Records: keys.map((key) => ({
      eventVersion: "2.1",
      eventSource: "aws:s3",
      awsRegion: "us-east-1",
      eventTime: new Date().toISOString(),
      eventName,
      userIdentity: { principalId: "test" },
      requestParameters: { sourceIPAddress: "127.0.0.1" },
      responseElements: { "x-amz-request-id": "test", "x-amz-id-2": "test" },
      s3: {
        s3SchemaVersion: "1.0",
        configurationId: "upload-limit",
        bucket: { name: bucket, ownerIdentity: { principalId: "test" }, arn: `arn:aws:s3:::${bucket}` },
        // The event's size is what the uploader claimed; the function must not trust it.
        object: { key: eventKey(key), size: 1, eTag: "", sequencer: "0" },
      },
    })),
  };
}

async function upload(key: string, bytes: number): Promise<void> {
  await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: Buffer.alloc(bytes, 7) }));
}

async function exists(key: string): Promise<boolean> {
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    await object.Body?.transformToByteArray();
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === "NoSuchKey") return false;
    throw error;
  }
}

describe("upload-limit function", () => {
  it("uses the same limit as the documents page", () => {
    expect(MAX_UPLOAD_BYTES).toBe(100 * 1024 * 1024);
    expect(CUSTOMER_FILES_PREFIX).toBe("private/");
  });

  it("deletes a customer file over the limit and logs its key and size; keeps files at or under it", async () => {
    const over = "private/us-east-1:ana/grande.pdf";
    const atLimit = "private/us-east-1:ana/exato.pdf";
    const under = "private/us-east-1:ana/pequeno.pdf";
    await upload(over, limit + 1);
    await upload(atLimit, limit);
    await upload(under, 10);
    const lines: string[] = [];
    const results = await enforceUploadLimit(s3Event([over, atLimit, under]), {
      client,
      maxBytes: limit,
      log: (line) => lines.push(line),
    });
    expect(results.map(({ key, size, action }) => ({ key, size, action }))).toEqual([
      { key: over, size: limit + 1, action: "deleted" },
      { key: atLimit, size: limit, action: "kept" },
      { key: under, size: 10, action: "kept" },
    ]);
    expect(await exists(over)).toBe(false);
    expect(await exists(atLimit)).toBe(true);
    expect(await exists(under)).toBe(true);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`s3://${bucket}/private/us-east-1:ana/`);
    expect(lines[0]).not.toContain("grande.pdf"); // a file's name can be personal
    expect(lines[0]).toContain(String(limit + 1));
  });

  it("reads the key as S3 encodes it (spaces, accents)", async () => {
    const key = "private/us-east-1:bruno/relatório anual 2026.pdf";
    expect(decodeKey(eventKey(key))).toBe(key);
    await upload(key, limit * 2);
    const [result] = await enforceUploadLimit(s3Event([key]), { client, maxBytes: limit, log: () => undefined });
    expect(result).toMatchObject({ key, action: "deleted" });
    expect(await exists(key)).toBe(false);
  });

  it("leaves objects outside private/ alone, and a file already gone is skipped", async () => {
    const outside = "public/enorme.bin";
    await upload(outside, limit * 3);
    const gone = "private/us-east-1:ana/apagado.pdf";
    const results = await enforceUploadLimit(s3Event([outside, gone]), {
      client,
      maxBytes: limit,
      log: () => undefined,
    });
    expect(results.map(({ key, action }) => ({ key, action }))).toEqual([
      { key: outside, action: "skipped" },
      { key: gone, action: "skipped" },
    ]);
    expect(await exists(outside)).toBe(true);
  });

  it("ignores records that are not ObjectCreated", async () => {
    const key = "private/us-east-1:ana/removido.pdf";
    await upload(key, limit * 2);
    expect(await enforceUploadLimit(s3Event([key], "ObjectRemoved:Delete"), { client, maxBytes: limit })).toEqual([]);
    expect(await exists(key)).toBe(true);
  });

  it("applies the shared limit by default", async () => {
    const key = "private/us-east-1:ana/padrao.pdf";
    await upload(key, limit * 4);
    const [result] = await enforceUploadLimit(s3Event([key]), { client });
    expect(result).toMatchObject({ key, size: limit * 4, action: "kept" });
  });
});
