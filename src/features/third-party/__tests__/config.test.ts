// @vitest-environment node
import fs from "node:fs";
import { pagePolicy, partytownPolicy, syncCustomHttp } from "../../../../hosting/csp";
import { directive } from "../../../../hosting/inline-scripts";
import { headersFor, parseHeaderRules } from "../../../../hosting/rules";
import { languages } from "../../../config/languages";
import { readLocale } from "../../../__tests__/locales";
import { isGamePath } from "../paths";
import { parseThirdPartyConfig, partyKeys, proxyAllowedOrigins } from "../../../config/third-party-schema";

const raw = JSON.parse(fs.readFileSync("src/config/third-party.json", "utf8")) as Record<string, unknown>;
const config = parseThirdPartyConfig(raw);
const clone = () => JSON.parse(JSON.stringify(raw)) as typeof raw & Record<string, Record<string, unknown>>;

describe("src/config/third-party.json", () => {
  it("is valid, with the keys the site reads", () => {
    expect(config.chatbot.script).toBeNull();
    expect(config.chatbot.languages).toEqual(["pt"]);
    expect(config.accessibility.primary).toBe("https://vlibras.gov.br/app/vlibras-plugin.js");
    expect(new URL(config.accessibility.fallback).origin).not.toBe(new URL(config.accessibility.primary).origin);
    expect(config.tagManager.script).toBe("https://www.googletagmanager.com/gtm.js");
    expect(config.tagManager.id).toMatch(/^GTM-/);
  });

  it("refuses what would break the site, naming the field", () => {
    const http = clone();
    http.accessibility.primary = "http://vlibras.gov.br/app/vlibras-plugin.js";
    expect(() => parseThirdPartyConfig(http)).toThrow(/accessibility\.primary: must be an https:\/\/ URL/);
    const undeclared = clone();
    undeclared.accessibility.fallback = "https://elsewhere.example/vlibras.js";
    expect(() => parseThirdPartyConfig(undeclared)).toThrow(
      /accessibility\.fallback: https:\/\/elsewhere\.example is not in this party's hosts/,
    );
    const badId = clone();
    badId.tagManager.id = "UA-1";
    expect(() => parseThirdPartyConfig(badId)).toThrow(/tagManager\.id/);
    const typo = clone();
    typo.chatbot.langauges = ["pt"];
    expect(() => parseThirdPartyConfig(typo)).toThrow(/chatbot/);
    const keyword = clone();
    (keyword.tagManager.party as { csp: Record<string, string[]> }).csp["script-src"] = ["'unsafe-inline'"];
    expect(() => parseThirdPartyConfig(keyword)).toThrow(/must be https:\/\/host/);
  });

  it("has a purpose for every party in every language", () => {
    for (const language of languages) {
      const strings: { parties: Record<string, { purpose: string }>; categories: Record<string, { name: string }> } =
        readLocale(language, "consentimento");
      for (const key of partyKeys) {
        expect(strings.parties[key]?.purpose, `${language} parties.${key}`).toBeTruthy();
        expect(strings.categories[config[key].party.category]?.name).toBeTruthy();
      }
    }
  });

  it("lets the proxy reach the parties' hosts only", () => {
    expect([...proxyAllowedOrigins(config)].sort()).toEqual(
      [
        "https://cdn.jsdelivr.net",
        "https://vlibras.gov.br",
        "https://www.google-analytics.com",
        "https://www.googletagmanager.com",
      ].sort(),
    );
  });
});

describe("the CSP generated from it", () => {
  const yaml = fs.readFileSync("customHttp.yml", "utf8");
  const rules = parseHeaderRules(yaml);

  it("is what customHttp.yml holds (else: npm run csp:sync)", () => {
    expect(syncCustomHttp(yaml, config)).toBe(yaml);
    expect(headersFor("index.html", rules)["Content-Security-Policy"]).toBe(pagePolicy(config));
    expect(headersFor("en/politica-de-privacidade/index.html", rules)["Content-Security-Policy"]).toBe(
      pagePolicy(config),
    );
    expect(headersFor("~partytown/partytown-sw.js", rules)["Content-Security-Policy"]).toBe(partytownPolicy(config));
  });

  it("allows every configured script's host, and a new host is one edit", () => {
    const scriptSrc = directive(pagePolicy(config), "script-src");
    for (const url of [config.accessibility.primary, config.accessibility.fallback])
      expect(scriptSrc).toContain(new URL(url).origin);
    const edited = clone();
    (edited.chatbot as Record<string, unknown>).script = "https://chat.vendor.example/widget.js";
    (edited.chatbot as { party: { hosts: string[]; csp: Record<string, string[]> } }).party.hosts = [
      "https://chat.vendor.example",
    ];
    (edited.chatbot as { party: { csp: Record<string, string[]> } }).party.csp["script-src"] = [
      "https://chat.vendor.example",
    ];
    const next = parseThirdPartyConfig(edited);
    expect(directive(pagePolicy(next), "script-src")).toContain("https://chat.vendor.example");
    expect(syncCustomHttp(yaml, next)).not.toBe(yaml);
    expect(
      parseHeaderRules(syncCustomHttp(yaml, next))[0]
        ?.headers.find((h) => h.key === "Content-Security-Policy")
        ?.value.replace(/\s+/g, " "),
    ).toContain("https://chat.vendor.example");
  });

  it("keeps 'unsafe-eval' out of pages and inside Partytown's worker only", () => {
    expect(directive(pagePolicy(config), "script-src")).not.toContain("'unsafe-eval'");
    expect(directive(pagePolicy(config), "frame-src")).toEqual(["'self'"]);
    // Beside 'self' and 'unsafe-eval', only the hash of Partytown's sandbox page (hosting/__tests__/partytown.test.ts).
    expect(directive(partytownPolicy(config), "script-src")).toEqual([
      "'self'",
      "'unsafe-eval'",
      expect.stringMatching(/^'sha256-[\w+/]+=*'$/),
    ]);
    expect(directive(partytownPolicy(config), "connect-src")).toContain("https://www.google-analytics.com");
  });
});

describe("the game's paths", () => {
  it.each([
    "/jogo-linha-do-tempo-circulare/",
    "/jogo-linha-do-tempo-circulare",
    "/en/jogo-linha-do-tempo-circulare",
    "/es/jogo-linha-do-tempo-circulare/",
  ])("%s is the game", (path) => expect(isGamePath(path)).toBe(true));
  it.each([
    "/",
    "/en/",
    "/jogo-linha-do-tempo-circulare/x/",
    "/jogo-linha-do-tempo-circularex/",
    "/fr/jogo-linha-do-tempo-circulare/",
  ])("%s is not", (path) => expect(isGamePath(path)).toBe(false));
});
