import crypto from "node:crypto";
import fc from "fast-check";
import { isPushEndpoint, pushSubscriptionSchema, pushUnsubscribeSchema } from "../push";
import { validate } from "../validate";

const keys = () => {
  const ecdh = crypto.createECDH("prime256v1");
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString("base64url"), auth: crypto.randomBytes(16).toString("base64url") };
};

/** The hosts of src/domain/push.ts's allow-list, written out again: what a subscription may name in AWS. */
const serviceHost =
  /^(fcm\.googleapis\.com|updates\.push\.services\.mozilla\.com|[a-z0-9-]+(\.[a-z0-9-]+)*\.push\.apple\.com|[a-z0-9-]+(\.[a-z0-9-]+)*\.notify\.windows\.com)$/;

describe("push endpoints", () => {
  it.each([
    "https://fcm.googleapis.com/fcm/send/cXyz:APA91bH-a_b",
    "https://updates.push.services.mozilla.com/wpush/v2/gAAAAABm",
    "https://web.push.apple.com/QGuQyavXutnMOW5qbl5ZW1-gmDnpFMmFUdA",
    "https://wns2-par02p.notify.windows.com/w/?token=BQYAAADa%2bb%3d%3d",
  ])("accepts the push service endpoint %s", (endpoint) => {
    expect(isPushEndpoint(endpoint)).toBe(true);
  });

  it.each([
    // Issue 25: names of this machine, of loopback and metadata addresses, and of internal networks.
    ["https://localhost./", "localhost as a fully qualified name"],
    ["https://localhost/push/1", "localhost"],
    ["https://localhost:4443/push/1", "localhost on a port"],
    ["https://127.0.0.1.nip.io/push/1", "a nip.io name for loopback"],
    ["https://169.254.169.254.nip.io/latest/meta-data/", "a nip.io name for the instance metadata address"],
    ["https://fd00-ec2--254.sslip.io/latest/meta-data/", "an sslip.io name for the IPv6 metadata address"],
    ["https://10.0.0.7.nip.io/push/1", "a nip.io name for a private address"],
    ["https://metadata.google.internal/computeMetadata/v1/", "a cloud's .internal metadata name"],
    ["https://ip-10-0-0-7.ec2.internal/push/1", "an AWS .internal name"],
    ["https://push.internal/x", "an .internal name"],
    ["https://fcm.googleapis.com.internal/x", "a push service's name under .internal"],
    // Addresses.
    ["https://127.0.0.1/push/1", "a loopback address"],
    ["https://169.254.169.254/latest", "the metadata address"],
    ["https://10.0.0.7/push/1", "a private address"],
    ["https://[::1]/push/1", "IPv6 loopback"],
    ["https://[fd00:ec2::254]/latest", "the IPv6 metadata address"],
    // Look-alikes of the allowed hosts.
    ["https://fcm.googleapis.com./fcm/send/a", "a push service's name with a trailing dot"],
    ["https://fcm.googleapis.com.evil.example/fcm/send/a", "a push service's name as a subdomain"],
    ["https://evil.example/fcm.googleapis.com", "a push service's name in the path"],
    ["https://xfcm.googleapis.com/fcm/send/a", "a name ending like a push service's"],
    ["https://push.apple.com/x", "Apple's domain itself (only its subdomains are push services)"],
    ["https://evilpush.apple.com/x", "a name ending in push.apple.com without the dot"],
    ["https://notify.windows.com/x", "WNS's domain itself"],
    ["https://a.notify.windows.com.evil.example/x", "WNS's name as a subdomain"],
    ["https://googleapis.com/fcm/send/a", "the parent of FCM's host"],
    // Scheme, port, user, and forms no browser writes.
    ["http://fcm.googleapis.com/fcm/send/abc", "plain http"],
    ["https://fcm.googleapis.com:8443/fcm/send/a", "another port"],
    ["https://fcm.googleapis.com:443/fcm/send/a", "the default port written out"],
    ["https://user:pw@fcm.googleapis.com/x", "a user and password"],
    ["https://user@fcm.googleapis.com/x", "a user"],
    ["https://evil.example\\@fcm.googleapis.com/x", "a backslash another URL parser reads differently"],
    ["https://FCM.googleapis.com/fcm/send/a", "upper case"],
    [" https://fcm.googleapis.com/fcm/send/a", "a leading space"],
    ["https://fcm.googleapis.com/fcm/send/a\n", "a trailing line break"],
    ["https://fcm.googleapis.com", "no path"],
    ["https://intranet/push", "a single-label name"],
    ["javascript:alert(1)", "another scheme"],
    [`https://fcm.googleapis.com/${"a".repeat(2000)}`, "over 2000 characters"],
  ])("refuses %s (%s)", (endpoint) => {
    expect(isPushEndpoint(endpoint)).toBe(false);
  });

  it("accepts the local stand-in's hosts, on any port, only when given them (the local backend), and https only", () => {
    const local = { localHosts: ["localhost"] };
    expect(isPushEndpoint("https://localhost:4443/push/1", local)).toBe(true);
    expect(isPushEndpoint("https://localhost:4443/push/1")).toBe(false);
    expect(isPushEndpoint("http://localhost:4443/push/1", local)).toBe(false);
    expect(isPushEndpoint("https://127.0.0.1:4443/push/1", local)).toBe(false);
    expect(isPushEndpoint("https://localhost.:4443/push/1", local)).toBe(false);
    expect(isPushEndpoint("https://localhost.nip.io/push/1", local)).toBe(false);
    expect(isPushEndpoint("https://u@localhost:4443/push/1", local)).toBe(false);
    expect(isPushEndpoint("https://fcm.googleapis.com/fcm/send/a", local)).toBe(true);
  });

  it("(property) whatever the URL, an accepted one is https on a push service's host, on the default port, with no user", () => {
    const url = fc.oneof(
      fc.webUrl({ validSchemes: ["https", "http"], withQueryParameters: true, withFragments: true }),
      fc
        .tuple(
          fc.constantFrom(
            "fcm.googleapis.com",
            "updates.push.services.mozilla.com",
            "web.push.apple.com",
            "a.notify.windows.com",
            "push.apple.com",
          ),
          fc.webUrl(),
        )
        .map(([host, other]) => other.replace(/^(https?:\/\/)[^/?#]*/, `$1${host}`)),
      fc
        .tuple(
          fc.constantFrom("", "x.", "127.0.0.1.nip.io/", "@", ":8443", ".", ".internal"),
          fc.constantFrom("fcm.googleapis.com", "web.push.apple.com"),
        )
        .map(([noise, host]) => `https://${noise}${host}/x`),
    );
    // Not vacuous: some of the URLs drawn are accepted.
    expect(fc.sample(url, { numRuns: 300, seed: 1 }).filter((value) => isPushEndpoint(value)).length).toBeGreaterThan(
      10,
    );
    fc.assert(
      fc.property(url, (value) => {
        if (!isPushEndpoint(value)) return;
        const parsed = new URL(value);
        expect(parsed.protocol).toBe("https:");
        expect(parsed.port).toBe("");
        expect(parsed.username + parsed.password).toBe("");
        expect(parsed.hostname).toMatch(serviceHost);
        expect(parsed.href).toBe(value);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("pushSubscriptionSchema", () => {
  const valid = () => ({
    endpoint: "https://fcm.googleapis.com/fcm/send/abc",
    expirationTime: null,
    keys: keys(),
    language: "es",
  });

  it("takes a browser's PushSubscription.toJSON() plus the language", () => {
    const body = valid();
    const checked = validate(pushSubscriptionSchema(), body);
    expect(checked).toEqual({ ok: true, value: body });
    const { expirationTime: _omitted, ...withoutExpiry } = body;
    expect(validate(pushSubscriptionSchema(), withoutExpiry).ok).toBe(true);
  });

  it.each([
    [
      "a public key that is not 65 bytes",
      (body: ReturnType<typeof valid>) => ({ ...body, keys: { ...body.keys, p256dh: body.keys.p256dh.slice(0, 40) } }),
      "keys.p256dh",
    ],
    [
      "an auth secret that is not 16 bytes",
      (body: ReturnType<typeof valid>) => ({ ...body, keys: { ...body.keys, auth: `${body.keys.auth}AAAA` } }),
      "keys.auth",
    ],
    [
      "a key in standard base64",
      (body: ReturnType<typeof valid>) => ({ ...body, keys: { ...body.keys, auth: "ab+/ab+/ab+/ab+/ab+/ab" } }),
      "keys.auth",
    ],
    ["no keys", (body: ReturnType<typeof valid>) => ({ ...body, keys: undefined }), "keys"],
    ["another language", (body: ReturnType<typeof valid>) => ({ ...body, language: "fr" }), "language"],
    ["an unknown field", (body: ReturnType<typeof valid>) => ({ ...body, customerId: "someone-else" }), "customerId"],
    [
      "an internal endpoint",
      (body: ReturnType<typeof valid>) => ({ ...body, endpoint: "https://169.254.169.254/latest" }),
      "endpoint",
    ],
  ])("refuses %s", (_what, change, field) => {
    const checked = validate(pushSubscriptionSchema(), change(valid()));
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.errors.map((error) => error.field)).toContain(field);
  });

  it("unsubscribing names the endpoint only", () => {
    expect(validate(pushUnsubscribeSchema(), { endpoint: "https://fcm.googleapis.com/fcm/send/abc" }).ok).toBe(true);
    expect(
      validate(pushUnsubscribeSchema(), { endpoint: "https://fcm.googleapis.com/fcm/send/abc", all: true }).ok,
    ).toBe(false);
  });
});
