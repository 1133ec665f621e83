import fs from "node:fs";
import { headersFor, isLocalLocation, parseHeaderRules, resolve, type HostingRule } from "../rules";
import { routes } from "../../src/config/routes";
import { languages } from "../../src/config/languages";
import { localizePath } from "../../src/i18n/paths";

const rules = JSON.parse(fs.readFileSync("hosting/redirects.json", "utf8")) as HostingRule[];
const headerRules = parseHeaderRules(fs.readFileSync("customHttp.yml", "utf8"));
const files = new Set([
  "index.html",
  "404.html",
  "g2/index.html",
  "en/g2/index.html",
  "en/404/index.html",
  "es/404/index.html",
  "area-cliente/index.html",
  "area-cliente/criar-conta/index.html",
  "en/area-cliente/index.html",
  "app-123.js",
]);
const exists = (file: string) => files.has(file);

describe("hosting rules (Amplify semantics)", () => {
  it("redirects /pt/ paths to the root with 301, query kept", () => {
    expect(resolve("/pt/g2/", "?x=1", rules, exists)).toEqual({ kind: "redirect", status: 301, location: "/g2/?x=1" });
    expect(resolve("/pt", "", rules, exists)).toEqual({ kind: "redirect", status: 301, location: "/" });
    expect(resolve("/pt/", "", rules, exists)).toEqual({ kind: "redirect", status: 301, location: "/" });
  });

  it("serves existing pages and adds the trailing slash", () => {
    expect(resolve("/g2/", "", rules, exists)).toEqual({ kind: "file", status: 200, file: "g2/index.html" });
    expect(resolve("/g2", "", rules, exists)).toEqual({ kind: "slash", location: "/g2/" });
    expect(resolve("/app-123.js", "", rules, exists)).toEqual({ kind: "file", status: 200, file: "app-123.js" });
  });

  it("answers 404 with the language's own 404 page", () => {
    expect(resolve("/en/nope/", "", rules, exists)).toEqual({ kind: "file", status: 404, file: "en/404/index.html" });
    expect(resolve("/es/nope/", "", rules, exists)).toEqual({ kind: "file", status: 404, file: "es/404/index.html" });
    expect(resolve("/nope/", "", rules, exists)).toEqual({ kind: "file", status: 404, file: "404.html" });
  });

  it("rewrites the customer area's client-only paths, keeping its real pages", () => {
    expect(resolve("/area-cliente/documentos/", "", rules, exists)).toEqual({
      kind: "file",
      status: 200,
      file: "area-cliente/index.html",
    });
    expect(resolve("/en/area-cliente/x/y/", "", rules, exists)).toEqual({
      kind: "file",
      status: 200,
      file: "en/area-cliente/index.html",
    });
    expect(resolve("/area-cliente/criar-conta/", "", rules, exists)).toEqual({
      kind: "file",
      status: 200,
      file: "area-cliente/criar-conta/index.html",
    });
  });

  it("has a rewrite for every client-only route in every language, and keeps its sub-pages", () => {
    for (const route of routes.filter((r) => r.clientOnly)) {
      const children = routes.filter((r) => r.path !== route.path && r.path.startsWith(route.path));
      for (const language of languages) {
        const base = localizePath(route.path, language);
        expect(
          rules.some((rule) => rule.source === `${base}<*>` && rule.status === "200"),
          base,
        ).toBe(true);
        for (const child of children) {
          const path = localizePath(child.path, language);
          expect(
            rules.some((rule) => rule.source === path && rule.target === `${path}index.html`),
            path,
          ).toBe(true);
        }
      }
    }
  });

  it("refuses path traversal", () => {
    expect(resolve("/../package.json", "", rules, exists)).toEqual({ kind: "file", status: 404, file: "404.html" });
    expect(resolve("/%2e%2e/package.json", "", rules, exists)).toEqual({ kind: "file", status: 404, file: "404.html" });
  });
});

