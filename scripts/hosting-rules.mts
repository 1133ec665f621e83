/**
 * The hosting rules for AWS with the third-party proxy's real address: hosting/redirects.json with its
 * placeholder target (`https://third-party-proxy.invalid/`) replaced by `custom.thirdPartyProxy.url` from
 * amplify_outputs.json (written by the backend deploy). Prints JSON for
 *   aws amplify update-app --app-id <id> --custom-rules "$(npx tsx scripts/hosting-rules.mts)"
 */
import fs from "node:fs";
import type { HostingRule } from "../hosting/rules";

export const proxyPlaceholder = "https://third-party-proxy.invalid/";

export function withProxyUrl(rules: HostingRule[], proxyUrl: string): HostingRule[] {
  const url = new URL(proxyUrl);
  if (url.protocol !== "https:") throw new Error(`the proxy's URL must be https: ${proxyUrl}`);
  return rules.map((rule) => (rule.target === proxyPlaceholder ? { ...rule, target: url.href } : rule));
}

const isMain = process.argv[1]?.endsWith("hosting-rules.mts");
if (isMain) {
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
