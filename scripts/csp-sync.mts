/**
 * `npm run csp:sync`: rewrites the generated Content-Security-Policy blocks of customHttp.yml from
 * src/config/third-party.json (hosting/csp.ts). `--check` changes nothing and fails if the file is out of date.
 */
import fs from "node:fs";
import { syncCustomHttp } from "../hosting/csp";
import { parseThirdPartyConfig } from "../src/config/third-party-schema";

const config = parseThirdPartyConfig(JSON.parse(fs.readFileSync("src/config/third-party.json", "utf8")));
const current = fs.readFileSync("customHttp.yml", "utf8");
const synced = syncCustomHttp(current, config);
if (process.argv.includes("--check")) {
  if (synced !== current) {
    console.error("customHttp.yml is out of date with src/config/third-party.json: run `npm run csp:sync`.");
    process.exit(1);
  }
  console.log("customHttp.yml: the CSP matches src/config/third-party.json");
} else {
  fs.writeFileSync("customHttp.yml", synced);
  console.log(
    synced === current
      ? "customHttp.yml was already in sync"
      : "customHttp.yml: CSP rewritten from src/config/third-party.json",
  );
}
