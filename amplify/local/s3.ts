import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import S3rver from "s3rver";
import { credentialsPath } from "./outputs";
import { localRegion } from "./provision";
import { parseQuery, S3Error, verifySignature, type KeyPair } from "./s3-auth";
import { MultipartUploads } from "./s3-multipart";
import {
  accessDenied,
  corsHeaders,
  sendXml,
  isLocalOrigin,
  maxObjectBytes,
  noSuchUpload,
  sendError,
  tooLarge,
} from "./s3-xml";

/**
 * The master key pair, for the backend's own work and tests (admin: every key). s3rver's documented default,
 * not a secret; never in amplify_outputs.json. Customers get their own key pairs from the credentials endpoint.
 */
export const localS3Credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } as const;

/** As long as the credentials of a Cognito identity pool last. */
export const credentialsLifetimeMs = 60 * 60 * 1000;
export { maxObjectBytes };
/** Bodies that are not object data (a multipart upload's part list) are small. */
const maxOtherBody = 1024 * 1024;

function corsXml(): string {
  // Any localhost origin: the site may be served on any port locally.
  const rule = (origin: string) => `<CORSRule>
    <AllowedOrigin>${origin}</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>POST</AllowedMethod>
    <AllowedMethod>DELETE</AllowedMethod><AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader><ExposeHeader>x-amz-request-id</ExposeHeader>
    <MaxAgeSeconds>600</MaxAgeSeconds>
  </CORSRule>`;
  return `<CORSConfiguration>${rule("http://localhost:*")}${rule("http://127.0.0.1:*")}</CORSConfiguration>`;
}

/** Key pairs issued to customers, kept in a file so a restart of the backend leaves a signed-in browser working. */
class IssuedKeys {
  private readonly keys = new Map<string, KeyPair>();
  constructor(private readonly file: string) {
    try {
      const saved = JSON.parse(fs.readFileSync(file, "utf8")) as KeyPair[];
      for (const key of saved) this.keys.set(key.accessKeyId, key);
    } catch {
      // None yet.
    }
  }

  get(accessKeyId: string): KeyPair | undefined {
    if (accessKeyId === localS3Credentials.accessKeyId) return { ...localS3Credentials };
    return this.keys.get(accessKeyId);
  }

  issue(identityId: string, now = Date.now()): Required<KeyPair> {
    const key = {
      accessKeyId: `ASIA${crypto.randomBytes(10).toString("hex").toUpperCase().slice(0, 16)}`,
      secretAccessKey: crypto.randomBytes(30).toString("base64"),
      sessionToken: crypto.randomBytes(48).toString("base64"),
      expiration: now + credentialsLifetimeMs,
      identityId,
    };
    for (const [id, old] of this.keys) if ((old.expiration ?? 0) <= now) this.keys.delete(id);
    this.keys.set(key.accessKeyId, key);
    fs.writeFileSync(this.file, JSON.stringify([...this.keys.values()]));
    return key;
  }
}

/** `/bucket/key…` → the bucket and the key as s3rver reads them (decoded; "" for a bucket request). */
function target(rawPath: string): { bucket: string; key: string } | null {
  const [, bucket = "", ...rest] = rawPath.split("/");
  try {
    return { bucket: decodeURIComponent(bucket), key: decodeURIComponent(rest.join("/")) };
  } catch {
    return null;
  }
}

/** Inside `area` with no `.`/`..` segment (s3rver keeps objects as files: those would leave the folder). */
function within(key: string, area: string): boolean {
  return (
    key.startsWith(area) &&
    !key.includes("\0") &&
    !key.split("/").some((segment) => segment === "." || segment === "..")
  );
}

/** Query parameters a customer's request may carry: the operations the documents page uses, nothing else. */
const customerParams =
  /^(uploads|uploadId|partNumber|x-id|list-type|prefix|delimiter|max-keys|continuation-token|start-after|marker|encoding-type|fetch-owner|key-marker|upload-id-marker|max-uploads|max-parts|part-number-marker|response-[a-z-]+|x-amz-.+|X-Amz-.+)$/;

