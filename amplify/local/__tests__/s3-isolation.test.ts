// @vitest-environment node
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  ListPartsCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type S3ServiceException,
} from "@aws-sdk/client-s3";
import { SignatureV4 } from "@smithy/signature-v4";
import { startLocalBackend, type LocalBackend } from "../backend";
import { localBucket } from "../outputs";
import { localS3Credentials, maxObjectBytes } from "../s3";
import { NodeSha256 } from "../s3-auth";
import { claimsOf, confirmedCustomer } from "./accounts";

type Issued = {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken: string;
  expiration: string;
  identityId: string;
};
type Customer = { idToken: string; sub: string; keys: Issued; s3: S3Client; area: string };

let backend: LocalBackend;
let dataDir: string;
let endpoint: string;
let a: Customer;
let b: Customer;
let admin: S3Client;

const region = "us-east-1";
/** An SDK client with a bare key pair (no expiry: the front, not the SDK, is what must refuse an expired one). */
const client = ({
  accessKeyId,
  secretAccessKey,
  sessionToken,
}: {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}) =>
  new S3Client({
    endpoint,
    region,
    credentials: { accessKeyId, secretAccessKey, sessionToken },
    forcePathStyle: true,
    maxAttempts: 1,
  });

async function customer(email: string): Promise<Customer> {
  const { idToken } = await confirmedCustomer(backend, email);
  const sub = String(claimsOf(idToken).sub);
  const response = await fetch(backend.outputs.custom.local.s3CredentialsEndpoint, {
    method: "POST",
    headers: { Authorization: idToken },
  });
  expect(response.status).toBe(200);
  const keys = (await response.json()) as Issued;
  return { idToken, sub, keys, s3: client(keys), area: `private/${keys.identityId}/` };
}

/** The S3 error a command failed with: status and code. */
async function failure(promise: Promise<unknown>): Promise<{ status: number | undefined; code: string }> {
  try {
    await promise;
  } catch (error) {
    const s3Error = error as S3ServiceException;
    return { status: s3Error.$metadata?.httpStatusCode, code: s3Error.name };
  }
  throw new Error("The request succeeded");
}
const denied = { status: 403, code: "AccessDenied" };

/** A request signed with SignatureV4 by hand, for what the SDK will not send (a signed URL, a length alone). */
function signer(keys: { accessKeyId: string; secretAccessKey: string; sessionToken?: string }) {
  return new SignatureV4({ credentials: keys, region, service: "s3", sha256: NodeSha256, uriEscapePath: false });
}
const port = () => Number(new URL(endpoint).port);
const objectPath = (key: string) => `/${localBucket}/${key.split("/").map(encodeURIComponent).join("/")}`;

/** A signed URL as Amplify makes them (the payload left unsigned). */
async function presignedUrl(
  keys: Issued,
  key: string,
  options: { signingDate?: Date; expiresIn?: number; query?: Record<string, string> } = {},
) {
  const request = {
    method: "GET",
    protocol: "http:",
    hostname: "localhost",
    port: port(),
    path: objectPath(key),
    query: options.query ?? {},
    headers: { host: `localhost:${port()}`, "x-amz-content-sha256": "UNSIGNED-PAYLOAD" },
  };
  const signed = await signer(keys).presign(request, {
    signingDate: options.signingDate,
    expiresIn: options.expiresIn ?? 900,
    unsignableHeaders: new Set(["x-amz-content-sha256"]),
    unhoistableHeaders: new Set(["x-amz-content-sha256"]),
  });
  // Written as Amplify's URL object writes it: a space in a value becomes `+`.
  return `${endpoint}${signed.path}?${new URLSearchParams(signed.query as Record<string, string>).toString()}`;
}

