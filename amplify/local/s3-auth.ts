import crypto from "node:crypto";
import { SignatureV4 } from "@smithy/signature-v4";

/** An S3 error the local front answers itself, as S3 does: status, code and message in an `<Error>` document. */
export class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "S3Error";
  }
}

/** A key pair the front accepts: the master pair (no identity: admin work) or one it issued to a customer. */
export type KeyPair = {
  accessKeyId: string;
  secretAccessKey: string;
  /** Issued key pairs only: the token that must come with them, when they stop working, whose they are. */
  sessionToken?: string;
  expiration?: number;
  identityId?: string;
};

/** What the signature covers, as the request arrived (raw path, decoded query, lower-case headers). */
export type SignedRequest = {
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
};

export type Verified = {
  caller: KeyPair;
  /** x-amz-content-sha256 (header auth) or UNSIGNED-PAYLOAD (a signed URL). */
  payloadHash: string;
};

/** S3 accepts a request time (or a signed URL's start) this far from its own clock. */
const maxSkewMs = 15 * 60 * 1000;
const algorithm = "AWS4-HMAC-SHA256";
const unsignedPayload = "UNSIGNED-PAYLOAD";
/** The query parameters of a signed URL that the signer adds itself. */
const presignParams = [
  "X-Amz-Algorithm",
  "X-Amz-Credential",
  "X-Amz-Date",
  "X-Amz-Expires",
  "X-Amz-SignedHeaders",
  "X-Amz-Signature",
  "X-Amz-Security-Token",
];

type Source = string | ArrayBuffer | ArrayBufferView;
const bytes = (data: Source): Buffer =>
  typeof data === "string"
    ? Buffer.from(data, "utf8")
    : ArrayBuffer.isView(data)
      ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
      : Buffer.from(data);

/** SHA-256 and HMAC-SHA256 from node:crypto, in the shape the signer asks for. */
export class NodeSha256 {
  private readonly hash: crypto.Hash | crypto.Hmac;
  constructor(secret?: Source) {
    this.hash = secret === undefined ? crypto.createHash("sha256") : crypto.createHmac("sha256", bytes(secret));
  }
  update(data: Source): void {
    this.hash.update(bytes(data));
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }
}

/** `20260102T030405Z` → Date, or null. */
function parseAmzDate(value: string | undefined): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? "");
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match.map(Number);
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second));
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

const denied = (code: string, message: string) => new S3Error(403, code, message);

type Credential = { accessKeyId: string; date: string; region: string; service: string };

function parseCredential(value: string): Credential | null {
  const parts = value.split("/");
  if (parts.length !== 5 || parts[4] !== "aws4_request") return null;
  const [accessKeyId, date, region, service] = parts;
  return { accessKeyId, date, region, service };
}

/** The key pair named by the credential, once the credential's scope, the key's expiry and its token check out. */
function keyFor(
  credential: Credential,
  longDate: string,
  token: string | undefined,
  options: { region: string; lookup: (accessKeyId: string) => KeyPair | undefined; now: Date },
): KeyPair {
  const key = options.lookup(credential.accessKeyId);
  if (!key) throw denied("InvalidAccessKeyId", "The AWS Access Key Id you provided does not exist in our records.");
  if (credential.date !== longDate.slice(0, 8) || credential.region !== options.region || credential.service !== "s3") {
    throw denied(
      "SignatureDoesNotMatch",
      "The credential scope does not match this request's date, region or service.",
    );
  }
  if (key.expiration !== undefined && key.expiration <= options.now.getTime()) {
    throw denied("ExpiredToken", "The provided token has expired.");
  }
  if (!sameText(key.sessionToken ?? "", token ?? "")) {
    throw denied("InvalidToken", "The provided token is malformed or otherwise invalid.");
  }
  return key;
}

function signerFor(key: KeyPair, region: string): SignatureV4 {
  return new SignatureV4({
    credentials: { accessKeyId: key.accessKeyId, secretAccessKey: key.secretAccessKey, sessionToken: key.sessionToken },
    region,
    service: "s3",
    sha256: NodeSha256,
    // S3 signs the path as sent (no second encoding) and takes the payload hash from x-amz-content-sha256.
    uriEscapePath: false,
    applyChecksum: false,
  });
}

type HttpRequestLike = Parameters<SignatureV4["presign"]>[0];

/** The request as the signer sees it: only the headers the client signed (plus the payload hash, unsigned). */
function toSign(
  request: SignedRequest,
  signedHeaders: string[],
  query: Record<string, string | string[]>,
  payloadHash: string,
): HttpRequestLike {
  const headers: Record<string, string> = {};
  for (const name of signedHeaders) {
    const value = request.headers[name];
    if (value === undefined) throw denied("SignatureDoesNotMatch", `Signed header ${name} is missing.`);
    headers[name] = value;
  }
  headers["x-amz-content-sha256"] ??= payloadHash;
  const [hostname, port] = (request.headers.host ?? "").split(":");
  return {
    method: request.method,
    protocol: "http:",
    hostname,
    port: port ? Number(port) : undefined,
    path: request.path,
    query,
    headers,
  };
}

/**
 * Checks a request's Signature Version 4, in the Authorization header or in a signed URL's query, by computing
 * it again with the secret of the key it names (`@smithy/signature-v4`, what the AWS SDK signs with). Also
 * checks what S3 checks around it: the time (15 minutes either way), a signed URL's expiry, the key's expiry
 * and that an issued key comes with its own session token. Throws an S3Error; an unsigned request is 403.
 */
