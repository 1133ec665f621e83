import fs from "node:fs";
import path from "node:path";
import { parseThirdPartyConfig } from "../../src/config/third-party-schema";
import thirdPartyJson from "../../src/config/third-party.json";
import { partytownPolicy } from "../csp";
import { blockedInlineScripts, cspHash, directive, inlineScripts } from "../inline-scripts";
import { headersFor, parseHeaderRules } from "../rules";
import { partytownLib, patchPartytown, patchedFiles, sandboxPage, sandboxScriptHashes } from "../partytown";

const config = parseThirdPartyConfig(thirdPartyJson);
const sandboxFile = path.join(partytownLib, "partytown-sandbox-sw.html");

describe("Partytown's library as the build serves it", () => {
  it("is @qwik.dev/partytown, the version package.json pins", () => {
    const pkg = JSON.parse(fs.readFileSync("package.json", "utf8")) as { dependencies: Record<string, string> };
    const installed = JSON.parse(fs.readFileSync(path.join(partytownLib, "../package.json"), "utf8")) as {
      version: string;
    };
    expect(pkg.dependencies["@qwik.dev/partytown"]).toBe(installed.version);
    expect(pkg.dependencies["@builder.io/partytown"]).toBeUndefined();
  });

  it("skips fenced frames where Partytown skips its own deprecated names, in every file that reads them", () => {
    for (const name of patchedFiles) {
      const patched = patchPartytown(name, fs.readFileSync(path.join(partytownLib, name), "utf8"));
      expect(patched).toContain('new Set(["fence","FencedFrameConfig","HTMLFencedFrameElement","sharedStorage",');
      // Partytown's own names stay in the set: sharedStorage and Attribution Reporting need no edit since 0.14.
      expect(patched).toMatch(/"attributionSrc","setAttributionReporting"\]\)/);
    }
  });

  it("fails loudly when a release no longer has the set the edit extends", () => {
    expect(() => patchPartytown("partytown-sw.js", 'const o=new Set(["attributionSrc"]);')).toThrow(
      /partytown-sw\.js: Partytown's code changed/,
    );
  });
});

describe("the sandbox page and the CSP of /~partytown/", () => {
  const policy = partytownPolicy(config);

  it("allows the sandbox page's one inline script by the hash of the edited file, and nothing inline else", () => {
    const scripts = inlineScripts(sandboxPage());
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.attributes).toBe('type="module"');
    expect(blockedInlineScripts(sandboxPage(), policy)).toEqual([]);
    expect(directive(policy, "script-src")).toEqual(["'self'", "'unsafe-eval'", ...sandboxScriptHashes()]);
    expect(directive(policy, "script-src")).not.toContain("'unsafe-inline'");
    // The script starts Partytown's worker from a blob: URL, as the service worker's copy of the page does.
    expect(directive(policy, "worker-src")).toEqual(["'self'", "blob:"]);
    // The library's file as shipped (not edited) is another text: its hash is not the one allowed.
    const shipped = fs.readFileSync(sandboxFile, "utf8");
    expect(blockedInlineScripts(shipped, policy).map((script) => script.hash)).toEqual([
      cspHash(inlineScripts(shipped)[0]?.text ?? ""),
    ]);
  });

  it("is what customHttp.yml serves the sandbox page with", () => {
    const rules = parseHeaderRules(fs.readFileSync("customHttp.yml", "utf8"));
    expect(headersFor("~partytown/partytown-sandbox-sw.html", rules)["Content-Security-Policy"]).toBe(policy);
  });
});
