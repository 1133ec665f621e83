/**
 * MDN HTTP Observatory's score for a page's response headers, following the rules (and score modifiers) of
 * its scanner, @mdn/mdn-http-observatory 1.4 (src/analyzer/tests, src/grader/charts.js). The scanner itself
 * cannot be a dependency: one of its packages downloads a certificate bundle from outside the npm registry
 * when installed.
 *
 * Scored here: Content-Security-Policy (the header, as the scanner reads it), Strict-Transport-Security,
 * X-Content-Type-Options, X-Frame-Options, Referrer-Policy, Cross-Origin-Resource-Policy, cookies and CORS.
 * Not scored, because a header cannot show them: the HTTP → HTTPS redirect (Amplify Hosting redirects every
 * http:// request to https://) and Subresource Integrity (every script is same-origin over HTTPS); both are
 * 0 for this site.
 */
export type ObservatoryTest = { name: string; result: string; modifier: number };
export type ObservatoryScore = { score: number; grade: string; tests: ObservatoryTest[] };

const dangerouslyBroad = new Set([
  "ftp:",
  "http:",
  "https:",
  "*",
  "http://*",
  "http://*.*",
  "https://*",
  "https://*.*",
]);
const unsafeInline = new Set(["'unsafe-inline'", "data:"]);
const isBroadOrInline = (source: string) => dangerouslyBroad.has(source) || unsafeInline.has(source);
const isHashOrNonce = (source: string) => /^'(sha256|sha384|sha512|nonce)-/.test(source);

/** Directives to their (lower-cased) sources; throws on a repeated directive, as the scanner does. */
function parsePolicy(policy: string): Map<string, Set<string>> {
  const directives = new Map<string, Set<string>>();
  for (const entry of policy.replace(/[\r\n]/g, "").split(";")) {
    const [name, ...sources] = entry.trim().split(/\s+/);
    if (!name) continue;
    const directive = name.toLowerCase();
    if (directives.has(directive)) throw new Error(`Duplicate directive ${directive}`);
    const values = sources.map((source) => source.toLowerCase());
    directives.set(directive, new Set(values.length === 0 && directive.endsWith("-src") ? ["'none'"] : values));
  }
  return directives;
}

function contentSecurityPolicy(policy: string | undefined): ObservatoryTest {
  const test = (result: string, modifier: number) => ({ name: "content-security-policy", result, modifier });
  if (!policy) return test("csp-not-implemented", -25);
  let csp: Map<string, Set<string>>;
  try {
    csp = parsePolicy(policy);
  } catch {
    return test("csp-header-invalid", -25);
  }
  const fallback = (name: string) => new Set(csp.get(name) ?? csp.get("default-src") ?? ["*"]);
  const scriptSrc = fallback("script-src");
  const styleSrc = fallback("style-src");
  const objectSrc = fallback("object-src");
  for (const sources of [scriptSrc, styleSrc]) {
    if ([...sources].some(isHashOrNonce)) sources.delete("'unsafe-inline'");
  }
  if (scriptSrc.has("'strict-dynamic'")) {
    if (![...scriptSrc].some(isHashOrNonce)) return test("csp-header-invalid", -25);
    for (const source of scriptSrc) {
      if (
        [...dangerouslyBroad].some((broad) => source.startsWith(broad)) ||
        source === "'self'" ||
        source === "'unsafe-inline'"
      ) {
        scriptSrc.delete(source);
      }
    }
  }
  const passive = new Set(["img-src", "media-src"]);
  const active = [...csp.entries()]
    .filter(([name]) => !passive.has(name) && name !== "script-src")
    .flatMap(([, sources]) => [...sources]);
  active.push(...scriptSrc);
  const passiveSources = [...passive].flatMap((name) => [...(csp.get(name) ?? csp.get("default-src") ?? [])]);
  const insecure = (source: string) => source.startsWith("http:") || source.startsWith("ftp:");

  if ([...scriptSrc].some(isBroadOrInline) || [...objectSrc].some((source) => dangerouslyBroad.has(source))) {
    return test("csp-implemented-with-unsafe-inline", -20);
  }
  if (active.some(insecure)) return test("csp-implemented-with-insecure-scheme", -20);
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'"))
    return test("csp-implemented-with-unsafe-eval", -10);
  if (passiveSources.some(insecure)) return test("csp-implemented-with-insecure-scheme-in-passive-content-only", -10);
  if ([...styleSrc].some(isBroadOrInline)) return test("csp-implemented-with-unsafe-inline-in-style-src-only", 0);
  const defaultSrc = csp.get("default-src");
  if (defaultSrc?.has("'none'") && defaultSrc.size === 1)
    return test("csp-implemented-with-no-unsafe-default-src-none", 10);
  return test("csp-implemented-with-no-unsafe", 5);
}