const single = (query: Record<string, string | string[]>, name: string): string | undefined => {
  const value = query[name];
  return Array.isArray(value) ? value[0] : value;
};

export type S3Options = {
  /** Where s3rver keeps buckets and objects. */
  dir: string;
  port: number;
  bucket: string;
  /** Where the key pairs issued to customers are kept (outside `dir`: s3rver reads every folder there as a bucket). */
  credentialsFile: string;
  /** The user pool's ID-token check (amplify/functions/shared/token.ts). */
  verifyIdToken: (token: string) => Promise<{ sub: string } | null>;
  log?: (line: string) => void;
};

/** `POST /__local/credentials`: a temporary key pair for a customer's ID token, as the identity pool hands out. */
async function answerCredentials(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  keys: IssuedKeys,
  verifyIdToken: S3Options["verifyIdToken"],
) {
  const origin = request.headers.origin;
  const cors = isLocalOrigin(origin)
    ? {
        "Access-Control-Allow-Origin": origin,
        "Access-Control-Allow-Methods": "POST,OPTIONS",
        "Access-Control-Allow-Headers": "Authorization,Content-Type",
        "Access-Control-Max-Age": "600",
        Vary: "Origin",
      }
    : { Vary: "Origin" };
  const json = (status: number, body: unknown) => {
    response.writeHead(status, {
      ...cors,
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
    });
    response.end(JSON.stringify(body));
  };
  request.resume();
  if (request.method === "OPTIONS") {
    response.writeHead(204, cors);
    return response.end();
  }
  if (request.method !== "POST") return json(405, { message: "Method not allowed" });
  const token = request.headers.authorization?.replace(/^Bearer\s+/i, "");
  const claims = token ? await verifyIdToken(token) : null;
  if (!claims) return json(401, { message: "Unauthorized" });
  const key = keys.issue(`${localRegion}:${claims.sub}`);
  json(200, {
    accessKeyId: key.accessKeyId,
    secretAccessKey: key.secretAccessKey,
    sessionToken: key.sessionToken,
    expiration: new Date(key.expiration).toISOString(),
    identityId: key.identityId,
  });
}

/** A customer's request must stay in their folder; the master key pair may do anything. */
function authorize(
  bucket: string,
  caller: KeyPair,
  method: string,
  where: { bucket: string; key: string },
  query: Record<string, string | string[]>,
  headers: http.IncomingHttpHeaders,
) {
  if (caller.identityId === undefined) return;
  const area = `private/${caller.identityId}/`;
  if (where.bucket !== bucket || Object.keys(query).some((name) => !customerParams.test(name))) throw accessDenied();
  if (where.key) {
    if (!within(where.key, area)) throw accessDenied();
    if (!["GET", "HEAD", "PUT", "POST", "DELETE"].includes(method)) throw accessDenied();
    if (method === "POST" && !("uploads" in query) && !("uploadId" in query)) throw accessDenied();
    const copySource = headers["x-amz-copy-source"];
    if (copySource !== undefined) {
      const source = target(`/${String(copySource).replace(/^\//, "").split("?")[0]}`);
      if (method !== "PUT" || !source || source.bucket !== bucket || !within(source.key, area)) throw accessDenied();
    }
    return;
  }
  // Bucket requests: ListObjects(V2) and ListMultipartUploads, inside the folder.
  if (method !== "GET" || !within(single(query, "prefix") ?? "", area)) throw accessDenied();
}

function readBody(request: http.IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(tooLarge());
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
    request.on("close", () => {
      if (!request.complete) reject(new Error("The client went away"));
    });
  });
}

