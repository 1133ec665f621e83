import http from "node:http";
import type { Socket } from "node:net";
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from "aws-lambda";
import { JwtRsaVerifier } from "aws-jwt-verify";
import { checkJsonSchema, type JsonSchema } from "../functions/shared/json-schema";
import { gatewayBodyError, JSON_CONTENT_TYPE, requestModel } from "../functions/shared/request-models";
import { matchPath, type ApiDef, type ApiRoute } from "../functions/shared/routes";

export type MountedApi = {
  api: ApiDef;
  handler: (event: APIGatewayProxyEvent) => Promise<APIGatewayProxyResult>;
};

export type GatewayOptions = {
  apis: MountedApi[];
  /** cognito-local's issuer (`http://localhost:<port>/<poolId>`) and the web client the ID tokens are for. */
  issuer: string;
  clientId: string;
  /** The emulator's signing keys, fetched once (aws-jwt-verify fetches only over https). */
  jwks: Parameters<ReturnType<typeof JwtRsaVerifier.create>["cacheJwks"]>[0];
  log: (line: string) => void;
  /**
   * Routes only the local backend has (`POST /__local/push-test`), outside every API: they need a valid ID token
   * like a "cognito" route (401 otherwise) and get its claims and the JSON body.
   */
  localRoutes?: LocalRoute[];
};

export type LocalRoute = {
  method: "POST";
  path: string;
  handle: (claims: Record<string, string>, body: unknown) => Promise<{ status: number; body: unknown }>;
};

/** Local origins only: the site runs on localhost under any port. */
function allowedOrigin(origin: string | undefined): string | undefined {
  return origin && /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin) ? origin : undefined;
}

function corsHeaders(origin: string | undefined): Record<string, string> {
  const allowed = allowedOrigin(origin);
  if (!allowed) return { Vary: "Origin" };
  return {
    "Access-Control-Allow-Origin": allowed,
    "Access-Control-Allow-Credentials": "true",
    "Access-Control-Allow-Headers":
      "Content-Type,Authorization,X-Amz-Date,X-Api-Key,X-Amz-Security-Token,X-Amz-User-Agent",
    "Access-Control-Allow-Methods": "GET,POST,PUT,DELETE,OPTIONS",
    "Access-Control-Max-Age": "600",
    "Access-Control-Expose-Headers": "Retry-After,X-Next",
    Vary: "Origin",
  };
}

/** API Gateway's own limit on a request body is 10 MB; ours is smaller, the handlers check theirs. */
const maxBody = 1024 * 1024;

/**
 * The body as text, or 413 once it passes `maxBody`: the rest is read and dropped, so the client gets its
 * answer instead of a reset connection (as API Gateway answers its own limit).
 */
function readBody(request: http.IncomingMessage): Promise<{ body: string | null } | { tooLarge: true }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBody) chunks.push(chunk);
      else chunks.length = 0;
    });
    request.on("end", () =>
      resolve(
        size > maxBody ? { tooLarge: true } : { body: chunks.length ? Buffer.concat(chunks).toString("utf8") : null },
      ),
    );
    request.on("error", reject);
  });
}

function send(response: http.ServerResponse, status: number, headers: Record<string, string>, body: string) {
  response.writeHead(status, headers);
  response.end(body);
}

/**
 * Whether API Gateway would check this request's body against the route's model: it picks the model by Content-Type
 * and reads a request without one as JSON. Parameters (`; charset=utf-8`) are ignored here, as the handlers ignore them.
 */
function validatedAsJson(contentType: string | undefined): boolean {
  return contentType === undefined || contentType.split(";")[0].trim().toLowerCase() === JSON_CONTENT_TYPE;
}

/**
 * The problems of a body against its route's model, or none. An empty body is checked as `{}` (as API Gateway does);
 * a body that is not JSON is one problem. Only keywords and paths, never a value (they go to the log).
 */
export function bodyProblems(model: JsonSchema, body: string | null): string[] {
  let value: unknown;
  try {
    value = body === null || body.trim() === "" ? {} : (JSON.parse(body) as unknown);
  } catch {
    return ["not JSON"];
  }
  return checkJsonSchema(model, value).map((problem) => `${problem.keyword} at ${problem.path || "/"}`);
}

/**
 * The local stand-in for API Gateway: `/<ApiName>/<path>` goes to that API's real Lambda handler as a REST
 * (v1) proxy event. On "cognito" routes it does what the Cognito authorizer does in AWS: it verifies the ID
 * token in `Authorization` (signature against cognito-local's keys, issuer, audience, expiry, token use) and
 * answers 401 itself when the token is missing or bad; the verified claims reach the handler as
 * `requestContext.authorizer.claims`. On a route that takes a body it then does what the request validator does: the
 * body is checked against the route's model (amplify/functions/shared/request-models.ts, the same the CDK stack
 * deploys) and a failing one gets 400 in the handlers' error shape, without calling the handler.
 */