/** Tails that, pasted after a redirect's prefix, would make a Location that leaves the site if copied as they are. */
const hostileTails = [
  "/evil.example",
  "//evil.example",
  "/evil.example/x/?y",
  "\\evil.example",
  "/\\evil.example",
  "\\/evil.example",
  "%2F%2Fevil.example",
  "%2f%2fevil.example",
  "%2Fevil.example",
  "%5Cevil.example",
  "%5c%5cevil.example",
  "%2F%5Cevil.example",
  "%09/evil.example",
  "%0A/evil.example",
  "%0d%0a/evil.example",
];

/** Every way a hostile tail can reach a rule: as sent, and decoded (in case the host matches decoded paths). */
function hostilePaths(prefix: string): string[] {
  return hostileTails.flatMap((tail) => [`${prefix}${tail}`, `${prefix}${decodeURIComponent(tail)}`]);
}

/** What Amplify does with a path from hosting/redirects.json alone: the first rule that matches decides. */
function firstRule(pathname: string): HostingRule | undefined {
  return rules.find((rule) => {
    const source = rule.source.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/<\*>/g, "(.*)");
    return new RegExp(`^${source}$`).test(pathname);
  });
}

describe("redirects never leave the site", () => {
  const redirects = rules.filter((rule) => rule.status === "301" || rule.status === "302");
  const prefixes = redirects
    .filter((rule) => rule.source.includes("<*>"))
    .map((rule) => rule.source.replace("<*>", ""));

  it("has redirect rules with a wildcard to attack", () => {
    expect(prefixes).toContain("/pt/");
  });

  it.each(prefixes)("hosting/redirects.json alone sends no hostile path after %s to a redirect", (prefix) => {
    for (const pathname of hostilePaths(prefix)) {
      const rule = firstRule(pathname);
      if (rule?.status !== "301" && rule?.status !== "302") continue;
      const location = rule.target.replace("<*>", pathname.slice(prefix.length));
      expect(isLocalLocation(location), `${pathname} → ${location}`).toBe(true);
    }
  });

  it.each(["/pt", "/en", "/es", "/area-cliente", "/en/area-cliente", ""])(
    "the engine answers hostile paths after %s/ without a foreign Location",
    (base) => {
      for (const pathname of hostilePaths(`${base}/`)) {
        const answer = resolve(pathname, "", rules, exists);
        if (answer.kind === "redirect" || answer.kind === "slash") {
          expect(answer.location, pathname).toMatch(/^\/(?![/\\])/);
          expect(isLocalLocation(answer.location), pathname).toBe(true);
        }
      }
      expect(resolve(`${base}//evil.example`, "", rules, exists)).not.toMatchObject({ kind: "redirect" });
    },
  );

  it("answers /pt//evil.example and its disguises with the 404 page", () => {
    for (const pathname of [
      "/pt//evil.example",
      "/pt/%2F%2Fevil.example",
      "/pt/\\evil.example",
      "/pt/%5Cevil.example",
    ]) {
      expect(resolve(pathname, "", rules, exists), pathname).toEqual({ kind: "file", status: 404, file: "404.html" });
    }
    // A control character in a path is a malformed request before any rule is read.
    expect(resolve("/pt/%09/evil.example", "", rules, exists)).toEqual({ kind: "bad-request" });
    expect(resolve("/en//evil", "", rules, exists)).toEqual({ kind: "file", status: 404, file: "en/404/index.html" });
  });

  it("the engine refuses a foreign Location even when a rule would make one", () => {
    const naive: HostingRule[] = [
      { source: "/go/<*>", target: "/<*>", status: "302" },
      { source: "/<*>", target: "/404.html", status: "404-200" },
    ];
    for (const pathname of hostilePaths("/go/")) {
      const answer = resolve(pathname, "", naive, exists);
      const location = `/${pathname.slice(4)}`;
      if (/[\t\n\r]|%0[9ad]/i.test(pathname)) expect(answer, pathname).toEqual({ kind: "bad-request" });
      else if (isLocalLocation(location)) expect(answer, pathname).toEqual({ kind: "redirect", status: 302, location });
      else expect(answer, pathname).toEqual({ kind: "file", status: 404, file: "404.html" });
    }
    expect(resolve("/go//evil.example", "", naive, exists)).toEqual({ kind: "file", status: 404, file: "404.html" });
    expect(resolve("/go/ok/", "?a=1", naive, exists)).toEqual({ kind: "redirect", status: 302, location: "/ok/?a=1" });
  });

  it("tells a local Location from a foreign one", () => {
    for (const local of ["/", "/g2/", "/%2e%2e/", "/a//b", "/en/blog/?q=%2F%2Fx"])
      expect(isLocalLocation(local), local).toBe(true);
    for (const foreign of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example/",
      "evil.example",
      "/%2F/evil.example",
      "/%5Cevil",
      "/\t/evil.example",
      "/%0a/evil",
      "/%ff",
    ]) {
      expect(isLocalLocation(foreign), foreign).toBe(false);
    }
  });

  it("adds the trailing slash only on this site", () => {
    expect(resolve("//g2", "", rules, exists)).toEqual({ kind: "slash", location: "/g2/" });
    expect(resolve("/%2Fg2", "", rules, exists)).toEqual({ kind: "file", status: 404, file: "404.html" });
  });
});