/**
 * s3rver keeps objects on disk in `dir` and checks no signature: anyone could read anyone's files. It listens on
 * an inner port only; this front, on `port`, is what the site and tests talk to. It
 * - hands out temporary key pairs for a customer's ID token (`POST /__local/credentials`), with the identity
 *   id `us-east-1:<sub>`, as the identity pool does in AWS;
 * - verifies every request's SigV4 signature (header or signed URL) and its expiry; unsigned is 403;
 * - lets a customer's key pair reach only keys under `private/<identity>/` (objects, lists, multipart uploads),
 *   and the master key pair everything; anything else is 403 with S3's XML error;
 * - refuses an object over the documents page's limit (one PUT, or a multipart upload's parts in total);
 * - adds what s3rver lacks: AbortMultipartUpload, ListMultipartUploads, ListParts, and the
 *   Content-Disposition a signed download link asks for.
 */
export async function startS3(options: S3Options): Promise<http.Server> {
  const { dir, port, bucket } = options;
  fs.mkdirSync(dir, { recursive: true });
  const s3rver = new S3rver({
    directory: dir,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [corsXml()] }],
  });
  await s3rver.configureBuckets();
  const inner = http.createServer(s3rver.callback());
  await new Promise<void>((resolve) => inner.listen(0, "127.0.0.1", resolve));
  const innerPort = (inner.address() as AddressInfo).port;
  const agent = new http.Agent({ keepAlive: true });
  const keys = new IssuedKeys(options.credentialsFile);
  const uploads = new MultipartUploads(path.join(dir, bucket, "._S3rver_uploads"));
  /** Hands the (verified) request to s3rver, signed as the master key pair it knows, and its answer back. */
  function forward(request: http.IncomingMessage, response: http.ServerResponse, body: Buffer | null): Promise<void> {
    const url = (request.url ?? "/").replace(/([?&]X-Amz-Credential=)[^&%/]+/, `$1${localS3Credentials.accessKeyId}`);
    const headers: http.OutgoingHttpHeaders = { ...request.headers, host: `localhost:${port}` };
    delete headers.expect;
    if (typeof headers.authorization === "string") {
      headers.authorization = headers.authorization.replace(
        /Credential=[^/]+\//,
        `Credential=${localS3Credentials.accessKeyId}/`,
      );
    }
    if (body) {
      delete headers["transfer-encoding"];
      headers["content-length"] = body.length;
    }
    // S3 honours response-content-disposition on a signed GET (a download link); s3rver does not.
    const disposition =
      request.method === "GET"
        ? single(parseQuery(url.split("?")[1] ?? "") ?? {}, "response-content-disposition")
        : undefined;
    return new Promise((resolve) => {
      const upstream = http.request(
        { host: "127.0.0.1", port: innerPort, method: request.method, path: url, headers, agent },
        (answer) => {
          const out = { ...answer.headers };
          delete out.connection;
          delete out["keep-alive"];
          if (disposition && (answer.statusCode ?? 500) < 300) out["content-disposition"] = disposition;
          response.writeHead(answer.statusCode ?? 502, out);
          answer.pipe(response);
          answer.on("end", () => resolve());
          answer.on("error", () => resolve());
        },
      );
      upstream.on("error", (error) => {
        options.log?.(`s3rver: ${String(error)}`);
        if (!response.headersSent)
          sendError(
            response,
            request.headers.origin,
            new S3Error(500, "InternalError", "s3rver did not answer"),
            false,
          );
        else response.destroy();
        resolve();
      });
      if (body) upstream.end(body);
      else request.pipe(upstream);
    });
  }

  async function handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const rawUrl = request.url ?? "/";
    const at = rawUrl.indexOf("?");
    const rawPath = at === -1 ? rawUrl : rawUrl.slice(0, at);
    const method = request.method ?? "GET";
    const origin = request.headers.origin;
    if (rawPath === credentialsPath) return answerCredentials(request, response, keys, options.verifyIdToken);
    // CORS preflights carry no signature: s3rver answers them from the bucket's CORS rules.
    if (method === "OPTIONS") return forward(request, response, null);

    const query = parseQuery(at === -1 ? "" : rawUrl.slice(at + 1));
    const where = target(rawPath);
    if (!query || !where) throw new S3Error(400, "InvalidURI", "Couldn't parse the specified URI.");
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(",") : value;
    }
    const { caller, payloadHash } = await verifySignature(
      { method, path: rawPath, query, headers },
      { region: localRegion, lookup: (accessKeyId) => keys.get(accessKeyId) },
    );
    authorize(bucket, caller, method, where, query, request.headers);

    const uploadId = single(query, "uploadId");
    const isObjectData =
      method === "PUT" &&
      where.key !== "" &&
      request.headers["x-amz-copy-source"] === undefined &&
      (uploadId === undefined || "partNumber" in query);
    if (uploadId !== undefined && where.key && uploads.keyOf(uploadId) !== where.key) throw noSuchUpload();

    // Size: a declared length is required for object data, and bounded.
    const declared = request.headers["content-length"];
    const length = declared === undefined ? null : Number(declared);
    if (isObjectData) {
      if (length === null || !Number.isInteger(length))
        throw new S3Error(411, "MissingContentLength", "You must provide the Content-Length HTTP header.");
      const partNumber = Number(single(query, "partNumber"));
      const others = uploadId === undefined ? 0 : uploads.sizeWithout(uploadId, partNumber);
      if (others + length > maxObjectBytes) throw tooLarge();
    }
    if (payloadHash.startsWith("STREAMING-")) {
      throw new S3Error(
        501,
        "NotImplemented",
        "aws-chunked bodies are not supported by the local S3; send the body whole.",
      );
    }
    const done = isObjectData && uploadId !== undefined ? uploads.partArriving(uploadId) : () => undefined;
    try {
      const body = await readBody(request, isObjectData ? maxObjectBytes : maxOtherBody);
      if (
        /^[0-9a-f]{64}$/i.test(payloadHash) &&
        crypto.createHash("sha256").update(body).digest("hex") !== payloadHash.toLowerCase()
      ) {
        throw new S3Error(
          400,
          "XAmzContentSHA256Mismatch",
          "The provided 'x-amz-content-sha256' header does not match what was computed.",
        );
      }

      if (uploadId !== undefined && where.key && method === "DELETE") {
        // AbortMultipartUpload: s3rver lacks it.
        await uploads.abort(uploadId);
        response.writeHead(204, corsHeaders(origin));
        return response.end();
      }
      if (uploadId !== undefined && where.key && method === "POST") {
        // CompleteMultipartUpload: the listed parts make the object; they must exist and fit the limit.
        uploads.checkCompletion(uploadId, body.toString("utf8"));
      }
      if (uploadId !== undefined && where.key && method === "GET") {
        // ListParts: s3rver lacks it.
        return sendXml(response, 200, origin, uploads.listPartsXml(bucket, where.key, uploadId));
      }
      if (!where.key && "uploads" in query && method === "GET") {
        // ListMultipartUploads: s3rver lacks it.
        return sendXml(response, 200, origin, uploads.listUploadsXml(bucket, single(query, "prefix") ?? ""));
      }
      await forward(request, response, body);
    } finally {
      done();
    }
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      request.resume(); // let an unread body drain so the client reads the answer
      if (response.headersSent) return response.destroy();
      if (error instanceof S3Error)
        return sendError(response, request.headers.origin, error, request.method === "HEAD");
      if (request.destroyed) return;
      options.log?.(`S3 front: ${String(error)}`);
      sendError(
        response,
        request.headers.origin,
        new S3Error(500, "InternalError", "We encountered an internal error."),
        request.method === "HEAD",
      );
    });
  });
  server.on("close", () => {
    inner.closeAllConnections();
    inner.close();
    agent.destroy();
  });
  await new Promise<void>((resolve) => server.listen(port, "localhost", resolve));
  return server;
}
