/**
 * A push service for tests (no real one is reachable from these machines): an https server on localhost, with a
 * throwaway certificate made by openssl, that hands out subscriptions the way a browser's push service does
 * (an endpoint, the browser's P-256 public key and a 16-byte auth secret, made here with node:crypto) and, for
 * each message POSTed to an endpoint, does what the real one and the browser do together:
 *
 * - checks the VAPID header (RFC 8292): `Authorization: vapid t=<JWT>, k=<public key>`, the JWT signed with
 *   ES256 by that key, `aud` the endpoint's origin, `exp` in the future and at most 24 h away, `sub` a mailto:
 *   or https: URL; a missing or bad one is answered 401 (as FCM and Mozilla's autopush do) and recorded;
 * - decrypts the body (RFC 8291, aes128gcm) with the subscription's private key and auth secret.
 *
 * Each endpoint answers 201, or what the test set (410 Gone for an expired subscription, 404, 500…).
 */
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";

export type ReceivedPush = {
  /** The decrypted payload, parsed as JSON. */
  payload: Record<string, unknown>;
  /** The verified VAPID claims and the key that signed them. */
  vapid: { aud: string; exp: number; sub: string; publicKey: string };
  ttl: string | undefined;
  topic: string | undefined;
  urgency: string | undefined;
};

export type Rejected = { endpoint: string; reason: string };

export type TestSubscription = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** Messages delivered to this subscription (only those answered 2xx). */
  received: ReceivedPush[];
  /** Every POST this endpoint got, whatever it answered. */
  attempts: number;
  /** What the endpoint answers from now on (201 by default). */
  answer(status: number): void;
};

export type TestPushService = {
  origin: string;
  subscribe(): TestSubscription;
  /** Requests refused for a bad VAPID header or an undecryptable body. */
  rejected: Rejected[];
  close(): Promise<void>;
};

const b64u = (buffer: Buffer): string => buffer.toString("base64url");

function hmac(key: Buffer, data: Buffer): Buffer {
  return crypto.createHmac("sha256", key).update(data).digest();
}

/** The P-256 public key (uncompressed point, 65 bytes) as a KeyObject. */
export function p256PublicKey(raw: Buffer): crypto.KeyObject {
  if (raw.length !== 65 || raw[0] !== 4) throw new Error("not an uncompressed P-256 point");
  return crypto.createPublicKey({
    key: { kty: "EC", crv: "P-256", x: b64u(raw.subarray(1, 33)), y: b64u(raw.subarray(33)) },
    format: "jwk",
  });
}

/**
 * Checks a VAPID `Authorization` header for `endpoint` and returns its claims, or throws saying what is wrong.
 */
export function verifyVapid(header: string | undefined, endpoint: string, now = Date.now()): ReceivedPush["vapid"] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!match) throw new Error(`no VAPID authorization (${header ?? "none"})`);
  const [, jwt, k] = match;
  const [head, body, signature] = jwt.split(".");
  if (!head || !body || !signature) throw new Error("the JWT is not three parts");
  const header_ = JSON.parse(Buffer.from(head, "base64url").toString("utf8")) as { alg?: string; typ?: string };
  if (header_.alg !== "ES256") throw new Error(`JWT alg ${header_.alg}`);
  const valid = crypto.verify(
    "sha256",
    Buffer.from(`${head}.${body}`),
    { key: p256PublicKey(Buffer.from(k, "base64url")), dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!valid) throw new Error("the JWT's ES256 signature does not verify with k");
  const claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  const audience = new URL(endpoint).origin;
  if (claims.aud !== audience) throw new Error(`aud ${claims.aud} is not ${audience}`);
  const seconds = Math.floor(now / 1000);
  if (typeof claims.exp !== "number" || claims.exp <= seconds || claims.exp > seconds + 24 * 3600)
    throw new Error(`exp ${claims.exp} out of range`);
  if (typeof claims.sub !== "string" || !/^(mailto:|https:\/\/)/.test(claims.sub)) throw new Error(`sub ${claims.sub}`);
  return { aud: claims.aud, exp: claims.exp, sub: claims.sub, publicKey: k };
}

