/**
 * After `gatsby build` (`npm run build` runs it before the search index), over public/:
 *
 * 1. Gatsby's inline scripts that differ per page or per build become JSON data blocks plus one constant
 *    loader (hosting/inline-scripts.ts), so a fixed set of hashes in customHttp.yml's script-src allows them.
 * 2. Source maps are not published: `*.map` files (left by earlier builds too) are removed and
 *    `sourceMappingURL` comments dropped (gatsby-node.ts already turns source maps off).
 * 3. Every inline script of every page is checked against the Content-Security-Policy that page is served
 *    with (customHttp.yml, as Amplify and `npm run serve` apply it). One the policy would block fails the
 *    build, naming the page and the hash to add.
 * 4. src/config/third-party.json is validated (zod) and customHttp.yml's generated CSP must match it
 *    (`npm run csp:sync` rewrites it); Partytown's library (`@qwik.dev/partytown`) is copied into
 *    public/~partytown/ (the tag manager's worker, loaded only after analytics consent), as shipped
 *    (hosting/partytown.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { blockedInlineScripts, moveGlobalsIntoData } from "../hosting/inline-scripts";
import { headersFor, parseHeaderRules } from "../hosting/rules";
import { syncCustomHttp } from "../hosting/csp";
import { checkPartytown, checkedFiles, partytownLib } from "../hosting/partytown";
import { parseThirdPartyConfig } from "../src/config/third-party-schema";

const publicDir = path.join(process.cwd(), "public");
const headerRules = parseHeaderRules(fs.readFileSync("customHttp.yml", "utf8"));
const started = Date.now();

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

if (!fs.existsSync(path.join(publicDir, "index.html"))) {
  console.error("public/ has no build: run `gatsby build` first.");
  process.exit(1);
}

// 4. The third-party configuration, the CSP generated from it, and Partytown's files.
let thirdParty;
try {
  thirdParty = parseThirdPartyConfig(JSON.parse(fs.readFileSync("src/config/third-party.json", "utf8")));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const customHttp = fs.readFileSync("customHttp.yml", "utf8");
if (syncCustomHttp(customHttp, thirdParty) !== customHttp) {
  console.error(
    "customHttp.yml's Content-Security-Policy is out of date with src/config/third-party.json: run `npm run csp:sync`.",
  );
  process.exit(1);
}
const partytownDir = path.join(publicDir, "~partytown");
fs.rmSync(partytownDir, { recursive: true, force: true });
fs.cpSync(partytownLib, partytownDir, { recursive: true, filter: (source) => !source.includes(`${path.sep}debug`) });
// Copied as shipped: Partytown 0.14 skips the deprecated interfaces itself (hosting/partytown.ts says what the
// build edited for 0.10 and why that is gone); a release that no longer does fails the build here. The sandbox
// page's inline script is then checked below (3.) against the policy of /~partytown/, which allows its hash.
for (const name of checkedFiles) {
  try {
    checkPartytown(name, fs.readFileSync(path.join(partytownDir, name), "utf8"));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

let pages = 0;
let rewritten = 0;
let maps = 0;
let mapComments = 0;
const blocked: string[] = [];
for (const file of files(publicDir)) {
  const relative = path.relative(publicDir, file).split(path.sep).join("/");
  if (file.endsWith(".map")) {
    fs.rmSync(file);
    maps++;
    continue;
  }
  if (/\.(m?js|css)$/.test(file)) {
    const text = fs.readFileSync(file, "utf8");
    const stripped = text.replace(
      /\n?\/\/[#@] sourceMappingURL=\S*\s*$|\n?\/\*[#@] sourceMappingURL=[^*]*\*\/\s*$/,
      "\n",
    );
    if (stripped !== text) {
      fs.writeFileSync(file, stripped);
      mapComments++;
    }
    continue;
  }
  if (!file.endsWith(".html")) continue;
  pages++;
  const html = fs.readFileSync(file, "utf8");
  const hardened = moveGlobalsIntoData(html);
  if (hardened !== html) {
    fs.writeFileSync(file, hardened);
    rewritten++;
  }
  const policy = headersFor(relative, headerRules)["Content-Security-Policy"] ?? "";
  for (const script of blockedInlineScripts(hardened, policy)) {
    blocked.push(
      `  public/${relative}: <script ${script.attributes}> ${script.text.trim().slice(0, 60)}… needs ${script.hash}`,
    );
  }
}

if (blocked.length > 0) {
  console.error(
    `Inline scripts the Content-Security-Policy of customHttp.yml would block (${blocked.length}):\n` +
      `${[...new Set(blocked)].slice(0, 20).join("\n")}\n` +
      "An inline script must be the same on every page and in every build; add its hash to script-src in customHttp.yml.",
  );
  process.exit(1);
}
console.log(
  `Hardened build in ${Date.now() - started} ms: ${rewritten} of ${pages} HTML files with Gatsby's globals as data, ` +
    `${maps} source maps removed, ${mapComments} sourceMappingURL comments dropped; every inline script allowed by customHttp.yml`,
);