export async function verifySignature(
  request: SignedRequest,
  options: { region: string; lookup: (accessKeyId: string) => KeyPair | undefined; now?: Date },
): Promise<Verified> {
  const now = options.now ?? new Date();
  const lookup = { region: options.region, lookup: options.lookup, now };
  const header = request.headers.authorization;
  const queryAlgorithm = request.query["X-Amz-Algorithm"];
  if (header !== undefined && queryAlgorithm !== undefined) {
    throw new S3Error(400, "InvalidArgument", "Only one auth mechanism allowed.");
  }

  if (header !== undefined) {
    const match =
      /^AWS4-HMAC-SHA256 Credential=([^,\s]+)\s*,\s*SignedHeaders=([a-z0-9;_.-]+)\s*,\s*Signature=([0-9a-f]{64})$/.exec(
        header.trim(),
      );
    const credential = match && parseCredential(match[1]);
    if (!match || !credential)
      throw new S3Error(400, "AuthorizationHeaderMalformed", "The authorization header is malformed.");
    const longDate = request.headers["x-amz-date"];
    const signingDate = parseAmzDate(longDate);
    if (!longDate || !signingDate)
      throw denied("AccessDenied", "AWS authentication requires a valid x-amz-date header.");
    if (Math.abs(now.getTime() - signingDate.getTime()) > maxSkewMs) {
      throw denied(
        "RequestTimeTooSkewed",
        "The difference between the request time and the current time is too large.",
      );
    }
    const key = keyFor(credential, longDate, request.headers["x-amz-security-token"], lookup);
    const payloadHash = request.headers["x-amz-content-sha256"];
    if (!payloadHash)
      throw new S3Error(400, "InvalidRequest", "Missing required header for this request: x-amz-content-sha256");
    const signedHeaders = match[2].split(";");
    const signed = await signerFor(key, options.region).sign(
      toSign(request, signedHeaders, request.query, payloadHash),
      {
        signingDate,
        signableHeaders: new Set(signedHeaders),
        unsignableHeaders: new Set(signedHeaders.includes("x-amz-content-sha256") ? [] : ["x-amz-content-sha256"]),
      },
    );
    const expected = /SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(signed.headers.authorization ?? "");
    if (!expected || expected[1] !== match[2] || !sameText(expected[2], match[3])) {
      throw denied(
        "SignatureDoesNotMatch",
        "The request signature we calculated does not match the signature you provided.",
      );
    }
    return { caller: key, payloadHash };
  }

  if (queryAlgorithm !== undefined) {
    const single = (name: string) => {
      const value = request.query[name];
      return typeof value === "string" ? value : undefined;
    };
    const credential = parseCredential(single("X-Amz-Credential") ?? "");
    const longDate = single("X-Amz-Date");
    const signingDate = parseAmzDate(longDate);
    const expiresIn = Number(single("X-Amz-Expires"));
    const signedHeaders = single("X-Amz-SignedHeaders")?.split(";");
    const signature = single("X-Amz-Signature");
    if (queryAlgorithm !== algorithm || !credential || !longDate || !signingDate || !signedHeaders || !signature) {
      throw new S3Error(
        400,
        "AuthorizationQueryParametersError",
        "Query-string authentication version 4 requires the X-Amz-* parameters.",
      );
    }
    if (!Number.isInteger(expiresIn) || expiresIn < 1 || expiresIn > 604_800) {
      throw new S3Error(
        400,
        "AuthorizationQueryParametersError",
        "X-Amz-Expires must be between 1 and 604800 seconds.",
      );
    }
    if (signingDate.getTime() - now.getTime() > maxSkewMs) throw denied("AccessDenied", "Request is not valid yet");
    if (now.getTime() > signingDate.getTime() + expiresIn * 1000) throw denied("AccessDenied", "Request has expired");
    const key = keyFor(credential, longDate, single("X-Amz-Security-Token"), lookup);
    const query = Object.fromEntries(Object.entries(request.query).filter(([name]) => !presignParams.includes(name)));
    const presigned = await signerFor(key, options.region).presign(
      toSign(request, signedHeaders, query, unsignedPayload),
      {
        signingDate,
        expiresIn,
        signableHeaders: new Set(signedHeaders),
        unsignableHeaders: new Set(signedHeaders.includes("x-amz-content-sha256") ? [] : ["x-amz-content-sha256"]),
        unhoistableHeaders: new Set([...signedHeaders, "x-amz-content-sha256"]),
      },
    );
    const expected = presigned.query?.["X-Amz-Signature"];
    if (
      presigned.query?.["X-Amz-SignedHeaders"] !== signedHeaders.join(";") ||
      typeof expected !== "string" ||
      !sameText(expected, signature)
    ) {
      throw denied(
        "SignatureDoesNotMatch",
        "The request signature we calculated does not match the signature you provided.",
      );
    }
    return { caller: key, payloadHash: unsignedPayload };
  }

  throw denied("AccessDenied", "Access Denied");
}

/**
 * A query string decoded as S3 reads it (`+` is a space, as in the signed URLs browsers' URLSearchParams write:
 * Amplify's), repeated names as arrays; null when an escape is malformed.
 */
export function parseQuery(raw: string): Record<string, string | string[]> | null {
  const query: Record<string, string | string[]> = {};
  try {
    for (const pair of raw.split("&")) {
      if (!pair) continue;
      const at = pair.indexOf("=");
      const decode = (text: string) => decodeURIComponent(text.replace(/\+/g, " "));
      const name = decode(at === -1 ? pair : pair.slice(0, at));
      const value = at === -1 ? "" : decode(pair.slice(at + 1));
      const before = query[name];
      query[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
    }
  } catch {
    return null;
  }
  return query;
}