/**
 * Decrypts an aes128gcm Web Push message (RFC 8291 on RFC 8188) as the browser does: the receiver's ECDH key pair
 * and auth secret give the content key and nonce; the one record's padding delimiter (0x02) ends the plaintext.
 */
export function decryptPush(body: Buffer, receiver: crypto.ECDH, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20];
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error(`keyid of ${idLength} bytes, not a P-256 public key`);
  if (ciphertext.length > recordSize) throw new Error("more than one record");
  const receiverPublic = receiver.getPublicKey();
  const ecdhSecret = receiver.computeSecret(senderPublic);
  // HKDF(auth_secret, ecdh_secret, "WebPush: info" || 0x00 || ua_public || as_public, 32)
  const prkKey = hmac(authSecret, ecdhSecret);
  const ikm = hmac(
    prkKey,
    Buffer.concat([Buffer.from("WebPush: info\0"), receiverPublic, senderPublic, Buffer.from([1])]),
  );
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0\x01")).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0\x01")).subarray(0, 12);
  const decipher = crypto.createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.subarray(0, end);
}

/** A self-signed certificate for localhost (openssl, P-256), valid one day. */
function certificate(): { key: Buffer; cert: Buffer } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "push-service-"));
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:P-256",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=localhost",
        "-addext",
        "subjectAltName=DNS:localhost,IP:127.0.0.1",
        "-keyout",
        path.join(dir, "key.pem"),
        "-out",
        path.join(dir, "cert.pem"),
      ],
      { stdio: "ignore" },
    );
    return { key: fs.readFileSync(path.join(dir, "key.pem")), cert: fs.readFileSync(path.join(dir, "cert.pem")) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function startPushService(): Promise<TestPushService> {
  const subscriptions = new Map<
    string,
    { subscription: TestSubscription; ecdh: crypto.ECDH; auth: Buffer; status: number }
  >();
  const rejected: Rejected[] = [];
  const server = https.createServer(certificate(), (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const id = /^\/push\/([a-f0-9]+)$/.exec(request.url ?? "")?.[1];
      const entry = id ? subscriptions.get(id) : undefined;
      if (!entry || request.method !== "POST") return response.writeHead(404).end();
      entry.subscription.attempts += 1;
      const { endpoint } = entry.subscription;
      let vapid: ReceivedPush["vapid"];
      let payload: Record<string, unknown>;
      try {
        vapid = verifyVapid(request.headers.authorization, endpoint);
      } catch (error) {
        rejected.push({ endpoint, reason: String(error) });
        return response.writeHead(401).end("bad VAPID");
      }
      try {
        if (request.headers["content-encoding"] !== "aes128gcm")
          throw new Error(`Content-Encoding ${request.headers["content-encoding"]}`);
        payload = JSON.parse(decryptPush(Buffer.concat(chunks), entry.ecdh, entry.auth).toString("utf8")) as Record<
          string,
          unknown
        >;
      } catch (error) {
        rejected.push({ endpoint, reason: String(error) });
        return response.writeHead(400).end("cannot decrypt");
      }
      if (entry.status >= 200 && entry.status < 300) {
        entry.subscription.received.push({
          payload,
          vapid,
          ttl: request.headers.ttl as string | undefined,
          topic: request.headers.topic as string | undefined,
          urgency: request.headers.urgency as string | undefined,
        });
      }
      response.writeHead(entry.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "localhost", resolve));
  const port = (server.address() as { port: number }).port;
  const origin = `https://localhost:${port}`;
  return {
    origin,
    rejected,
    subscribe() {
      const ecdh = crypto.createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      const id = crypto.randomBytes(12).toString("hex");
      const entry = {
        ecdh,
        auth,
        status: 201,
        subscription: {
          endpoint: `${origin}/push/${id}`,
          keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) },
          received: [] as ReceivedPush[],
          attempts: 0,
          answer: (status: number) => {
            entry.status = status;
          },
        },
      };
      subscriptions.set(id, entry);
      return entry.subscription;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
