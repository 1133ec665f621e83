import crypto from "node:crypto";
import { isPushEndpoint, pushSubscriptionSchema, pushUnsubscribeSchema } from "../push";
import { validate } from "../validate";

const keys = () => {
  const ecdh = crypto.createECDH("prime256v1");
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString("base64url"), auth: crypto.randomBytes(16).toString("base64url") };
};

describe("push endpoints", () => {
  it.each([
    ["https://fcm.googleapis.com/fcm/send/abc:def", true],
    ["https://updates.push.services.mozilla.com/wpush/v2/gAAA", true],
    ["https://web.push.apple.com/QGuQ", true],
    ["http://fcm.googleapis.com/fcm/send/abc", false],
    ["https://localhost:4443/push/1", false],
    ["https://127.0.0.1/push/1", false],
    ["https://10.0.0.7/push/1", false],
    ["https://[::1]/push/1", false],
    ["https://user:pw@fcm.googleapis.com/x", false],
    ["https://intranet/push", false],
    ["javascript:alert(1)", false],
    [`https://fcm.googleapis.com/${"a".repeat(2000)}`, false],
  ])("%s → %s in AWS", (endpoint, expected) => {
    expect(isPushEndpoint(endpoint)).toBe(expected);
  });

  it("accepts https on localhost only on the local backend, never plain http", () => {
    expect(isPushEndpoint("https://localhost:4443/push/1", true)).toBe(true);
    expect(isPushEndpoint("https://127.0.0.1:4443/push/1", true)).toBe(true);
    expect(isPushEndpoint("http://localhost:4443/push/1", true)).toBe(false);
  });
});

describe("pushSubscriptionSchema", () => {
  const valid = () => ({ endpoint: "https://fcm.googleapis.com/fcm/send/abc", expirationTime: null, keys: keys(), language: "es" });

  it("takes a browser's PushSubscription.toJSON() plus the language", () => {
    const body = valid();
    const checked = validate(pushSubscriptionSchema(), body);
    expect(checked).toEqual({ ok: true, value: body });
    const { expirationTime: _omitted, ...withoutExpiry } = body;
    expect(validate(pushSubscriptionSchema(), withoutExpiry).ok).toBe(true);
  });

  it.each([
    ["a public key that is not 65 bytes", (body: ReturnType<typeof valid>) => ({ ...body, keys: { ...body.keys, p256dh: body.keys.p256dh.slice(0, 40) } }), "keys.p256dh"],
    ["an auth secret that is not 16 bytes", (body: ReturnType<typeof valid>) => ({ ...body, keys: { ...body.keys, auth: `${body.keys.auth}AAAA` } }), "keys.auth"],
    ["a key in standard base64", (body: ReturnType<typeof valid>) => ({ ...body, keys: { ...body.keys, auth: "ab+/ab+/ab+/ab+/ab+/ab" } }), "keys.auth"],
    ["no keys", (body: ReturnType<typeof valid>) => ({ ...body, keys: undefined }), "keys"],
    ["another language", (body: ReturnType<typeof valid>) => ({ ...body, language: "fr" }), "language"],
    ["an unknown field", (body: ReturnType<typeof valid>) => ({ ...body, customerId: "someone-else" }), "customerId"],
    ["an internal endpoint", (body: ReturnType<typeof valid>) => ({ ...body, endpoint: "https://169.254.169.254/latest" }), "endpoint"],
  ])("refuses %s", (_what, change, field) => {
    const checked = validate(pushSubscriptionSchema(), change(valid()));
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.errors.map((error) => error.field)).toContain(field);
  });

  it("unsubscribing names the endpoint only", () => {
    expect(validate(pushUnsubscribeSchema(), { endpoint: "https://fcm.googleapis.com/fcm/send/abc" }).ok).toBe(true);
    expect(validate(pushUnsubscribeSchema(), { endpoint: "https://fcm.googleapis.com/fcm/send/abc", all: true }).ok).toBe(false);
  });
});
