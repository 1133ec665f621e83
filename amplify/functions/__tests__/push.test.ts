// @vitest-environment node
/**
 * Push notifications through the real local backend (cognito-local, dynalite, the local gateway, the PushAPI and
 * ColetaAPI handlers, web-push) against a local push service that checks the VAPID JWT and decrypts each message
 * with the test subscription's own keys (push-service.ts): saving and deleting subscriptions, one push per status
 * change in the subscription's language with the request's page, the local test route, expired subscriptions.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DynamoDBClient, PutItemCommand } from "@aws-sdk/client-dynamodb";
import { marshall } from "@aws-sdk/util-dynamodb";
import { site } from "../../../src/config/site";
import { coletaRequest } from "../../../src/domain/__tests__/fixtures";
import type { Language } from "../../../src/domain/language";
import { claimsOf, confirmedCustomer, signIn, tableRows } from "../../local/__tests__/accounts";
import { startLocalBackend, type LocalBackend } from "../../local/backend";
import { callApi, type Answer } from "../../local/__tests__/staff-backend";
import { localS3Credentials } from "../../local/s3";
import { subscriptionId } from "../shared/push";
import { gatewayBodyError } from "../shared/request-models";
import { startPushService, type TestPushService, type TestSubscription } from "./push-service";
import { todayInSaoPaulo } from "../../../src/domain/fields";

let backend: LocalBackend;
let dataDir: string;
let service: TestPushService;
let operatorToken = "";

/** PushAPI or ColetaAPI called as the site calls them; the status and JSON body. */
async function call(api: "PushAPI" | "ColetaAPI", method: string, route: string, token?: string, body?: unknown) {
  const answer = await callApi(backend, api, method, route, token, body);
  return { status: answer.status, body: answer.body };
}

const save = (token: string | undefined, subscription: Pick<TestSubscription, "endpoint" | "keys">, language = "pt") =>
  call("PushAPI", "PUT", "inscricao", token, {
    endpoint: subscription.endpoint,
    expirationTime: null,
    keys: subscription.keys,
    language,
  });

async function pushTest(token?: string): Promise<Pick<Answer, "status" | "body">> {
  const response = await fetch(backend.outputs.custom.local.pushTestEndpoint, {
    method: "POST",
    headers: token ? { Authorization: token } : {},
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> };
}

const newCustomer = async (label: string) =>
  (await confirmedCustomer(backend, `${label}-${crypto.randomUUID()}@example.com`)).idToken;

const subOf = (token: string) => String(claimsOf(token).sub);

const pushRows = () => tableRows(backend.ports.dynamodb, "push");

const tomorrow = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

const coleta = (language: Language) => coletaRequest({ language });

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "push-"));
  [backend, service] = await Promise.all([
    startLocalBackend({ dataDir, ports: "free", outputsFile: null, log: () => undefined }),
    startPushService(),
  ]);
  operatorToken = (await signIn(backend, backend.operator.email, backend.operator.password)).idToken;
}, 60_000);

