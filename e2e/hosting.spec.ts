import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { expect, test, type Page } from "./test";
import { posts } from "./blog-content";
import { strings } from "./content";
import { createCustomer, signIn, uniqueEmail } from "./local-backend";
import { localizePath } from "../src/i18n/paths";
import { languages } from "../src/config/languages";

/**
 * The served build as production serves it (scripts/serve.ts with hosting/redirects.json and customHttp.yml):
 * redirects that never leave the site, 400 for malformed requests (and a server that survives them), a CSP
 * without 'unsafe-inline' under which every page runs with no violation, the CMS's opener policy, and no
 * source maps.
 */

type Answer = { status: number; location?: string };

/** One request with the path exactly as written (no client normalizing `\` or `//`), no redirect followed. */
function rawGet(baseURL: string, target: string): Promise<Answer> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: hostname, port, path: target, method: "GET" }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, location: response.headers.location });
    });
    request.on("error", reject);
    request.end();
  });
}

/** A request line written byte by byte (for what http.request refuses to send, such as a raw NUL). */
function rawRequestLine(baseURL: string, line: string): Promise<string> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () =>
      socket.end(`${line}\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
    );
    let received = "";
    socket.on("data", (chunk) => (received += chunk.toString("latin1")));
    socket.on("end", () => resolve(received.split("\r\n")[0] ?? ""));
    socket.on("error", reject);
  });
}

test.describe("redirects stay on the site", () => {
  const hostile = [
    "/pt//evil.example",
    "/pt//evil.example/",
    "/pt/%2F%2Fevil.example",
    "/pt/%2f%2fevil.example",
    "/pt/\\evil.example",
    "/pt/\\\\evil.example",
    "/pt/%5Cevil.example",
    "/pt/%5C%5Cevil.example",
    "/pt/%09/evil.example",
    "/pt/https://evil.example/",
    "/en//evil",
    "/es//evil.example",
    "/en/area-cliente//evil.example",
    "//evil.example",
    "//evil.example/",
    "///evil.example/",
    "/\\evil.example",
    "/blog//evil.example",
  ];

  for (const target of hostile) {
    test(`${target} never answers with a Location off the site`, async ({ baseURL }) => {
      const answer = await rawGet(baseURL!, target);
      if (answer.location !== undefined) {
        expect(answer.location, `${target} → ${answer.status} ${answer.location}`).toMatch(/^\/(?![/\\])/);
        expect(decodeURIComponent(answer.location).replace(/[\t\n\r]/g, "")).toMatch(/^\/(?![/\\])/);
        expect(new URL(answer.location, "https://www.circulare.com.br/").origin).toBe("https://www.circulare.com.br");
      }
    });
  }

  test("/pt//evil.example and /en//evil get the 404 page; /pt/ paths still redirect", async ({ baseURL }) => {
    expect(await rawGet(baseURL!, "/pt//evil.example")).toEqual({ status: 404, location: undefined });
    expect(await rawGet(baseURL!, "/pt/%2F%2Fevil.example")).toEqual({ status: 404, location: undefined });
    expect(await rawGet(baseURL!, "/pt/\\evil.example")).toEqual({ status: 404, location: undefined });
    expect(await rawGet(baseURL!, "/en//evil")).toEqual({ status: 404, location: undefined });
    expect(await rawGet(baseURL!, "/pt/blog/?a=1")).toEqual({ status: 301, location: "/blog/?a=1" });
    expect(await rawGet(baseURL!, "/pt")).toEqual({ status: 301, location: "/" });
  });
});

test.describe("malformed requests", () => {
  const malformed = [
    "/%ff",
    "/%",
    "/%zz/",
    "/blog/%e2%82/",
    "/%c0%af",
    "/en/%ff/",
    "/pt/%ff",
    "/area-cliente/%ff",
    "/%00",
    "/a%00b/",
    "/x%0d%0a",
    "/?q=%ff",
    "/blog/?a=%",
  ];

  test("answer 400, and the server keeps serving", async ({ baseURL }) => {
    for (const target of malformed) {
      expect((await rawGet(baseURL!, target)).status, target).toBe(400);
      expect((await rawGet(baseURL!, "/")).status, `after ${target}`).toBe(200);
    }
    expect(await rawRequestLine(baseURL!, "GET /a\u0000b HTTP/1.1")).toMatch(/^HTTP\/1\.1 400/);
    expect(await rawRequestLine(baseURL!, "GET http://evil.example/ HTTP/1.1")).toMatch(/^HTTP\/1\.1 400/);
    expect((await rawGet(baseURL!, "/")).status).toBe(200);
  });
});

type Violation = { directive: string; blocked: string; source: string; page: string };

/** Records CSP violations (the event, and Chromium's console report) from the first script of every page on. */
async function watchViolations(page: Page): Promise<() => Promise<Violation[]>> {
  const reported: Violation[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text()))
      reported.push({ directive: "console", blocked: message.text(), source: "", page: page.url() });
  });
  page.on("pageerror", (error) => {
    if (/Content Security Policy|unsafe-eval|EvalError/i.test(String(error)))
      reported.push({ directive: "pageerror", blocked: String(error), source: "", page: page.url() });
  });
  await page.addInitScript(() => {
    const store: Record<string, string>[] = [];
    (window as unknown as { cspViolations: Record<string, string>[] }).cspViolations = store;
    document.addEventListener("securitypolicyviolation", (event) => {
      store.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: event.sample || `${event.sourceFile}:${event.lineNumber}`,
        page: location.href,
      });
    });
  });
  const collect = async () => {
    const fromPage = await page.evaluate(
      () => (window as unknown as { cspViolations?: Violation[] }).cspViolations ?? [],
    );
    reported.push(...fromPage);
    return reported;
  };
  return collect;
}

test.describe("Content-Security-Policy", () => {
  test("the header has no 'unsafe-inline' in script-src, on pages and in the CMS", async ({ request }) => {
    for (const target of [
      "/",
      "/en/",
      "/es/blog/",
      "/login/",
      "/area-cliente/documentos/",
      "/nao-existe/",
      "/admin/",
    ]) {
      const policy = (await request.get(target)).headers()["content-security-policy"] ?? "";
      const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1] ?? "";
      expect(scriptSrc, target).not.toBe("");
      expect(scriptSrc, target).not.toContain("'unsafe-inline'");
    }
  });

  for (const language of languages) {
    test(`${language}: home, a post, the 404 page and /login/ run with zero CSP violations`, async ({ page }) => {
      const violations = await watchViolations(page);
      const post = posts(language)[0];
      expect(post, `a post in ${language}`).toBeTruthy();
      const paths = ["/", `/blog/${post!.slug}/`, "/login/", "/nao-existe/"].map((target) =>
        localizePath(target, language),
      );
      for (const target of paths) {
        await page.goto(target);
        // Gatsby's runtime read its globals (from the data blocks) and hydrated the page.
        expect(
          await page.evaluate(() => typeof (window as unknown as { ___chunkMapping?: unknown }).___chunkMapping),
          target,
        ).toBe("string");
        expect(await violations(), target).toEqual([]);
      }
      // A client-side navigation loads the next page's chunk through the chunk mapping.
      await page.goto(localizePath("/", language));
      const contact = localizePath("/fale-com-a-gente/", language);
      await page.locator(`main a[href="${contact}"], footer a[href="${contact}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${contact}$`));
      expect(await violations()).toEqual([]);
    });
  }

  test("the customer area, signed in, talks to its backend with zero CSP violations", async ({ page }) => {
    test.setTimeout(60_000);
    const t = strings("pt", "conta");
    const email = uniqueEmail("csp");
    await createCustomer(email, "Circulare-2026x", "Clara Souza");
    const violations = await watchViolations(page);
    await page.goto("/area-cliente/documentos/");
    await expect(page).toHaveURL(/\/login\/\?next=/);
    await signIn(page, t, email, "Circulare-2026x");
    await expect(page).toHaveURL(/\/area-cliente\/documentos\/$/);
    await expect(page.getByText(t.documents.empty ?? "")).toBeVisible();
    for (const target of ["/area-cliente/", "/area-cliente/perfil/"]) {
      await page.goto(target);
      await expect(page).toHaveURL(new RegExp(`${target}$`));
    }
    expect(await violations()).toEqual([]);
  });
});

test("the CMS may hand its OAuth popup's token back: /admin/ opens popups with their opener", async ({ request }) => {
  expect((await request.get("/admin/")).headers()["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
  expect((await request.get("/")).headers()["cross-origin-opener-policy"]).toBe("same-origin");
});

test("no source map is published", async ({ request }) => {
  const published: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".map")) published.push(full);
      else if (/\.(m?js|css)$/.test(entry.name) && /sourceMappingURL=/.test(fs.readFileSync(full, "utf8")))
        published.push(`${full} (sourceMappingURL)`);
    }
  };
  walk("public");
  expect(published).toEqual([]);
  const html = await (await request.get("/")).text();
  const scripts = [...html.matchAll(/<script src="([^"]+\.js)"/g)].map((match) => match[1]!);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect((await request.get(`${script}.map`)).status(), `${script}.map`).toBe(404);
    expect(await (await request.get(script)).text(), script).not.toMatch(/sourceMappingURL=/);
  }
});
