import { site } from "../../src/config/site";

/** The Amplify deployment types (CDK context key "amplify-backend-type"). */
export type DeploymentType = "sandbox" | "branch" | "standalone";

/** Where `gatsby develop` (8000) and `gatsby serve` / the local server (9000) run. */
export const localOrigins: readonly string[] = ["http://localhost:8000", "http://localhost:9000"];

/** The site's canonical origin (site.url) and the same host without "www.", both HTTPS. */
export function siteOrigins(siteUrl: string = site.url): string[] {
  const canonical = new URL(siteUrl);
  const origins = [canonical.origin];
  if (canonical.hostname.startsWith("www.")) {
    const apex = new URL(canonical.origin);
    apex.hostname = canonical.hostname.slice("www.".length);
    origins.push(apex.origin);
  }
  return origins;
}

/**
 * The browser origins the APIs (and the file bucket) answer: the site's two origins everywhere, and localhost
 * only in a personal sandbox, never in a branch (production) deployment.
 */
export function allowedOrigins(deploymentType: DeploymentType | undefined, siteUrl: string = site.url): string[] {
  const origins = siteOrigins(siteUrl);
  return deploymentType === "sandbox" ? [...origins, ...localOrigins] : origins;
}