/** Sends only the headers of a signed PUT that declares `length` bytes, and returns the front's answer. */
async function declaredPut(
  keys: Issued,
  key: string,
  length: number,
  query: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  const headers = {
    host: `localhost:${port()}`,
    "content-length": String(length),
    "x-amz-content-sha256": "UNSIGNED-PAYLOAD",
  };
  const signed = await signer(keys).sign({
    method: "PUT",
    protocol: "http:",
    hostname: "localhost",
    port: port(),
    path: objectPath(key),
    query,
    headers,
  });
  const search = new URLSearchParams(query).toString();
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: "localhost",
      port: port(),
      method: "PUT",
      path: `${objectPath(key)}${search ? `?${search}` : ""}`,
      headers: signed.headers,
    });
    request.on("response", (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => {
        request.destroy();
        resolve({ status: response.statusCode ?? 0, body });
      });
    });
    request.on("error", reject);
    request.flushHeaders();
  });
}

const text = async (result: { Body?: { transformToString(): Promise<string> } }) => result.Body?.transformToString();

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "s3-isolation-"));
  backend = await startLocalBackend({ dataDir, ports: "free", outputsFile: null, log: () => undefined });
  endpoint = backend.outputs.custom.local.s3Endpoint;
  admin = client(localS3Credentials);
  a = await customer("ana@example.com");
  b = await customer("bruno@example.com");
  await a.s3.send(new PutObjectCommand({ Bucket: localBucket, Key: `${a.area}contrato.txt`, Body: "only Ana's" }));
}, 60_000);