export function createGateway(options: GatewayOptions): http.Server {
  const verifier = JwtRsaVerifier.create({
    issuer: options.issuer,
    audience: options.clientId,
    jwksUri: `${options.issuer}/.well-known/jwks.json`,
    customJwtCheck: ({ payload }) => {
      if (payload.token_use !== "id") throw new Error("Not an ID token");
    },
  });
  verifier.cacheJwks(options.jwks);
  // Each body-taking route's model, derived once from the zod schema its handler validates with (as the CDK stack does).
  const models = new Map<ApiRoute, JsonSchema>();
  for (const { api } of options.apis) {
    for (const route of api.routes) {
      const model = requestModel(api, route);
      if (model) models.set(route, model);
    }
  }

  const state: DrainState = { draining: false, connections: new Map(), responses: new Set(), changed: () => undefined };
  const server = http.createServer(async (request, response) => {
    const connection = state.connections.get(request.socket);
    if (connection) connection.active++;
    state.responses.add(response);
    response.once("close", () => {
      state.responses.delete(response);
      if (connection) {
        connection.active--;
        connection.served++;
      }
      state.changed();
    });
    if (state.draining) response.setHeader("Connection", "close");
    const origin = request.headers.origin;
    const cors = corsHeaders(origin);
    const url = new URL(request.url ?? "/", "http://localhost");
    const [, apiName, ...rest] = url.pathname.split("/");
    const mounted = options.apis.find((candidate) => candidate.api.name === apiName);
    const json = (status: number, body: unknown) =>
      send(response, status, { ...cors, "Content-Type": "application/json; charset=utf-8" }, JSON.stringify(body));

    const local = options.localRoutes?.find((candidate) => candidate.path === url.pathname);
    if (local) {
      if (request.method === "OPTIONS") return send(response, 204, cors, "");
      if (request.method !== local.method) return json(405, { message: "Method not allowed" });
      const token = request.headers.authorization?.replace(/^Bearer\s+/i, "");
      let localClaims: Record<string, string>;
      try {
        if (!token) throw new Error("no token");
        localClaims = Object.fromEntries(
          Object.entries(await verifier.verify(token)).map(([key, value]) => [key, String(value)]),
        );
      } catch {
        return json(401, { message: "Unauthorized" });
      }
      try {
        const read = await readBody(request);
        const text = "body" in read ? read.body : null;
        const answer = await local.handle(localClaims, text ? (JSON.parse(text) as unknown) : null);
        return json(answer.status, answer.body);
      } catch (error) {
        options.log(`${request.method} ${url.pathname} failed: ${String(error)}`);
        return json(400, { message: "Bad request" });
      }
    }
    if (!mounted) return json(404, { message: "Not found" });
    const path = `/${rest.join("/")}`;
    const routes = mounted.api.routes.filter((route) => matchPath(route.path, path) !== null);
    if (request.method === "OPTIONS") {
      return send(response, routes.length ? 204 : 404, cors, "");
    }
    if (routes.length === 0) return json(404, { message: "Not found" });
    const route = routes.find((candidate) => candidate.method === request.method);
    if (!route) return json(405, { message: "Method not allowed" });

    let claims: Record<string, string> | undefined;
    if (route.auth === "cognito") {
      const token = request.headers.authorization?.replace(/^Bearer\s+/i, "");
      if (!token) return json(401, { message: "Unauthorized" });
      try {
        const payload = await verifier.verify(token);
        // API Gateway hands claims to the Lambda as strings.
        claims = Object.fromEntries(Object.entries(payload).map(([key, value]) => [key, String(value)]));
      } catch {
        return json(401, { message: "Unauthorized" });
      }
    }

    let body: string | null;
    try {
      const read = await readBody(request);
      if ("tooLarge" in read) return json(413, { message: "Request too long" });
      body = read.body;
    } catch {
      return json(400, { message: "Bad request" });
    }

    // API Gateway's request validator: after the authorizer, before the function. A body that fails the route's model
    // gets the BAD_REQUEST_BODY gateway response (rest-apis.ts), and the function is not called.
    const model = models.get(route);
    if (model && validatedAsJson(request.headers["content-type"])) {
      const problems = bodyProblems(model, body);
      if (problems.length > 0) {
        options.log(`${apiName} ${route.method} ${route.path}: body refused by its model (${problems.join(", ")})`);
        return send(
          response,
          400,
          { ...cors, "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
          JSON.stringify(gatewayBodyError()),
        );
      }
    }

    const headers: Record<string, string> = {};
    for (const [key, value] of Object.entries(request.headers)) {
      if (typeof value === "string") headers[key] = value;
    }
    const event = {
      resource: route.path,
      path,
      httpMethod: request.method ?? "GET",
      headers,
      multiValueHeaders: {},
      queryStringParameters: url.searchParams.size ? Object.fromEntries(url.searchParams) : null,
      multiValueQueryStringParameters: null,
      pathParameters: matchPath(route.path, path),
      stageVariables: null,
      body,
      isBase64Encoded: false,
      requestContext: {
        authorizer: claims ? { claims } : null,
        httpMethod: request.method ?? "GET",
        path,
        resourcePath: route.path,
        stage: "local",
        requestId: crypto.randomUUID(),
        requestTimeEpoch: Date.now(),
        identity: { sourceIp: request.socket.remoteAddress ?? "127.0.0.1" },
      },
    } as unknown as APIGatewayProxyEvent; // the fields a REST proxy integration sends that handlers read

    try {
      const result = await mounted.handler(event);
      const resultHeaders: Record<string, string> = {};
      for (const [key, value] of Object.entries(result.headers ?? {})) resultHeaders[key] = String(value);
      send(response, result.statusCode, { ...resultHeaders, ...cors }, result.body ?? "");
    } catch (error) {
      options.log(`${apiName} ${request.method} ${path} crashed: ${String(error)}`);
      json(502, { message: "Internal server error" });
    }
  });
  server.on("connection", (socket: Socket) => {
    state.connections.set(socket, { active: 0, served: 0 });
    socket.once("close", () => {
      state.connections.delete(socket);
      state.changed();
    });
  });
  drainStates.set(server, state);
  return server;
}

/** One accepted connection: requests in progress on it and requests it has been answered. */
type Connection = { active: number; served: number };

type DrainState = {
  draining: boolean;
  connections: Map<Socket, Connection>;
  /** Responses not closed yet: a drain marks those whose headers have not gone out `Connection: close`. */
  responses: Set<http.ServerResponse>;
  /** Called when a request ends or a connection closes (the drain looks for connections it can close). */
  changed: () => void;
};

const drainStates = new WeakMap<http.Server, DrainState>();

export type DrainOptions = {
  /** After this long anything still open is cut (and the number of requests cut is logged). */
  graceMs?: number;
  /**
   * How long a connection accepted before the drain, on which no request has arrived yet, gets to send its
   * first one: the client opened it to ask something, and its bytes may be in flight or unread. 5 s: a client on
   * a loaded 2-core machine (the crash test beside a build) can take over a second to write.
   */
  firstRequestMs?: number;
  log?: (line: string) => void;
};

/**
 * Stops the gateway the way a deploy stops a server. The port closes at once (no new connection); every request
 * already received is answered, including one whose body is still arriving, with `Connection: close` if its
 * headers have not gone out yet, and its connection then closes. An idle keep-alive connection (answered, nothing
 * asked since: Node's parser knows) is closed. A connection accepted before the drain on which no request has
 * arrived yet gets `firstRequestMs` to send one (its bytes may be on their way or unread). Only after `graceMs` is
 * anything still open cut. Resolves when every connection is closed.
 *
 * What no server can prevent: a connection the kernel completed in the instant before the port closed, which
 * the process had not accepted yet, is reset by the kernel (Linux resets a listening socket's accept queue when
 * it closes). Its client sees ECONNRESET for a request nothing read, as if refused, and the forms resend it with
 * its key. The port closes in the signal's own callback: closing two turns of the event loop later (to accept what
 * is queued first) was tried and reset more, because the answers sent meanwhile bring new connections.
 */
export function drainGateway(server: http.Server, options: DrainOptions = {}): Promise<void> {
  const { graceMs = 10_000, firstRequestMs = 5_000, log } = options;
  const state = drainStates.get(server);
  if (!state) return new Promise((resolve) => server.close(() => resolve()));
  return new Promise((resolve) => {
    state.draining = true;
    for (const response of state.responses) if (!response.headersSent) response.setHeader("Connection", "close");
    // Keep-alive connections whose last answer went out before the drain (without `Connection: close`), once idle.
    state.changed = () => server.closeIdleConnections();
    const firstRequestTimer = setTimeout(() => {
      for (const [socket, connection] of state.connections) {
        if (connection.active === 0 && connection.served === 0) socket.end(() => socket.destroy());
      }
    }, firstRequestMs);
    const cutTimer = setTimeout(() => {
      const cut = [...state.connections.values()].filter((connection) => connection.active > 0).length;
      if (cut > 0) log?.(`gateway: ${cut} requests still unanswered after ${graceMs} ms were cut`);
      server.closeAllConnections();
    }, graceMs);
    // Closes the port and the idle keep-alive connections. Never closeAllConnections once nothing is in progress:
    // that would also cut a connection accepted whose request has not been read yet.
    server.close(() => {
      clearTimeout(firstRequestTimer);
      clearTimeout(cutTimer);
      resolve();
    });
  });
}
