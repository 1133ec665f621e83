/**
 * The hosting rules for AWS with the third-party proxy's real address: hosting/redirects.json with its
 * placeholder target (`https://third-party-proxy.invalid/`) replaced by `custom.thirdPartyProxy.url` from
 * amplify_outputs.json (written by the backend deploy). Prints JSON for
 *   aws amplify update-app --app-id <id> --custom-rules "$(npx tsx scripts/hosting-rules.mts)"
 */
import fs from "node:fs";
import { withProxyUrl } from "../hosting/proxy-rule";
import type { HostingRule } from "../hosting/rules";

{
  const outputs = JSON.parse(fs.readFileSync(process.argv[2] ?? "amplify_outputs.json", "utf8")) as {
    custom?: { thirdPartyProxy?: { url?: string } };
  };
  const proxyUrl = outputs.custom?.thirdPartyProxy?.url;
  if (!proxyUrl) {
    console.error("amplify_outputs.json has no custom.thirdPartyProxy.url: deploy the backend first.");
    process.exit(1);
  }
  const rules = JSON.parse(fs.readFileSync("hosting/redirects.json", "utf8")) as HostingRule[];
  console.log(JSON.stringify(withProxyUrl(rules, proxyUrl)));
}