function strictTransportSecurity(value: string | undefined): ObservatoryTest {
  const test = (result: string, modifier: number) => ({ name: "strict-transport-security", result, modifier });
  if (!value) return test("hsts-not-implemented", -20);
  const maxAge = /(?:^|;)\s*max-age=(\d+)/i.exec(value)?.[1];
  if (maxAge === undefined) return test("hsts-header-invalid", -20);
  // The scanner's six months is 15552000 s. (Preloading is read from Chrome's list, not the header.)
  return Number(maxAge) < 15552000
    ? test("hsts-implemented-max-age-less-than-six-months", -10)
    : test("hsts-implemented-max-age-at-least-six-months", 0);
}

function xFrameOptions(value: string | undefined, policy: string | undefined): ObservatoryTest {
  const test = (result: string, modifier: number) => ({ name: "x-frame-options", result, modifier });
  let frameAncestors: Set<string> | undefined;
  try {
    frameAncestors = policy ? parsePolicy(policy).get("frame-ancestors") : undefined;
  } catch {
    frameAncestors = undefined;
  }
  if (frameAncestors && ![...frameAncestors].some((source) => dangerouslyBroad.has(source)))
    return test("x-frame-options-implemented-via-csp", 5);
  if (!value) return test("x-frame-options-not-implemented", -20);
  const option = value.trim().toLowerCase();
  if (option === "deny" || option === "sameorigin") return test("x-frame-options-sameorigin-or-deny", 0);
  if (option.startsWith("allow-from ")) return test("x-frame-options-allow-from-origin", 0);
  return test("x-frame-options-header-invalid", -20);
}

function referrerPolicy(value: string | undefined): ObservatoryTest {
  const test = (result: string, modifier: number) => ({ name: "referrer-policy", result, modifier });
  if (!value) return test("referrer-policy-not-implemented", 0);
  const good = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"];
  const bad = ["origin", "origin-when-cross-origin", "unsafe-url", "no-referrer-when-downgrade"];
  const valid = value
    .split(",")
    .map((policy) => policy.trim().toLowerCase())
    .filter((policy) => good.includes(policy) || bad.includes(policy));
  const effective = valid.at(-1);
  if (effective === undefined) return test("referrer-policy-header-invalid", -5);
  return good.includes(effective) ? test("referrer-policy-private", 5) : test("referrer-policy-unsafe", -5);
}

function crossOriginResourcePolicy(value: string | undefined): ObservatoryTest {
  const test = (result: string, modifier: number) => ({ name: "cross-origin-resource-policy", result, modifier });
  if (!value) return test("corp-not-implemented", 0);
  const policy = value.trim().toLowerCase();
  if (policy === "same-origin") return test("corp-implemented-with-same-origin", 10);
  if (policy === "same-site") return test("corp-implemented-with-same-site", 10);
  if (policy === "cross-origin") return test("corp-implemented-with-cross-origin", 0);
  return test("corp-header-invalid", -5);
}

const grades: [number, string][] = [
  [100, "A+"],
  [90, "A"],
  [85, "A-"],
  [80, "B+"],
  [70, "B"],
  [65, "B-"],
  [60, "C+"],
  [50, "C"],
  [45, "C-"],
  [40, "D+"],
  [30, "D"],
  [25, "D-"],
  [0, "F"],
];

/** Score and grade of one HTTPS response with these headers (names in any case). */
export function observatoryScore(rawHeaders: Record<string, string>): ObservatoryScore {
  const headers = Object.fromEntries(Object.entries(rawHeaders).map(([key, value]) => [key.toLowerCase(), value]));
  const csp = headers["content-security-policy"];
  const tests: ObservatoryTest[] = [
    contentSecurityPolicy(csp),
    headers["set-cookie"]
      ? { name: "cookies", result: "cookies-present: not scored here", modifier: -40 }
      : { name: "cookies", result: "cookies-not-found", modifier: 0 },
    headers["access-control-allow-origin"]?.trim() === "*"
      ? {
          name: "cross-origin-resource-sharing",
          result: "cross-origin-resource-sharing-implemented-with-public-access",
          modifier: 0,
        }
      : { name: "cross-origin-resource-sharing", result: "cross-origin-resource-sharing-not-implemented", modifier: 0 },
    referrerPolicy(headers["referrer-policy"]),
    strictTransportSecurity(headers["strict-transport-security"]),
    headers["x-content-type-options"]?.trim().toLowerCase() === "nosniff"
      ? { name: "x-content-type-options", result: "x-content-type-options-nosniff", modifier: 0 }
      : { name: "x-content-type-options", result: "x-content-type-options-not-implemented", modifier: -5 },
    xFrameOptions(headers["x-frame-options"], csp),
    crossOriginResourcePolicy(headers["cross-origin-resource-policy"]),
  ];
  const uncurved = 100 + tests.reduce((sum, test) => sum + Math.min(test.modifier, 0), 0);
  const withBonus = 100 + tests.reduce((sum, test) => sum + test.modifier, 0);
  // Bonus points count only when the score without them is already an A (90).
  const score = Math.max(0, uncurved >= 90 ? withBonus : uncurved);
  const grade = grades.find(([minimum]) => score >= minimum)?.[1] ?? "F";
  return { score, grade, tests };
}