afterAll(async () => {
  await backend?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("local S3 credentials endpoint", () => {
  it("gives a signed-in customer a temporary key pair for their own identity, and nothing without a valid ID token", async () => {
    expect(a.keys.identityId).toBe(`us-east-1:${a.sub}`);
    expect(a.keys.accessKeyId).not.toBe(b.keys.accessKeyId);
    expect(a.keys.sessionToken).toBeTruthy();
    const lifetime = new Date(a.keys.expiration).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(55 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60 * 1000);
    const url = backend.outputs.custom.local.s3CredentialsEndpoint;
    expect((await fetch(url, { method: "POST" })).status).toBe(401);
    const [header, payload] = a.idToken.split(".");
    expect(
      (await fetch(url, { method: "POST", headers: { Authorization: `${header}.${payload}.forged` } })).status,
    ).toBe(401);
  });

  it("is not in amplify_outputs.json with the master key pair any more", () => {
    expect(JSON.stringify(backend.outputs)).not.toContain(localS3Credentials.secretAccessKey);
  });
});

describe("local S3: a customer works in their own folder", () => {
  it("puts, reads, heads, lists and deletes their objects", async () => {
    const key = `${a.area}nota.txt`;
    await a.s3.send(new PutObjectCommand({ Bucket: localBucket, Key: key, Body: "nota fiscal" }));
    expect(await text(await a.s3.send(new GetObjectCommand({ Bucket: localBucket, Key: key })))).toBe("nota fiscal");
    expect((await a.s3.send(new HeadObjectCommand({ Bucket: localBucket, Key: key }))).ContentLength).toBe(11);
    const listed = await a.s3.send(new ListObjectsV2Command({ Bucket: localBucket, Prefix: a.area }));
    expect(listed.Contents?.map((item) => item.Key).sort()).toEqual([`${a.area}contrato.txt`, key]);
    await a.s3.send(new DeleteObjectCommand({ Bucket: localBucket, Key: key }));
    expect(await failure(a.s3.send(new GetObjectCommand({ Bucket: localBucket, Key: key })))).toEqual({
      status: 404,
      code: "NoSuchKey",
    });
  });

  it("uploads in parts, lists the parts and the upload, completes it, and aborts another", async () => {
    const key = `${a.area}grande.bin`;
    const data = crypto.randomBytes(5 * 1024 * 1024 + 10);
    const { UploadId } = await a.s3.send(new CreateMultipartUploadCommand({ Bucket: localBucket, Key: key }));
    const first = await a.s3.send(
      new UploadPartCommand({
        Bucket: localBucket,
        Key: key,
        UploadId,
        PartNumber: 1,
        Body: data.subarray(0, 5 * 1024 * 1024),
      }),
    );
    const second = await a.s3.send(
      new UploadPartCommand({
        Bucket: localBucket,
        Key: key,
        UploadId,
        PartNumber: 2,
        Body: data.subarray(5 * 1024 * 1024),
      }),
    );
    const listedParts = await a.s3.send(new ListPartsCommand({ Bucket: localBucket, Key: key, UploadId }));
    expect(listedParts.Parts?.map((part) => [part.PartNumber, part.Size])).toEqual([
      [1, 5 * 1024 * 1024],
      [2, 10],
    ]);
    const uploads = await a.s3.send(new ListMultipartUploadsCommand({ Bucket: localBucket, Prefix: a.area }));
    expect(uploads.Uploads?.map((upload) => [upload.Key, upload.UploadId])).toEqual([[key, UploadId]]);
    await a.s3.send(
      new CompleteMultipartUploadCommand({
        Bucket: localBucket,
        Key: key,
        UploadId,
        MultipartUpload: {
          Parts: [
            { PartNumber: 1, ETag: first.ETag },
            { PartNumber: 2, ETag: second.ETag },
          ],
        },
      }),
    );
    const stored = await a.s3.send(new GetObjectCommand({ Bucket: localBucket, Key: key }));
    expect(Buffer.from(await stored.Body!.transformToByteArray()).equals(data)).toBe(true);

    const other = await a.s3.send(
      new CreateMultipartUploadCommand({ Bucket: localBucket, Key: `${a.area}cancelado.bin` }),
    );
    await a.s3.send(
      new UploadPartCommand({
        Bucket: localBucket,
        Key: `${a.area}cancelado.bin`,
        UploadId: other.UploadId,
        PartNumber: 1,
        Body: "x",
      }),
    );
    await a.s3.send(
      new AbortMultipartUploadCommand({ Bucket: localBucket, Key: `${a.area}cancelado.bin`, UploadId: other.UploadId }),
    );
    expect(
      (await admin.send(new ListMultipartUploadsCommand({ Bucket: localBucket, Prefix: a.area }))).Uploads ?? [],
    ).toEqual([]);
    expect(fs.existsSync(path.join(dataDir, "s3", localBucket, "._S3rver_uploads", other.UploadId!))).toBe(false);
  });

  it("reads through a signed URL, with the download name it asks for", async () => {
    const url = await presignedUrl(a.keys, `${a.area}contrato.txt`, {
      query: { "response-content-disposition": 'attachment; filename="contrato.txt"' },
    });
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="contrato.txt"');
    expect(await response.text()).toBe("only Ana's");
  });
});

describe("local S3: another customer cannot reach A's files", () => {
  it("B cannot list A's folder, the bucket, or `private/`", async () => {
    for (const Prefix of [a.area, "private/", "", `${b.area}../${a.area.split("/")[1]}/`]) {
      expect(await failure(b.s3.send(new ListObjectsV2Command({ Bucket: localBucket, Prefix }))), Prefix).toEqual(
        denied,
      );
    }
    expect(await failure(b.s3.send(new ListMultipartUploadsCommand({ Bucket: localBucket, Prefix: a.area })))).toEqual(
      denied,
    );
    expect(await failure(b.s3.send(new ListMultipartUploadsCommand({ Bucket: localBucket })))).toEqual(denied);
  });

  it("B cannot read, overwrite or delete A's object, not even through `..` in a key of B's own folder", async () => {
    const key = `${a.area}contrato.txt`;
    expect(await failure(b.s3.send(new GetObjectCommand({ Bucket: localBucket, Key: key })))).toEqual(denied);
    expect(await failure(b.s3.send(new HeadObjectCommand({ Bucket: localBucket, Key: key })))).toMatchObject({
      status: 403,
    });
    expect(
      await failure(b.s3.send(new PutObjectCommand({ Bucket: localBucket, Key: key, Body: "Bruno was here" }))),
    ).toEqual(denied);
    expect(await failure(b.s3.send(new DeleteObjectCommand({ Bucket: localBucket, Key: key })))).toEqual(denied);
    const escape = `${b.area}../${a.area.split("/")[1]}/contrato.txt`;
    expect(
      await failure(b.s3.send(new PutObjectCommand({ Bucket: localBucket, Key: escape, Body: "Bruno was here" }))),
    ).toEqual(denied);
    expect(await failure(b.s3.send(new GetObjectCommand({ Bucket: localBucket, Key: escape })))).toEqual(denied);
    expect(await text(await a.s3.send(new GetObjectCommand({ Bucket: localBucket, Key: key })))).toBe("only Ana's");
  });

  it("B cannot add to, list, complete or abort A's multipart upload, not even naming it from B's own folder", async () => {
    const key = `${a.area}em-partes.bin`;
    const { UploadId } = await a.s3.send(new CreateMultipartUploadCommand({ Bucket: localBucket, Key: key }));
    const part = await a.s3.send(
      new UploadPartCommand({ Bucket: localBucket, Key: key, UploadId, PartNumber: 1, Body: "Ana's part" }),
    );
    const parts = { Parts: [{ PartNumber: 1, ETag: part.ETag }] };
    expect(await failure(b.s3.send(new CreateMultipartUploadCommand({ Bucket: localBucket, Key: key })))).toEqual(
      denied,
    );
    expect(
      await failure(
        b.s3.send(new UploadPartCommand({ Bucket: localBucket, Key: key, UploadId, PartNumber: 2, Body: "Bruno's" })),
      ),
    ).toEqual(denied);
    expect(await failure(b.s3.send(new ListPartsCommand({ Bucket: localBucket, Key: key, UploadId })))).toEqual(denied);
    expect(
      await failure(
        b.s3.send(
          new CompleteMultipartUploadCommand({ Bucket: localBucket, Key: key, UploadId, MultipartUpload: parts }),
        ),
      ),
    ).toEqual(denied);
    expect(
      await failure(b.s3.send(new AbortMultipartUploadCommand({ Bucket: localBucket, Key: key, UploadId }))),
    ).toEqual(denied);
    // s3rver finds an upload by its id alone: the front checks the id belongs to the key in the URL.
    const own = `${b.area}em-partes.bin`;
    const noSuchUpload = { status: 404, code: "NoSuchUpload" };
    expect(
      await failure(
        b.s3.send(new UploadPartCommand({ Bucket: localBucket, Key: own, UploadId, PartNumber: 2, Body: "Bruno's" })),
      ),
    ).toEqual(noSuchUpload);
    expect(await failure(b.s3.send(new ListPartsCommand({ Bucket: localBucket, Key: own, UploadId })))).toEqual(
      noSuchUpload,
    );
    expect(
      await failure(
        b.s3.send(
          new CompleteMultipartUploadCommand({ Bucket: localBucket, Key: own, UploadId, MultipartUpload: parts }),
        ),
      ),
    ).toEqual(noSuchUpload);
    expect(
      await failure(b.s3.send(new AbortMultipartUploadCommand({ Bucket: localBucket, Key: own, UploadId }))),
    ).toEqual(noSuchUpload);

    // A's upload is untouched, and A can still finish it.
    const listed = await a.s3.send(new ListPartsCommand({ Bucket: localBucket, Key: key, UploadId }));
    expect(listed.Parts?.map((item) => [item.PartNumber, item.Size])).toEqual([[1, 10]]);
    await a.s3.send(
      new CompleteMultipartUploadCommand({ Bucket: localBucket, Key: key, UploadId, MultipartUpload: parts }),
    );
    expect(await text(await a.s3.send(new GetObjectCommand({ Bucket: localBucket, Key: key })))).toBe("Ana's part");
  });

  it("B's signed URL for A's object is refused; A's URL changed to another key is refused", async () => {
    const key = `${a.area}contrato.txt`;
    expect((await fetch(await presignedUrl(b.keys, key))).status).toBe(403);
    const url = await presignedUrl(a.keys, key);
    expect((await fetch(url)).status).toBe(200);
    expect((await fetch(url.replace("contrato.txt", "outro.txt"))).status).toBe(403);
  });
});

describe("local S3: requests without a valid signature", () => {
  const code = async (response: Response) => /<Code>(\w+)<\/Code>/.exec(await response.text())?.[1];

  it("refuses unsigned requests with 403 and S3's XML error", async () => {
    const object = `${endpoint}${objectPath(`${a.area}contrato.txt`)}`;
    for (const [url, init] of [
      [object, {}],
      [object, { method: "PUT", body: "overwritten" }],
      [object, { method: "DELETE" }],
      [`${endpoint}/${localBucket}?list-type=2&prefix=${encodeURIComponent(a.area)}`, {}],
      [`${endpoint}/${localBucket}?uploads`, {}],
      [`${endpoint}/`, {}],
    ] as const) {
      const response = await fetch(url, init);
      expect(response.status, `${init.method ?? "GET"} ${url}`).toBe(403);
      expect(response.headers.get("content-type")).toBe("application/xml");
      expect(await code(response)).toBe("AccessDenied");
    }
    expect(
      await text(await a.s3.send(new GetObjectCommand({ Bucket: localBucket, Key: `${a.area}contrato.txt` }))),
    ).toBe("only Ana's");
  });

  it("refuses a wrong secret, an unknown key, another customer's session token and a changed signature", async () => {
    const get = new GetObjectCommand({ Bucket: localBucket, Key: `${a.area}contrato.txt` });
    expect(await failure(client({ ...a.keys, secretAccessKey: b.keys.secretAccessKey }).send(get))).toEqual({
      status: 403,
      code: "SignatureDoesNotMatch",
    });
    expect(await failure(client({ ...a.keys, accessKeyId: "ASIAUNKNOWN0000000" }).send(get))).toEqual({
      status: 403,
      code: "InvalidAccessKeyId",
    });
    expect(await failure(client({ ...a.keys, sessionToken: b.keys.sessionToken }).send(get))).toEqual({
      status: 403,
      code: "InvalidToken",
    });
    expect(
      await failure(client({ accessKeyId: a.keys.accessKeyId, secretAccessKey: a.keys.secretAccessKey }).send(get)),
    ).toEqual({ status: 403, code: "InvalidToken" });
    expect(await failure(client({ ...localS3Credentials, secretAccessKey: "guessed" }).send(get))).toEqual({
      status: 403,
      code: "SignatureDoesNotMatch",
    });
    const url = await presignedUrl(a.keys, `${a.area}contrato.txt`);
    const changed = url.replace(
      /X-Amz-Signature=([0-9a-f])/,
      (_, first: string) => `X-Amz-Signature=${first === "0" ? "1" : "0"}`,
    );
    const response = await fetch(changed);
    expect(response.status).toBe(403);
    expect(await code(response)).toBe("SignatureDoesNotMatch");
  });

  it("refuses a body that does not match its signed hash", async () => {
    const key = `${a.area}hash.txt`;
    const headers = {
      host: `localhost:${port()}`,
      "x-amz-content-sha256": crypto.createHash("sha256").update("signed body").digest("hex"),
    };
    const signed = await signer(a.keys).sign({
      method: "PUT",
      protocol: "http:",
      hostname: "localhost",
      port: port(),
      path: objectPath(key),
      headers,
    });
    const response = await fetch(`${endpoint}${objectPath(key)}`, {
      method: "PUT",
      headers: signed.headers,
      body: "another body",
    });
    expect(response.status).toBe(400);
    expect(await code(response)).toBe("XAmzContentSHA256Mismatch");
    expect(await failure(a.s3.send(new HeadObjectCommand({ Bucket: localBucket, Key: key })))).toMatchObject({
      status: 404,
    });
  });

  it("refuses an expired signed URL and expired credentials", async () => {
    const key = `${a.area}contrato.txt`;
    const old = await presignedUrl(a.keys, key, { signingDate: new Date(Date.now() - 20 * 60 * 1000), expiresIn: 600 });
    const response = await fetch(old);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("Request has expired");

    // An hour and a minute later (the front and the SDK share this process's clock), A's key pair has expired.
    // New clients: an SDK client corrects its clock from an answer's Date header, which Node writes from the real one.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(a.keys.expiration).getTime() + 60_000 });
    try {
      expect(await failure(client(a.keys).send(new GetObjectCommand({ Bucket: localBucket, Key: key })))).toEqual({
        status: 403,
        code: "ExpiredToken",
      });
      expect(
        await failure(
          client(a.keys).send(new PutObjectCommand({ Bucket: localBucket, Key: `${a.area}late.txt`, Body: "late" })),
        ),
      ).toEqual({
        status: 403,
        code: "ExpiredToken",
      });
    } finally {
      vi.useRealTimers();
    }
    expect(await text(await a.s3.send(new GetObjectCommand({ Bucket: localBucket, Key: key })))).toBe("only Ana's");
  });
});

describe("local S3: the documents page's size limit", () => {
  it("refuses a single PUT over the limit before reading it", async () => {
    expect(maxObjectBytes).toBe(100 * 1024 * 1024);
    const answer = await declaredPut(a.keys, `${a.area}enorme.bin`, maxObjectBytes + 1);
    expect(answer.status).toBe(400);
    expect(answer.body).toContain("<Code>EntityTooLarge</Code>");
  });

  it("refuses a part that takes a multipart upload over the limit, and a completion whose parts add up to more", async () => {
    const key = `${a.area}enorme.bin`;
    const { UploadId } = await a.s3.send(new CreateMultipartUploadCommand({ Bucket: localBucket, Key: key }));
    const uploadId = UploadId ?? "";
    const first = await a.s3.send(
      new UploadPartCommand({ Bucket: localBucket, Key: key, UploadId, PartNumber: 1, Body: "1" }),
    );
    // Stand-in for 96 MiB already uploaded: the stored part grows on disk (sparse), as if sent in full.
    const partFile = path.join(dataDir, "s3", localBucket, "._S3rver_uploads", uploadId, "1");
    fs.truncateSync(partFile, 96 * 1024 * 1024);
    const over = await declaredPut(a.keys, key, 4 * 1024 * 1024 + 1, { partNumber: "2", uploadId });
    expect(over.status).toBe(400);
    expect(over.body).toContain("<Code>EntityTooLarge</Code>");
    const second = await a.s3.send(
      new UploadPartCommand({ Bucket: localBucket, Key: key, UploadId, PartNumber: 2, Body: "2" }),
    );

    // Parts sent at the same time can each fit and together not: the completion checks the total.
    fs.truncateSync(path.join(dataDir, "s3", localBucket, "._S3rver_uploads", uploadId, "2"), 5 * 1024 * 1024);
    const parts = {
      Parts: [
        { PartNumber: 1, ETag: first.ETag },
        { PartNumber: 2, ETag: second.ETag },
      ],
    };
    expect(
      await failure(
        a.s3.send(
          new CompleteMultipartUploadCommand({ Bucket: localBucket, Key: key, UploadId, MultipartUpload: parts }),
        ),
      ),
    ).toEqual({
      status: 400,
      code: "EntityTooLarge",
    });
    expect(await failure(a.s3.send(new HeadObjectCommand({ Bucket: localBucket, Key: key })))).toMatchObject({
      status: 404,
    });
    await a.s3.send(new AbortMultipartUploadCommand({ Bucket: localBucket, Key: key, UploadId }));
  });
});
