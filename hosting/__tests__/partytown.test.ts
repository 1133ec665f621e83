import fs from "node:fs";
import path from "node:path";
import { parseThirdPartyConfig } from "../../src/config/third-party-schema";
import thirdPartyJson from "../../src/config/third-party.json";
import { partytownPolicy } from "../csp";
import { blockedInlineScripts, cspHash, directive, inlineScripts } from "../inline-scripts";
import { headersFor, parseHeaderRules } from "../rules";
import { checkPartytown, checkedFiles, partytownLib, sandboxPage, sandboxScriptHashes } from "../partytown";

const config = parseThirdPartyConfig(thirdPartyJson);

describe("Partytown's library as the build serves it", () => {
  it("is @qwik.dev/partytown, the version package.json pins", () => {
    const pkg = JSON.parse(fs.readFileSync("package.json", "utf8")) as { dependencies: Record<string, string> };
    const installed = JSON.parse(fs.readFileSync(path.join(partytownLib, "../package.json"), "utf8")) as {
      version: string;
    };
    expect(pkg.dependencies["@qwik.dev/partytown"]).toBe(installed.version);
    expect(pkg.dependencies["@builder.io/partytown"]).toBeUndefined();
  });

  it("skips the deprecated interfaces itself, in every file that reads them: the build edits nothing", () => {
    for (const name of checkedFiles) {
      const text = fs.readFileSync(path.join(partytownLib, name), "utf8");
      expect(() => checkPartytown(name, text)).not.toThrow();
      expect(text).toContain('"sharedStorage","SharedStorage","AttributionReporting"');
    }
  });

  it("fails loudly when a release no longer skips them", () => {
    expect(() => checkPartytown("partytown-sw.js", 'const o=new Set(["attributionSrc"]);')).toThrow(
      /partytown-sw\.js: Partytown's code changed/,
    );
  });
});

describe("the sandbox page and the CSP of /~partytown/", () => {
  const policy = partytownPolicy(config);

  it("allows the sandbox page's one inline script by its hash, and nothing inline else", () => {
    const scripts = inlineScripts(sandboxPage());
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.attributes).toBe('type="module"');
    expect(blockedInlineScripts(sandboxPage(), policy)).toEqual([]);
    expect(directive(policy, "script-src")).toEqual(["'self'", "'unsafe-eval'", ...sandboxScriptHashes()]);
    expect(sandboxScriptHashes()).toEqual([cspHash(scripts[0]?.text ?? "")]);
    expect(directive(policy, "script-src")).not.toContain("'unsafe-inline'");
    // The script starts Partytown's worker from a blob: URL, as the service worker's copy of the page does.
    expect(directive(policy, "worker-src")).toEqual(["'self'", "blob:"]);
    // One character more in the script and it is blocked: the hash is of this exact text.
    const changed = sandboxPage().replace('<script type="module">', '<script type="module">;');
    expect(blockedInlineScripts(changed, policy)).toHaveLength(1);
  });

  it("is what customHttp.yml serves the sandbox page with", () => {
    const rules = parseHeaderRules(fs.readFileSync("customHttp.yml", "utf8"));
    expect(headersFor("~partytown/partytown-sandbox-sw.html", rules)["Content-Security-Policy"]).toBe(policy);
  });
});
