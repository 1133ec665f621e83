// @vitest-environment node
/**
 * PushAPI and the sender as a Lambda runs them, with nothing of the local backend loaded (so no
 * `allowLocalPushHosts` call): only the real push services' endpoints are saved or sent to (issue 25). The same
 * endpoints against the local backend are in push.test.ts.
 */
import crypto from "node:crypto";
import type { APIGatewayProxyEvent } from "aws-lambda";
import webpush from "web-push";

/** Every command the handlers send to DynamoDB, answered as an upsert would be (no table is needed for these paths). */
const sent = vi.hoisted(() => [] as { name: string; input: unknown }[]);
vi.mock("../shared/dynamo", () => ({
  db: () => ({
    send: async (command: { constructor: { name: string }; input: unknown }) => {
      sent.push({ name: command.constructor.name, input: command.input });
      return {
        Attributes: { id: "row", createdAt: "2026-01-01T00:00:00.000Z", updatedAt: "2026-01-01T00:00:00.000Z" },
      };
    },
  }),
  tableName: (name: string) => `table-${name}`,
  isConditionFailure: () => false,
}));

const { handler } = await import("../push-api/handler");
const { sendPush } = await import("../shared/push");

function event(method: "PUT" | "DELETE", body: unknown): APIGatewayProxyEvent {
  return {
    httpMethod: method,
    path: "/inscricao",
    resource: "/inscricao",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    requestContext: { authorizer: { claims: { sub: "customer-1", email: "ana@example.com", email_verified: "true" } } },
  } as unknown as APIGatewayProxyEvent;
}

const keys = () => {
  const ecdh = crypto.createECDH("prime256v1");
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString("base64url"), auth: crypto.randomBytes(16).toString("base64url") };
};

/** The endpoints issue 25 found accepted, and the local stand-in's, which a Lambda must refuse as well. */
const refused = [
  "https://localhost./",
  "https://localhost:4443/push/1",
  "https://127.0.0.1.nip.io/push/1",
  "https://169.254.169.254.nip.io/latest/meta-data/",
  "https://10.0.0.7.nip.io/push/1",
  "https://metadata.google.internal/computeMetadata/v1/",
  "https://push.internal/x",
  "https://fcm.googleapis.com:8443/fcm/send/a",
  "http://fcm.googleapis.com/fcm/send/a",
  "https://user@fcm.googleapis.com/fcm/send/a",
];

beforeEach(() => {
  sent.length = 0;
});

describe("PushAPI in AWS (no local configuration)", () => {
  it.each(refused)("PUT /inscricao refuses %s with 400 on endpoint, and writes nothing", async (endpoint) => {
    const answer = await handler(event("PUT", { endpoint, expirationTime: null, keys: keys(), language: "pt" }));
    expect(answer.statusCode).toBe(400);
    expect((JSON.parse(answer.body) as { errors: { field: string; code: string }[] }).errors).toEqual([
      expect.objectContaining({ field: "endpoint", code: "invalid_format" }),
    ]);
    expect(sent).toEqual([]);
  });

  it("PUT /inscricao saves a push service's endpoint", async () => {
    const answer = await handler(
      event("PUT", {
        endpoint: "https://web.push.apple.com/QGuQyavXutnMOW5qbl5ZW1",
        expirationTime: null,
        keys: keys(),
        language: "pt",
      }),
    );
    expect(answer.statusCode).toBe(200);
    expect(sent.map((command) => command.name)).toEqual(["UpdateCommand"]);
  });

  it("DELETE /inscricao refuses the same endpoints", async () => {
    for (const endpoint of refused)
      expect((await handler(event("DELETE", { endpoint }))).statusCode, endpoint).toBe(400);
    expect(sent).toEqual([]);
  });
});

describe("sending in AWS", () => {
  it.each(refused)(
    "never calls %s (a row saved before the check): the row is deleted, the outcome is refused",
    async (endpoint) => {
      const send = vi.spyOn(webpush, "sendNotification");
      const subscription = {
        id: "a".repeat(64),
        endpoint,
        keys: keys(),
        language: "pt" as const,
        customerId: "customer-1",
        createdAt: "",
        updatedAt: "",
      };
      const vapid = { ...webpush.generateVAPIDKeys(), subject: "https://www.circulare.com.br" };
      const result = await sendPush(subscription, { title: "t", body: "b", lang: "pt", url: "/" }, vapid);
      expect(result).toEqual({ id: subscription.id, outcome: "refused" });
      expect(send).not.toHaveBeenCalled();
      expect(sent).toEqual([
        expect.objectContaining({
          name: "DeleteCommand",
          input: expect.objectContaining({
            Key: { id: subscription.id },
            ExpressionAttributeValues: expect.objectContaining({ ":endpoint": endpoint }),
          }),
        }),
      ]);
      send.mockRestore();
    },
  );
});
