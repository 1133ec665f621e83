import fs from "node:fs";
import { JSDOM } from "jsdom";
import {
  blockedInlineScripts,
  cspHash,
  directive,
  globalsLoader,
  inlineScripts,
  moveGlobalsIntoData,
  windowGlobals,
} from "../inline-scripts";
import { headersFor, parseHeaderRules } from "../rules";
import { languageRedirectScript } from "../../src/i18n/redirect-script";
import { consentDefaultScript } from "../../src/config/consent-mode";

const headerRules = parseHeaderRules(fs.readFileSync("customHttp.yml", "utf8"));
const sitePolicy = headersFor("index.html", headerRules)["Content-Security-Policy"] ?? "";

/** The end of a built page's <body> as Gatsby writes it (the `_gatsby-scripts` slice stitched in). */
function gatsbyPage(pagePath: string): string {
  return (
    `<!DOCTYPE html><html lang="pt-BR"><head><script id="language-redirect">${languageRedirectScript()}</script>` +
    '<script type="application/ld+json">{"@type":"Organization","name":"x</script"}</script></head><body>' +
    `<div id="___gatsby"></div><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/</script>` +
    '<!-- slice-start id="_gatsby-scripts-1" -->\n          <script\n            id="gatsby-chunk-mapping"\n          >\n' +
    '            window.___chunkMapping="{\\"app\\":[\\"/app-1.js\\"],\\"component---a\\":[\\"/a-2.js\\"]}";\n          </script>\n' +
    '        <script>window.___webpackCompilationHash="1519913f12703b4269b2";</script><script src="/webpack-runtime-1.js" async></script>' +
    '<!-- slice-end id="_gatsby-scripts-1" --></body></html>'
  );
}

/** Runs a page's inline scripts in jsdom (no network) and reads the globals Gatsby's runtime needs. */
function globalsAfterRunning(html: string) {
  const dom = new JSDOM(html.replace(/<script id="language-redirect">[\s\S]*?<\/script>/, ""), {
    runScripts: "dangerously",
  });
  const window = dom.window as unknown as Record<string, unknown>;
  return { pagePath: window.pagePath, chunkMapping: window.___chunkMapping, hash: window.___webpackCompilationHash };
}

describe("Gatsby's globals out of inline scripts", () => {
  it("reads Gatsby's global assignments, and nothing else", () => {
    expect(windowGlobals('/*<![CDATA[*/window.pagePath="/en/blog/";/*]]>*/')).toEqual({ pagePath: "/en/blog/" });
    expect(windowGlobals('\n window.a="x\\"y";window.b="2"; ')).toEqual({ a: 'x"y', b: "2" });
    expect(windowGlobals('window.a="x";alert(1)')).toBeNull();
    expect(windowGlobals("window.a=location.hash;")).toBeNull();
    expect(windowGlobals("")).toBeNull();
    expect(windowGlobals(globalsLoader)).toBeNull();
  });

  it("leaves the page's globals exactly as Gatsby's scripts set them", () => {
    const page = gatsbyPage("/area-cliente/documentos/");
    const hardened = moveGlobalsIntoData(page);
    expect(hardened).not.toBe(page);
    expect(globalsAfterRunning(hardened)).toEqual(globalsAfterRunning(page));
    expect(globalsAfterRunning(hardened)).toEqual({
      pagePath: "/area-cliente/documentos/",
      chunkMapping: '{"app":["/app-1.js"],"component---a":["/a-2.js"]}',
      hash: "1519913f12703b4269b2",
    });
    expect(moveGlobalsIntoData(hardened)).toBe(hardened);
  });

  it("keeps a path that would close the script element inside the data", () => {
    // A value that is harmless escaped inside a JS string, and must stay escaped inside the JSON data block.
    const page = gatsbyPage("/x/").replace('"/x/"', '"/x/\\u003c/script>\\u003cscript>alert(1)\\u003c/script>/"');
    expect(globalsAfterRunning(page).pagePath).toBe("/x/</script><script>alert(1)</script>/");
    const hardened = moveGlobalsIntoData(page);
    expect(globalsAfterRunning(hardened).pagePath).toBe("/x/</script><script>alert(1)</script>/");
    expect(inlineScripts(hardened).map((script) => script.text)).not.toContain("alert(1)");
  });

  it("leaves pages of different paths and builds with the same inline scripts", () => {
    const texts = (html: string) => inlineScripts(moveGlobalsIntoData(html)).map((script) => script.text);
    const first = texts(gatsbyPage("/"));
    expect(texts(gatsbyPage("/en/blog/artigo/"))).toEqual(first);
    expect(texts(gatsbyPage("/").replace("1519913f12703b4269b2", "0000000000aaaaaaaaaa"))).toEqual(first);
    expect(new Set(first)).toEqual(new Set([languageRedirectScript(), globalsLoader]));
  });

  it("counts only scripts that run (not JSON-LD, data blocks or external ones)", () => {
    const html =
      '<script type="application/ld+json">{}</script><script type="application/json">1</script><script src="/a.js"></script><script type="module">m()</script><script>c()</script>';
    expect(inlineScripts(html).map((script) => script.text)).toEqual(["m()", "c()"]);
  });
});

describe("the Content-Security-Policy allows the inline scripts by hash only", () => {
  it("has no 'unsafe-inline' in script-src, on the site or in the CMS", () => {
    expect(directive(sitePolicy, "script-src")).not.toContain("'unsafe-inline'");
    expect(
      directive(headersFor("admin/index.html", headerRules)["Content-Security-Policy"] ?? "", "script-src"),
    ).not.toContain("'unsafe-inline'");
  });

  it("lists the hash of each inline script a page keeps, and only those", () => {
    const hashes = directive(sitePolicy, "script-src").filter((source) => source.startsWith("'sha"));
    expect(hashes.sort()).toEqual(
      [cspHash(languageRedirectScript()), cspHash(globalsLoader), cspHash(consentDefaultScript)].sort(),
    );
    expect(blockedInlineScripts(moveGlobalsIntoData(gatsbyPage("/blog/")), sitePolicy)).toEqual([]);
  });

  it("names a script the policy would block, with the hash that would allow it", () => {
    const blocked = blockedInlineScripts(gatsbyPage("/blog/"), sitePolicy);
    expect(blocked.map((script) => script.hash)).toEqual(
      inlineScripts(gatsbyPage("/blog/"))
        .slice(1)
        .map((script) => cspHash(script.text)),
    );
    expect(blockedInlineScripts("<script>x()</script>", "default-src 'self'")).toHaveLength(1);
    expect(blockedInlineScripts("<script>x()</script>", "script-src 'self' 'unsafe-inline'")).toEqual([]);
  });
});