afterAll(async () => {
  await Promise.all([backend?.stop(), service?.close()]);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("VAPID keys on the local backend", () => {
  it("are made once into the data dir (owner-only) and published as custom.push.vapidPublicKey", () => {
    const file = path.join(dataDir, "vapid.json");
    const stored = JSON.parse(fs.readFileSync(file, "utf8")) as { publicKey: string; privateKey: string };
    expect(stored.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(stored.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    expect(backend.outputs.custom.push.vapidPublicKey).toBe(stored.publicKey);
    expect(JSON.stringify(backend.outputs)).not.toContain(stored.privateKey);
  });
});

describe("PushAPI: subscriptions", () => {
  it("answers 401 without a token (save, delete, status) and sends nothing from the test route", async () => {
    const subscription = service.subscribe();
    expect((await save(undefined, subscription)).status).toBe(401);
    expect((await call("PushAPI", "DELETE", "inscricao", undefined, { endpoint: subscription.endpoint })).status).toBe(
      401,
    );
    expect((await call("PushAPI", "GET", "inscricao")).status).toBe(401);
    expect((await pushTest()).status).toBe(401);
    expect((await pushTest("not.a.token")).status).toBe(401);
  });

  it("refuses a body that is not a push subscription, field by field (its shape already at the gateway)", async () => {
    const token = await newCustomer("push-bad");
    const { endpoint, keys } = service.subscribe();
    // What a browser hands the page (the test service's subscription also carries what it received).
    const subscription = { endpoint, keys };
    // The handler's checks, answered field by field.
    const cases: [unknown, string][] = [
      [{ ...subscription, endpoint: endpoint.replace("https:", "http:"), language: "pt" }, "endpoint"],
      [{ ...subscription, endpoint: "https://10.0.0.1/push/x", language: "pt" }, "endpoint"],
      [{ ...subscription, keys: { ...keys, p256dh: keys.p256dh.slice(1) }, language: "pt" }, "keys.p256dh"],
      [{ ...subscription, keys: { ...keys, auth: "abc" }, language: "pt" }, "keys.auth"],
    ];
    for (const [body, field] of cases) {
      const answer = await call("PushAPI", "PUT", "inscricao", token, body);
      expect(answer.status, field).toBe(400);
      expect(
        (answer.body.errors as { field: string }[]).map((error) => error.field),
        field,
      ).toContain(field);
    }
    // The shape (an unknown language, an unknown field): the gateway's model refuses it before the function.
    for (const body of [
      { ...subscription, language: "fr" },
      { ...subscription, language: "pt", extra: 1 },
    ]) {
      const answer = await call("PushAPI", "PUT", "inscricao", token, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(gatewayBodyError());
    }
    expect((await call("PushAPI", "GET", "inscricao", token)).body.count).toBe(0);
  });

  it("refuses what is no push service even here, where the local push service is allowed: other names of this machine, loopback and metadata names, .internal", async () => {
    const token = await newCustomer("push-hosts");
    const subscription = service.subscribe();
    const port = new URL(service.origin).port;
    const path = new URL(subscription.endpoint).pathname;
    for (const endpoint of [
      "https://localhost./",
      `https://localhost.:${port}${path}`,
      `https://127.0.0.1:${port}${path}`,
      `https://127.0.0.1.nip.io:${port}${path}`,
      "https://169.254.169.254.nip.io/latest/meta-data/",
      "https://metadata.google.internal/computeMetadata/v1/",
      "https://push.internal/x",
      `http://localhost:${port}${path}`,
    ]) {
      const answer = await save(token, { ...subscription, endpoint });
      expect(answer.status, endpoint).toBe(400);
      expect(
        (answer.body.errors as { field: string }[]).map((error) => error.field),
        endpoint,
      ).toEqual(["endpoint"]);
    }
    expect((await call("PushAPI", "GET", "inscricao", token)).body.count).toBe(0);
    expect(subscription.attempts).toBe(0);
  });

  it("saves a subscription for the signed-in customer, idempotently by endpoint, and deletes only the owner's", async () => {
    const token = await newCustomer("push-save");
    const other = await newCustomer("push-other");
    const subscription = service.subscribe();
    const first = await save(token, subscription);
    expect(first.status).toBe(200);
    expect(first.body.id).toBe(subscriptionId(subscription.endpoint));
    const again = await save(token, subscription, "en");
    expect(again.status).toBe(200);
    expect(again.body.createdAt).toBe(first.body.createdAt);
    const rows = (await pushRows()).filter((row) => row.endpoint === subscription.endpoint);
    expect(rows).toEqual([
      expect.objectContaining({ id: first.body.id, customerId: subOf(token), keys: subscription.keys, language: "en" }),
    ]);
    const status = await call(
      "PushAPI",
      "GET",
      `inscricao?endpoint=${encodeURIComponent(subscription.endpoint)}`,
      token,
    );
    expect(status.body).toEqual({ count: 1, thisBrowser: true });

    // Someone else cannot remove it.
    const foreign = await call("PushAPI", "DELETE", "inscricao", other, { endpoint: subscription.endpoint });
    expect(foreign.status).toBe(404);
    expect((await pushRows()).some((row) => row.endpoint === subscription.endpoint)).toBe(true);

    expect((await call("PushAPI", "DELETE", "inscricao", token, { endpoint: subscription.endpoint })).status).toBe(200);
    expect((await pushRows()).some((row) => row.endpoint === subscription.endpoint)).toBe(false);
    expect((await call("PushAPI", "DELETE", "inscricao", token, { endpoint: subscription.endpoint })).status).toBe(404);
  });
});

describe("sending", () => {
  it("the local test route pushes to each of the caller's browsers, VAPID-signed and encrypted, in each one's language", async () => {
    const token = await newCustomer("push-test");
    const [pt, es] = [service.subscribe(), service.subscribe()];
    await save(token, pt, "pt");
    await save(token, es, "es");
    const answer = await pushTest(token);
    expect(answer.status).toBe(200);
    expect((answer.body.results as { outcome: string }[]).map((result) => result.outcome)).toEqual(["sent", "sent"]);
    expect(service.rejected).toEqual([]);
    expect(pt.received).toHaveLength(1);
    expect(pt.received[0].payload).toEqual({
      title: "Notificações ativadas",
      body: "É assim que avisaremos cada mudança nos seus pedidos de coleta.",
      lang: "pt",
      url: "/area-cliente/perfil/",
      tag: "push-test",
    });
    expect(es.received[0].payload).toMatchObject({
      title: "Notificaciones activadas",
      lang: "es",
      url: "/es/area-cliente/perfil/",
    });
    // Signed by the backend's key, for this push service, by the site.
    const vapid = pt.received[0].vapid;
    expect(vapid.publicKey).toBe(backend.outputs.custom.push.vapidPublicKey);
    expect(vapid.aud).toBe(service.origin);
    expect(vapid.sub).toBe(site.url);
    expect(pt.received[0].ttl).toBe("86400");
  });

  it("each status change of a customer's request pushes one notice with its page, in the subscription's language", async () => {
    const token = await newCustomer("push-lifecycle");
    const browser = service.subscribe();
    await save(token, browser, "en");
    const created = await call("ColetaAPI", "POST", "coleta", token, coleta("pt"));
    expect(created.status).toBe(201);
    const protocol = String(created.body.protocol);
    expect(browser.received).toHaveLength(0); // "recebida" is not pushed: the page showed the protocol

    const date = tomorrow();
    const moved = await call("ColetaAPI", "POST", `operacao/coleta/${protocol}/transicao`, operatorToken, {
      to: "agendada",
      idempotencyKey: crypto.randomUUID(),
      date,
      window: { from: "08:00", to: "12:00" },
    });
    expect(moved.status).toBe(200);
    expect(browser.received.map((push) => push.payload)).toEqual([
      {
        title: `Collection scheduled: ${protocol}`,
        body: `Your collection is booked for ${date.split("-").reverse().join("/")}, between 08:00 and 12:00.`,
        lang: "en",
        url: `/en/area-cliente/pedidos/${protocol}/`,
        protocol,
        tag: `coleta-${protocol}`,
      },
    ]);
    // A newer notice about the same request replaces an undelivered older one at the push service.
    expect(browser.received[0].topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);

    const key = crypto.randomUUID();
    const collect = {
      to: "coletada",
      idempotencyKey: key,
      collectedOn: todayInSaoPaulo(),
      collectedLitres: 380,
      driverName: "Carlos Mendes",
    };
    expect(
      (await call("ColetaAPI", "POST", `operacao/coleta/${protocol}/transicao`, operatorToken, collect)).status,
    ).toBe(200);
    // The same transition again (a replay) pushes nothing more.
    expect(
      (await call("ColetaAPI", "POST", `operacao/coleta/${protocol}/transicao`, operatorToken, collect)).status,
    ).toBe(200);
    expect(browser.received.map((push) => push.payload.title)).toEqual([
      `Collection scheduled: ${protocol}`,
      `Collection done: ${protocol}`,
    ]);
    expect(service.rejected).toEqual([]);
  });

  it("never sends to a stored endpoint that names no push service (saved before the check): refused, deleted, not called", async () => {
    const token = await newCustomer("push-stored-bad");
    const [good, bad] = [service.subscribe(), service.subscribe()];
    await save(token, good);
    // What an older PushAPI accepted: this machine under another name. Sent to, it would reach the local service.
    const endpoint = bad.endpoint.replace("https://localhost:", "https://localhost.:");
    const client = new DynamoDBClient({
      endpoint: `http://localhost:${backend.ports.dynamodb}`,
      region: "us-east-1",
      credentials: localS3Credentials,
    });
    const at = new Date().toISOString();
    await client.send(
      new PutItemCommand({
        TableName: "push",
        Item: marshall({
          id: subscriptionId(endpoint),
          endpoint,
          keys: bad.keys,
          language: "pt",
          customerId: subOf(token),
          createdAt: at,
          updatedAt: at,
        }),
      }),
    );
    const answer = await pushTest(token);
    expect(
      Object.fromEntries(
        (answer.body.results as { id: string; outcome: string }[]).map((result) => [result.id, result.outcome]),
      ),
    ).toEqual({
      [subscriptionId(good.endpoint)]: "sent",
      [subscriptionId(endpoint)]: "refused",
    });
    expect(bad.attempts).toBe(0);
    expect(good.received).toHaveLength(1);
    expect((await pushRows()).filter((row) => row.customerId === subOf(token)).map((row) => row.endpoint)).toEqual([
      good.endpoint,
    ]);
  });

  it("deletes a subscription the push service calls gone (410, 404) and keeps one that failed otherwise (500)", async () => {
    const token = await newCustomer("push-expired");
    const [gone, notFound, failing, fine] = [
      service.subscribe(),
      service.subscribe(),
      service.subscribe(),
      service.subscribe(),
    ];
    for (const subscription of [gone, notFound, failing, fine]) await save(token, subscription);
    gone.answer(410);
    notFound.answer(404);
    failing.answer(500);
    const answer = await pushTest(token);
    const outcomes = Object.fromEntries(
      (answer.body.results as { id: string; outcome: string }[]).map((result) => [result.id, result.outcome]),
    );
    expect(outcomes).toEqual({
      [subscriptionId(gone.endpoint)]: "expired",
      [subscriptionId(notFound.endpoint)]: "expired",
      [subscriptionId(failing.endpoint)]: "failed",
      [subscriptionId(fine.endpoint)]: "sent",
    });
    const left = (await pushRows()).filter((row) => row.customerId === subOf(token)).map((row) => row.endpoint);
    expect(left.sort()).toEqual([failing.endpoint, fine.endpoint].sort());
    // Only the live ones are tried next time.
    await pushTest(token);
    expect([gone.attempts, notFound.attempts, failing.attempts, fine.attempts]).toEqual([1, 1, 2, 2]);
  });
});
