import type { HostingRule } from "./rules";

/** The target hosting/redirects.json gives `/__third-party-proxy` until the real function URL replaces it. */
export const proxyPlaceholder = "https://third-party-proxy.invalid/";

/** The rules with the proxy's placeholder target replaced by its deployed function URL (https only). */
export function withProxyUrl(rules: HostingRule[], proxyUrl: string): HostingRule[] {
  const url = new URL(proxyUrl);
  if (url.protocol !== "https:") throw new Error(`the proxy's URL must be https: ${proxyUrl}`);
  return rules.map((rule) => (rule.target === proxyPlaceholder ? { ...rule, target: url.href } : rule));
}