describe("malformed requests", () => {
  it.each([
    ["/%ff", ""],
    ["/%", ""],
    ["/%zz/", ""],
    ["/blog/%e2%82", ""],
    ["/%c0%af", ""],
    ["/en/%ff/", ""],
    ["/pt/%ff", ""],
    ["/area-cliente/%ff", ""],
    ["/a%00b/", ""],
    ["/%00", ""],
    ["/x%0d%0aSet-Cookie:%20a=b", ""],
    ["/", "?q=%ff"],
    ["/blog/", "?a=1&b=%"],
  ])("%s%s answers 400", (pathname, search) => {
    expect(resolve(pathname, search, rules, exists)).toEqual({ kind: "bad-request" });
  });

  it("keeps well-formed encodings", () => {
    expect(resolve("/g2/", "?q=%C3%A7%20x&r=a+b", rules, exists)).toEqual({
      kind: "file",
      status: 200,
      file: "g2/index.html",
    });
    expect(resolve("/%67%32/", "", rules, exists)).toEqual({ kind: "file", status: 200, file: "g2/index.html" });
    expect(resolve("/%C3%A7/", "", rules, exists)).toEqual({ kind: "file", status: 404, file: "404.html" });
  });
});

describe("response headers (customHttp.yml)", () => {
  it("sends the security headers on every response", () => {
    const headers = headersFor("g2/index.html", headerRules);
    expect(headers["Strict-Transport-Security"]).toMatch(/max-age=\d{8,}/);
    expect(headers["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
    expect(headers["Content-Security-Policy"]).toContain("default-src 'self'");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["Permissions-Policy"]).toContain("camera=()");
  });

  it("caches hashed assets for a year and revalidates documents", () => {
    expect(headersFor("app-123.js", headerRules)["Cache-Control"]).toContain("immutable");
    expect(headersFor("static/abc/logo.png", headerRules)["Cache-Control"]).toContain("immutable");
    expect(headersFor("index.html", headerRules)["Cache-Control"]).toContain("must-revalidate");
    expect(headersFor("page-data/g2/page-data.json", headerRules)["Cache-Control"]).toContain("must-revalidate");
  });
});

describe("the third-party proxy's rewrite", () => {
  it("sends /__third-party-proxy, query and all, to the proxy's origin before any 404 rule", () => {
    const exists = () => false;
    expect(resolve("/__third-party-proxy", "?url=https%3A%2F%2Fx", rules, exists)).toEqual({
      kind: "proxy",
      target: "https://third-party-proxy.invalid/?url=https%3A%2F%2Fx",
    });
    expect(resolve("/__third-party-proxy/", "", rules, exists)).toEqual({
      kind: "file",
      status: 404,
      file: "404.html",
    });
  });
});
