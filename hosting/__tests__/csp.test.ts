import fs from "node:fs";
import { directive } from "../inline-scripts";
import { observatoryScore } from "../observatory";
import { headersFor, parseHeaderRules } from "../rules";
import { site } from "../../src/config/site";
import thirdPartyJson from "../../src/config/third-party.json";
import { parseThirdPartyConfig, partyKeys } from "../../src/config/third-party-schema";

/** connect-src sources the third parties need (src/config/third-party.json); the rest are the AWS endpoints. */
const thirdParty = parseThirdPartyConfig(thirdPartyJson);
const partyConnect = new Set(partyKeys.flatMap((key) => thirdParty[key].party.csp["connect-src"] ?? []));

const headerRules = parseHeaderRules(fs.readFileSync("customHttp.yml", "utf8"));
const pageHeaders = headersFor("index.html", headerRules);
const policy = pageHeaders["Content-Security-Policy"] ?? "";

/** A production amplify_outputs.json as `ampx pipeline-deploy` writes it (Gen 2, version 1.4). */
type ProductionOutputs = {
  version: string;
  auth: { aws_region: string; user_pool_id: string; identity_pool_id?: string };
  storage: { aws_region: string; bucket_name: string; buckets?: { bucket_name: string; aws_region: string }[] };
  custom: { API: Record<string, { endpoint: string; region: string }> };
};
const outputs = JSON.parse(
  fs.readFileSync("hosting/__tests__/fixtures/amplify_outputs.production.json", "utf8"),
) as ProductionOutputs;

/**
 * What the browser contacts, from the outputs file: Cognito's user pool API and the identity pool's (hosts
 * named by the region), each REST API's endpoint and the bucket. Each as the host it is, and as the CSP source
 * that allows it: exact for Cognito; for API Gateway and S3, whose names each deployment generates (every
 * Amplify branch has its own), any name in that service and region.
 */
function contactedHosts(file: ProductionOutputs): { url: string; source: string }[] {
  const needs: { url: string; source: string }[] = [];
  const poolRegion = file.auth.user_pool_id.split("_")[0];
  expect(poolRegion, "user pool id and auth.aws_region agree").toBe(file.auth.aws_region);
  const cognito = `https://cognito-idp.${file.auth.aws_region}.amazonaws.com`;
  needs.push({ url: cognito, source: cognito });
  if (file.auth.identity_pool_id) {
    const identity = `https://cognito-identity.${file.auth.identity_pool_id.split(":")[0]}.amazonaws.com`;
    needs.push({ url: identity, source: identity });
  }
  for (const [name, api] of Object.entries(file.custom.API)) {
    const host = new URL(api.endpoint).host;
    const match = /^[a-z0-9]+\.execute-api\.([a-z0-9-]+)\.amazonaws\.com$/.exec(host);
    expect(match?.[1], `${name}: an API Gateway endpoint in its own region`).toBe(api.region);
    needs.push({ url: `https://${host}`, source: `https://*.execute-api.${api.region}.amazonaws.com` });
  }
  const buckets = [
    { bucket_name: file.storage.bucket_name, aws_region: file.storage.aws_region },
    ...(file.storage.buckets ?? []),
  ];
  for (const bucket of buckets) {
    // Amplify Storage addresses a bucket virtual-hosted style: https://<bucket>.s3.<region>.amazonaws.com
    needs.push({
      url: `https://${bucket.bucket_name}.s3.${bucket.aws_region}.amazonaws.com`,
      source: `https://*.s3.${bucket.aws_region}.amazonaws.com`,
    });
  }
  return needs;
}

/** CSP host-source matching for `https://host` and `https://*.suffix` (the forms connect-src uses). */
function allows(source: string, url: string): boolean {
  const { protocol, host } = new URL(url);
  const [scheme, sourceHost] = source.split("://");
  if (`${scheme}:` !== protocol || !sourceHost) return false;
  return sourceHost.startsWith("*.")
    ? host.endsWith(sourceHost.slice(1)) && host.length > sourceHost.length - 1
    : host === sourceHost;
}

describe("production connect-src and the production outputs file", () => {
  const needs = contactedHosts(outputs);
  const connectSrc = directive(policy, "connect-src").filter(
    (source) => source !== "'self'" && !partyConnect.has(source),
  );

  it("reads a Gen 2 outputs file", () => {
    expect(outputs.version).toBe("1.4");
    expect(Object.keys(outputs.custom.API).sort()).toEqual(["ColetaAPI", "ContatoAPI", "PesquisaAPI"]);
  });

  it("allows exactly the endpoints the outputs name: no more, no fewer", () => {
    expect([...new Set(connectSrc)].sort()).toEqual([...new Set(needs.map((need) => need.source))].sort());
    expect(connectSrc).toHaveLength(new Set(connectSrc).size);
  });

  it("allows each endpoint the browser will call", () => {
    for (const need of needs)
      expect(
        connectSrc.some((source) => allows(source, need.url)),
        need.url,
      ).toBe(true);
    expect(connectSrc.some((source) => allows(source, "https://cognito-idp.sa-east-1.amazonaws.com"))).toBe(false);
    expect(connectSrc.some((source) => allows(source, "https://abc.execute-api.eu-west-1.amazonaws.com"))).toBe(false);
  });

  it("is the list src/config/site.ts gives for the site's third parties", () => {
    expect(Object.values(site.thirdPartyHosts).sort()).toEqual([...connectSrc].sort());
  });
});

describe("Mozilla Observatory's scoring of the production headers", () => {
  it("scores every page's headers A+", () => {
    const result = observatoryScore(pageHeaders);
    expect(result.tests.find((test) => test.name === "content-security-policy")?.result).toBe(
      "csp-implemented-with-unsafe-inline-in-style-src-only",
    );
    expect(result.tests.filter((test) => test.modifier < 0)).toEqual([]);
    expect(result.grade).toBe("A+");
    expect(result.score).toBeGreaterThanOrEqual(100);
  });

  it("scores the headers of a page in each language and of the 404 pages alike", () => {
    for (const file of [
      "en/index.html",
      "es/blog/index.html",
      "404.html",
      "en/404/index.html",
      "area-cliente/index.html",
    ]) {
      expect(observatoryScore(headersFor(file, headerRules)).grade, file).toBe("A+");
    }
  });

  it("follows the scanner's rules for what costs points", () => {
    const withPolicy = (csp: string) => observatoryScore({ ...pageHeaders, "Content-Security-Policy": csp });
    // Next to hashes, 'unsafe-inline' is ignored (by browsers and by the scanner alike).
    expect(withPolicy(policy.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'")).tests[0]?.result).toBe(
      "csp-implemented-with-unsafe-inline-in-style-src-only",
    );
    const inline = withPolicy("default-src 'self'; script-src 'self' 'unsafe-inline'; frame-ancestors 'none'");
    expect(inline.tests[0]?.result).toBe("csp-implemented-with-unsafe-inline");
    expect(inline.score).toBe(80);
    expect(inline.grade).toBe("B+");
    expect(
      withPolicy("default-src 'self'; script-src 'self' 'unsafe-eval'; style-src 'self'; frame-ancestors 'none'")
        .tests[0]?.result,
    ).toBe("csp-implemented-with-unsafe-eval");
    expect(withPolicy("default-src 'none'; script-src 'self'; frame-ancestors 'none'").tests[0]?.modifier).toBe(10);
    expect(observatoryScore({})).toMatchObject({ score: 30, grade: "D" }); // no CSP, HSTS, X-Frame-Options, nosniff
  });
});
