import crypto from "node:crypto";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
/** cognito-local signs every token with this key (it ships in the package): a test can forge valid ones. */
export const emulatorKey = require("cognito-local/lib/keys/cognitoLocal.private.json") as {
  jwk: crypto.JsonWebKey;
  pem: string;
};

export const base64url = (value: string | Buffer) => Buffer.from(value).toString("base64url");

/** An RS256 JWT over `payload`, signed with `key` (the emulator's, or another to test a foreign signature). */
export function sign(payload: Record<string, unknown>, key: crypto.KeyObject | string, kid = "CognitoLocal"): string {
  const header = base64url(JSON.stringify({ alg: "RS256", typ: "JWT", kid }));
  const body = base64url(JSON.stringify(payload));
  const signature = crypto.createSign("RSA-SHA256").update(`${header}.${body}`).sign(key);
  return `${header}.${body}.${base64url(signature)}`;
}
