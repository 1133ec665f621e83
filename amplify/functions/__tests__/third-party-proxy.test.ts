// @vitest-environment node
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { handler } from "../third-party-proxy/handler";
import { PROXY_LIMITS, proxyThirdParty } from "../third-party-proxy/proxy";

/** A vendor on localhost: records what it receives, answers per path. */
let server: http.Server;
let origin = "";
const received: http.IncomingHttpHeaders[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    received.push(request.headers);
    const path = request.url ?? "/";
    if (path === "/script.js") {
      response
        .writeHead(200, { "Content-Type": "text/javascript", "Set-Cookie": "vendor=1; Path=/", "X-Vendor": "yes" })
        .end("console.log(1)");
    } else if (path === "/big-declared.js") {
      response
        .writeHead(200, { "Content-Type": "text/javascript", "Content-Length": String(2000) })
        .end("x".repeat(2000));
    } else if (path === "/big-streamed.js") {
      response.writeHead(200, { "Content-Type": "text/javascript" });
      response.write("x".repeat(600));
      response.write("x".repeat(600));
      response.end();
    } else if (path === "/stall.js") {
      // Never answers within the test's limit.
      setTimeout(() => response.end("late"), 2000).unref();
    } else if (path === "/away.js") {
      response.writeHead(302, { Location: "https://evil.example/x.js" }).end();
    } else if (path === "/hop.js") {
      response.writeHead(302, { Location: "/script.js" }).end();
    } else {
      response.writeHead(404).end("no");
    }
  });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const options = () => ({ allowedOrigins: new Set([origin]), maxBytes: 1000, timeoutMs: 300 });
const body = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe("/__third-party-proxy", () => {
  it("answers 405 to anything but GET", async () => {
    for (const method of ["POST", "PUT", "DELETE", "HEAD", "OPTIONS"]) {
      const answer = await proxyThirdParty({ method, url: `${origin}/script.js` }, options());
      expect(answer.status, method).toBe(405);
      expect(answer.headers.Allow).toBe("GET");
    }
  });

  it("answers 400 to anything that is not an absolute http(s) URL", async () => {
    for (const url of [
      undefined,
      "",
      "script.js",
      "/script.js",
      "javascript:alert(1)",
      "data:text/javascript,1",
      "file:///etc/passwd",
      "ftp://x.example/a",
      "https://user:pw@vlibras.gov.br/a.js",
      "http://",
    ]) {
      expect((await proxyThirdParty({ method: "GET", url }, options())).status, String(url)).toBe(400);
    }
  });

  it("answers 403 to hosts the configuration does not list", async () => {
    const defaults = await proxyThirdParty({ method: "GET", url: "https://evil.example/x.js" });
    expect(defaults.status).toBe(403);
    expect((await proxyThirdParty({ method: "GET", url: "http://www.googletagmanager.com/gtm.js" })).status).toBe(403);
    expect(
      (await proxyThirdParty({ method: "GET", url: "https://www.googletagmanager.com.evil.example/gtm.js" })).status,
    ).toBe(403);
    expect((await proxyThirdParty({ method: "GET", url: "https://vlibras.gov.br:8443/x.js" })).status).toBe(403);
  });

  it("passes the script with its type, no cookies either way, cacheable for 5 minutes and inert as a page", async () => {
    received.length = 0;
    const answer = await proxyThirdParty({ method: "GET", url: `${origin}/script.js` }, options());
    expect(answer.status).toBe(200);
    expect(body(answer.body)).toBe("console.log(1)");
    expect(answer.headers).toEqual({
      "Content-Type": "text/javascript",
      "Cache-Control": "public, max-age=300",
      "Content-Security-Policy": "sandbox; default-src 'none'",
      "X-Content-Type-Options": "nosniff",
    });
    expect(received[0]?.cookie).toBeUndefined();
    expect(received[0]?.authorization).toBeUndefined();
  });

  it("refuses a response over the size limit, declared or streamed", async () => {
    expect(PROXY_LIMITS.maxBytes).toBe(2 * 1024 * 1024);
    for (const path of ["/big-declared.js", "/big-streamed.js"]) {
      const answer = await proxyThirdParty({ method: "GET", url: `${origin}${path}` }, options());
      expect(answer.status, path).toBe(502);
      expect(body(answer.body)).toMatch(/over 1000 bytes/);
      expect(answer.headers["Cache-Control"]).toBe("no-store");
    }
  });

  it("gives up at the time limit with 504", async () => {
    const started = Date.now();
    const answer = await proxyThirdParty({ method: "GET", url: `${origin}/stall.js` }, options());
    expect(answer.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("follows redirects only to listed hosts", async () => {
    expect((await proxyThirdParty({ method: "GET", url: `${origin}/away.js` }, options())).status).toBe(502);
    const hop = await proxyThirdParty({ method: "GET", url: `${origin}/hop.js` }, options());
    expect(hop.status).toBe(200);
    expect(body(hop.body)).toBe("console.log(1)");
  });

  it("maps a vendor's error to 502, uncached", async () => {
    const answer = await proxyThirdParty({ method: "GET", url: `${origin}/missing.js` }, options());
    expect(answer.status).toBe(502);
    expect(answer.headers["Cache-Control"]).toBe("no-store");
  });
});

describe("the Lambda (function URL event)", () => {
  const event = (method: string, url?: string) =>
    ({
      requestContext: { http: { method } },
      queryStringParameters: url === undefined ? undefined : { url },
      cookies: ["session=secret"],
    }) as unknown as APIGatewayProxyEventV2;

  it("answers with the same rules and no cookies", async () => {
    const forbidden = await handler(event("GET", "https://evil.example/x.js"));
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.isBase64Encoded).toBe(true);
    expect(Buffer.from(String(forbidden.body), "base64").toString()).toMatch(/not a configured third party/);
    expect(forbidden.cookies).toBeUndefined();
    expect((await handler(event("POST", "https://vlibras.gov.br/app/vlibras-plugin.js"))).statusCode).toBe(405);
    expect((await handler(event("GET"))).statusCode).toBe(400);
  });
});
