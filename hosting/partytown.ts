import fs from "node:fs";
import path from "node:path";
import { cspHash, inlineScripts } from "./inline-scripts";

/**
 * Partytown (`@qwik.dev/partytown`, pinned in package.json): its library is copied into public/~partytown/ at
 * build (scripts/harden-build.mts), with one edit, and the CSP of /~partytown/ (hosting/csp.ts) allows the
 * inline script of its sandbox page by hash, computed here from the edited file.
 *
 * The edit: Partytown's sandbox learns the page's DOM by creating one element of every HTML*Element interface
 * and reading every member, the window's included. Some touch deprecated Chromium features, which Chromium
 * reports as deprecations (Lighthouse's best practices fell to 81 for home with every third party accepted).
 * Since 0.14 Partytown skips the names of its own set (`sharedStorage`, `attributionSrc`, Attribution
 * Reporting's), both as window interfaces and as members, so the two regex edits 0.10 needed for those are
 * gone. Fenced frames are still read (the `HTMLFencedFrameElement` interface and element, `FencedFrameConfig`,
 * `window.fence`): their names join that set. None is anything a tag manager uses. The set is in the service
 * worker (which serves the sandbox page), the sandbox page itself and the atomics build; a Partytown release
 * that changes it fails the build (`patchPartytown` throws) instead of silently not matching.
 */
export const partytownLib = path.resolve("node_modules/@qwik.dev/partytown/lib");

const skippedSet = /new Set\(\["sharedStorage","SharedStorage",/g;
const fencedFrames = ["fence", "FencedFrameConfig", "HTMLFencedFrameElement"];

/** The files of the library that carry the set, each edited once. */
export const patchedFiles = ["partytown-sw.js", "partytown-atomics.js", "partytown-sandbox-sw.html"] as const;

/** The file's text with fenced frames skipped; throws if the set is not there exactly once. */
export function patchPartytown(name: string, text: string): string {
  const found = text.match(skippedSet)?.length ?? 0;
  if (found !== 1)
    throw new Error(
      `public/~partytown/${name}: Partytown's code changed (${skippedSet} found ${found} times, not once); see hosting/partytown.ts`,
    );
  return text.replace(skippedSet, (set) => set.replace("[", `[${fencedFrames.map((n) => `"${n}"`).join(",")},`));
}

/** The sandbox page, as public/~partytown/ serves it: the library's file, edited. */
export function sandboxPage(lib = partytownLib): string {
  const name = "partytown-sandbox-sw.html";
  return patchPartytown(name, fs.readFileSync(path.join(lib, name), "utf8"));
}

let hashes: string[] | undefined;

/** The CSP hashes of the sandbox page's inline scripts (one: a `<script type="module">`). */
export function sandboxScriptHashes(): string[] {
  hashes ??= inlineScripts(sandboxPage()).map((script) => cspHash(script.text));
  return hashes;
}
