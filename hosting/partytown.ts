import fs from "node:fs";
import path from "node:path";
import { cspHash, inlineScripts } from "./inline-scripts";

/**
 * Partytown (`@qwik.dev/partytown`, pinned in package.json): its library is copied into public/~partytown/ at
 * build (scripts/harden-build.mts), as shipped, and the CSP of /~partytown/ (hosting/csp.ts) allows the inline
 * script of its sandbox page by hash, computed here from that file.
 *
 * Partytown's sandbox learns the page's DOM by creating one element of every HTML*Element interface and reading
 * every member, the window's included. With 0.10 some touched deprecated Chromium features that Chromium reports
 * as deprecations (Lighthouse's best practices: 81 for home with every third party accepted), and the build
 * edited two of its regexes to skip them. Since 0.14 Partytown skips them itself, with a set of names
 * (`sharedStorage`, `attributionSrc`, Attribution Reporting's) read neither as interfaces nor as members, so
 * both edits are gone. Measured on Chromium 150 (DevTools' issues, home with every party accepted): 0.10 as
 * shipped reports SharedStorage and AttributionReporting, 0.14 as shipped nothing; its fenced-frame reads (the
 * old edit's third case: `HTMLFencedFrameElement`, `FencedFrameConfig`, `window.fence`) report nothing either.
 * Lighthouse's best practices stay 100. A release that drops that set fails the build (`checkPartytown`)
 * instead of silently bringing the deprecations back.
 */
export const partytownLib = path.resolve("node_modules/@qwik.dev/partytown/lib");

const skippedSet =
  /new Set\(\["sharedStorage","SharedStorage","AttributionReporting","attributionReporting","AttributionReportingRequestOptions","attributionSrc","setAttributionReporting"\]\)/g;

/** The files of the library that read the page's interfaces, each with the set once. */
export const checkedFiles = ["partytown-sw.js", "partytown-atomics.js", "partytown-sandbox-sw.html"] as const;

/** Throws unless the file still skips the deprecated names (the set exactly once). */
export function checkPartytown(name: string, text: string): void {
  const found = text.match(skippedSet)?.length ?? 0;
  if (found !== 1)
    throw new Error(
      `public/~partytown/${name}: Partytown's code changed (its set of skipped deprecated names found ${found} times, not once); see hosting/partytown.ts`,
    );
}

/** The sandbox page, as public/~partytown/ serves it. */
export function sandboxPage(lib = partytownLib): string {
  const name = "partytown-sandbox-sw.html";
  const text = fs.readFileSync(path.join(lib, name), "utf8");
  checkPartytown(name, text);
  return text;
}

let hashes: string[] | undefined;

/** The CSP hashes of the sandbox page's inline scripts (one: a `<script type="module">`). */
export function sandboxScriptHashes(): string[] {
  hashes ??= inlineScripts(sandboxPage()).map((script) => cspHash(script.text));
  return hashes;
}
