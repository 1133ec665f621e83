// @vitest-environment node
/**
 * The local gateway's request validation (amplify/local/gateway.ts), as API Gateway's validator does it in AWS: a body
 * that fails its route's model (derived from the handler's zod schema) gets 400 in the handlers' error shape and the
 * function is never called; valid bodies, bodies that are not declared JSON and routes without a body reach it.
 */
import type { AddressInfo } from "node:net";
import type http from "node:http";
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from "aws-lambda";
import { coletaRequest, validContatoBody } from "../../../src/domain/__tests__/fixtures";
import { coletaApi } from "../../functions/coleta-api/routes";
import { contatoApi } from "../../functions/contato-api/routes";
import { pushApi } from "../../functions/push-api/routes";
import { gatewayBodyError } from "../../functions/shared/request-models";
import { createGateway } from "../gateway";
import { emulatorKey, sign } from "./forged-tokens";

const issuer = "http://localhost:1/local_pool";
const clientId = "local-client";
const origin = "http://localhost:9000";

/** Every event a handler received, by API. */
const calls: { api: string; event: APIGatewayProxyEvent }[] = [];
const logged: string[] = [];
let server: http.Server;
let base: string;

function spy(api: string) {
  return async (event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> => {
    calls.push({ api, event });
    return { statusCode: 201, headers: { "Content-Type": "application/json" }, body: JSON.stringify({ handled: api }) };
  };
}

beforeAll(async () => {
  const { kty, n, e, kid, alg, use } = emulatorKey.jwk as Record<string, string>;
  server = createGateway({
    apis: [
      { api: coletaApi, handler: spy("ColetaAPI") },
      { api: contatoApi, handler: spy("ContatoAPI") },
      { api: pushApi, handler: spy("PushAPI") },
    ],
    issuer,
    clientId,
    jwks: { keys: [{ kty, n, e, kid, alg, use }] } as never,
    log: (line) => logged.push(line),
  });
  await new Promise<void>((resolve) => server.listen(0, "localhost", resolve));
  base = `http://localhost:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  calls.length = 0;
  logged.length = 0;
});

const idToken = () => {
  const now = Math.floor(Date.now() / 1000);
  return sign(
    {
      sub: "customer-1",
      email: "maria@example.com",
      token_use: "id",
      iss: issuer,
      aud: clientId,
      iat: now,
      exp: now + 600,
    },
    emulatorKey.pem,
  );
};

async function send(
  method: string,
  path: string,
  body: string | null,
  headers: Record<string, string> = { "Content-Type": "application/json" },
) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { Origin: origin, ...headers },
    ...(body === null ? {} : { body }),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json().catch(() => null)) as unknown,
  };
}

describe("local API gateway: request bodies checked against the route's model", () => {
  it("answers a malformed body with 400 in the API's error shape, with CORS, and never calls the function", async () => {
    const valid = validContatoBody();
    const malformed: [string, string | null][] = [
      ["a field of the wrong type", JSON.stringify({ ...valid, name: 42 })],
      ["a missing field", JSON.stringify({ ...valid, email: undefined })],
      ["an unknown field", JSON.stringify({ ...valid, extra: "x" })],
      ["an option that does not exist", JSON.stringify({ ...valid, topic: "vendas" })],
      ["an array", JSON.stringify([valid])],
      ["not JSON", "{name: 'x'"],
      ["no body (read as {})", null],
    ];
    for (const [what, body] of malformed) {
      const answer = await send("POST", "/ContatoAPI/contato", body);
      expect([what, answer.status]).toEqual([what, 400]);
      expect(answer.body, what).toEqual(gatewayBodyError());
      expect(answer.headers.get("access-control-allow-origin"), what).toBe(origin);
      expect(answer.headers.get("cache-control"), what).toBe("no-store");
    }
    expect(calls).toEqual([]);
    // The log names the keyword and where, never a value.
    expect(logged.join("\n")).toContain(
      "ContatoAPI POST /contato: body refused by its model (anyOf at /, type at /name)",
    );
    expect(logged.join("\n")).not.toContain("maria");
  });

  it("lets a valid body through to the function unchanged, with or without a charset, and without Content-Type (read as JSON)", async () => {
    const body = JSON.stringify(validContatoBody());
    expect((await send("POST", "/ContatoAPI/contato", body)).status).toBe(201);
    expect(
      (await send("POST", "/ContatoAPI/contato", body, { "Content-Type": "application/json; charset=utf-8" })).status,
    ).toBe(201);
    expect((await send("POST", "/ContatoAPI/contato", body, {})).status).toBe(201);
    expect(calls.map((call) => call.event.body)).toEqual([body, body, body]);
  });

  it("leaves a body not declared JSON to the function (its 415), as API Gateway does when no model matches", async () => {
    const answer = await send("POST", "/ContatoAPI/contato", "{not json", { "Content-Type": "text/plain" });
    expect(answer.status).toBe(201);
    expect(calls).toHaveLength(1);
  });

  it("lets a filled honeypot through, whatever else the body holds (the handler answers it as if stored)", async () => {
    expect(
      (await send("POST", "/ContatoAPI/contato", JSON.stringify({ website: "http://spam.example", name: 42 }))).status,
    ).toBe(201);
    expect(
      (await send("POST", "/ColetaAPI/coleta", JSON.stringify({ ...coletaRequest(), website: "x", extra: true })))
        .status,
    ).toBe(201);
    expect((await send("POST", "/ColetaAPI/coleta", JSON.stringify({ ...coletaRequest(), website: "" }))).status).toBe(
      201,
    );
    expect((await send("POST", "/ColetaAPI/coleta", JSON.stringify({ website: "" }))).status).toBe(400);
    expect(calls).toHaveLength(3);
  });

  it("checks the token first on a signed-in route (401), then the body (400), as the authorizer runs before the validator", async () => {
    const bad = JSON.stringify({ endpoint: 1 });
    expect((await send("PUT", "/PushAPI/inscricao", bad)).status).toBe(401);
    const refused = await send("PUT", "/PushAPI/inscricao", bad, {
      "Content-Type": "application/json",
      Authorization: idToken(),
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual(gatewayBodyError());
    const deleted = await send(
      "DELETE",
      "/PushAPI/inscricao",
      JSON.stringify({ endpoint: "https://fcm.googleapis.com/fcm/send/x" }),
      {
        "Content-Type": "application/json",
        Authorization: idToken(),
      },
    );
    expect(deleted.status).toBe(201);
    expect(calls.map((call) => `${call.event.httpMethod} ${call.event.resource}`)).toEqual(["DELETE /inscricao"]);
  });

  it("checks nothing on routes without a body", async () => {
    expect((await send("POST", "/ColetaAPI/coleta/vincular", null, { Authorization: idToken() })).status).toBe(201);
    expect((await send("GET", "/ColetaAPI/health", null, {})).status).toBe(201);
    expect(calls).toHaveLength(2);
  });
});
