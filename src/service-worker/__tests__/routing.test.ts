import fs from "node:fs";
import {
  compilationHashOfHtml,
  decide,
  isStalePage,
  languageOfPath,
  offlinePagePath,
  type RequestKind,
} from "../routing";
import { headersFor, parseHeaderRules } from "../../../hosting/rules";

const origin = "https://www.circulare.com.br";
const navigate: RequestKind = { method: "GET", mode: "navigate", destination: "document" };
const script: RequestKind = { method: "GET", mode: "no-cors", destination: "script" };
const fetchJson: RequestKind = { method: "GET", mode: "cors", destination: "" };
const image: RequestKind = { method: "GET", mode: "no-cors", destination: "image" };
const at = (path: string, kind: RequestKind, base = origin) => decide(new URL(path, base), kind, origin);

describe("the service worker's routing decisions", () => {
  it("serves content-hashed build files from the cache first", () => {
    expect(at("/app-17dce76db6966159411a.js", script)).toBe("asset");
    expect(at("/component---src-pages-g2-tsx-6054e09689c378c2adbb.js", script)).toBe("asset");
    expect(at("/41577f77a44c3583989d0337f0efd4a8532acc2d-d1611c7ab08321bad530.js", script)).toBe("asset");
    expect(at("/styles.27f90383f0f48d7e1c36.css", { ...script, destination: "style" })).toBe("asset");
    expect(at("/static/0150be4bc50ea76e800bf9b02560f502/doc.pdf", fetchJson)).toBe("asset");
  });

  it("leaves files without a content hash to the network (they can change under the same name)", () => {
    expect(at("/service-worker.js", script)).toBe("network");
    expect(at("/pagefind/pagefind.js", script)).toBe("network");
    expect(at("/app.js", script)).toBe("network");
    expect(at("/manifest.webmanifest", fetchJson)).toBe("network");
    expect(at("/robots.txt", fetchJson)).toBe("network");
  });

  it("gets pages and page data from the network first", () => {
    expect(at("/", navigate)).toBe("page");
    expect(at("/en/nossa-essencia/", navigate)).toBe("page");
    expect(at("/blog/o-que-e-oluc/?utm_source=x", navigate)).toBe("page");
    // Asked for by address (the page warms the cache with its own URL): still a page.
    expect(at("/g2/", fetchJson)).toBe("page");
    expect(at("/page-data/g2/page-data.json", fetchJson)).toBe("page-data");
    expect(at("/page-data/app-data.json", fetchJson)).toBe("page-data");
    expect(at("/page-data/sq/d/2198687454.json", fetchJson)).toBe("page-data");
  });

  it("keeps images fresh in the background from a capped cache", () => {
    expect(at("/icons/icon-192x192.png", image)).toBe("image");
    expect(at("/favicon.svg", image)).toBe("image");
    expect(at("/static/abc/cover.jpg", image)).toBe("image");
    expect(at("/og-image.png", fetchJson)).toBe("image");
  });

  it("never stores the customer area, the CMS, the backend configuration or any API answer", () => {
    for (const path of [
      "/area-cliente/",
      "/area-cliente/documentos/",
      "/en/area-cliente/",
      "/es/area-cliente/criar-conta/",
      "/admin/",
      "/admin/config.yml",
    ]) {
      expect(at(path, navigate), path).toBe("private-page");
      expect(at(path, fetchJson), path).toBe("network");
    }
    expect(at("/page-data/area-cliente/page-data.json", fetchJson)).toBe("network");
    expect(at("/page-data/en/area-cliente/criar-conta/page-data.json", fetchJson)).toBe("network");
    expect(at("/amplify_outputs.json", fetchJson)).toBe("network");
    expect(at("/__local/credentials", fetchJson)).toBe("network");
    expect(at("/__third-party-proxy?url=x", fetchJson)).toBe("network");
    // The API, Cognito and S3 are other origins; locally the emulators are other ports.
    expect(at("https://abc123.execute-api.us-east-1.amazonaws.com/prod/requests", fetchJson)).toBe("network");
    expect(at("http://localhost:4010/requests/", fetchJson, "http://localhost:4010")).toBe("network");
    expect(at("https://cognito-idp.us-east-1.amazonaws.com/", fetchJson)).toBe("network");
    expect(at("https://bucket.s3.us-east-1.amazonaws.com/x.png", image)).toBe("network");
    // Only GET: a form's POST to the site itself is never touched.
    expect(at("/solicite-sua-coleta/", { ...fetchJson, method: "POST" })).toBe("network");
  });

  it("a path that merely starts like a private one is not private", () => {
    expect(at("/area-clientela/", navigate)).toBe("page");
    expect(at("/administracao/", navigate)).toBe("page");
  });

  it("finds the visitor's language from the path, for the offline page", () => {
    expect(languageOfPath("/")).toBe("pt");
    expect(languageOfPath("/g2/")).toBe("pt");
    expect(languageOfPath("/en/")).toBe("en");
    expect(languageOfPath("/es/nossa-essencia/")).toBe("es");
    expect(languageOfPath("/english/")).toBe("pt");
    expect(offlinePagePath("pt")).toBe("/offline/");
    expect(offlinePagePath("en")).toBe("/en/offline/");
    expect(offlinePagePath("es")).toBe("/es/offline/");
  });
});

describe("the worker's own file on the server", () => {
  const rules = parseHeaderRules(fs.readFileSync("customHttp.yml", "utf8"));
  it("is always revalidated (no-cache), unlike the other scripts", () => {
    expect(headersFor("service-worker.js", rules)["Cache-Control"]).toBe("no-cache");
    expect(headersFor("app-17dce76db6966159411a.js", rules)["Cache-Control"]).toContain("immutable");
  });
  it("may run under the site's policy (worker-src 'self')", () => {
    expect(headersFor("index.html", rules)["Content-Security-Policy"]).toMatch(/worker-src 'self'/);
  });
});

describe("pages of another build", () => {
  it("reads the build of a page from its HTML, as built and as Gatsby writes it", () => {
    const hardened =
      '<script type="application/json" data-window-globals="">{"___webpackCompilationHash":"31201a6a3700bb0a4958"}</script>';
    expect(compilationHashOfHtml(hardened)).toBe("31201a6a3700bb0a4958");
    expect(compilationHashOfHtml('<script>window.___webpackCompilationHash="abcdef0123456789";</script>')).toBe(
      "abcdef0123456789",
    );
    expect(compilationHashOfHtml("<html><body>no Gatsby here</body></html>")).toBeNull();
  });

  it("drops a cached page once the site's data names another build, and keeps one of the same build", () => {
    expect(isStalePage("31201a6a3700bb0a4958", "31201a6a3700bb0a4958")).toBe(false);
    expect(isStalePage("31201a6a3700bb0a4958", "0123456789abcdef0123")).toBe(true);
    expect(isStalePage(null, "0123456789abcdef0123")).toBe(true);
  });
});
