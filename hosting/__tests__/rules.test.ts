import fs from "node:fs";
import { headersFor, parseHeaderRules, resolve, type HostingRule } from "../rules";
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
    expect(resolve("/area-cliente/documentos/", "", rules, exists)).toEqual({ kind: "file", status: 200, file: "area-cliente/index.html" });
    expect(resolve("/en/area-cliente/x/y/", "", rules, exists)).toEqual({ kind: "file", status: 200, file: "en/area-cliente/index.html" });
    expect(resolve("/area-cliente/criar-conta/", "", rules, exists)).toEqual({ kind: "file", status: 200, file: "area-cliente/criar-conta/index.html" });
  });

  it("has a rewrite for every client-only route in every language, and keeps its sub-pages", () => {
    for (const route of routes.filter((r) => r.clientOnly)) {
      const children = routes.filter((r) => r.path !== route.path && r.path.startsWith(route.path));
      for (const language of languages) {
        const base = localizePath(route.path, language);
        expect(rules.some((rule) => rule.source === `${base}<*>` && rule.status === "200"), base).toBe(true);
        for (const child of children) {
          const path = localizePath(child.path, language);
          expect(rules.some((rule) => rule.source === path && rule.target === `${path}index.html`), path).toBe(true);
        }
      }
    }
  });

  it("refuses path traversal", () => {
    expect(resolve("/../package.json", "", rules, exists)).toEqual({ kind: "file", status: 404, file: "404.html" });
    expect(resolve("/%2e%2e/package.json", "", rules, exists)).toEqual({ kind: "file", status: 404, file: "404.html" });
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
