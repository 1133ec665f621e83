import picomatch from "picomatch";
import { parse } from "yaml";

/** One AWS Amplify Hosting rewrite/redirect rule (hosting/redirects.json, the console's JSON format). */
export type HostingRule = { source: string; target: string; status: "200" | "301" | "302" | "404" | "404-200" };
export type HeaderRule = { pattern: string; headers: { key: string; value: string }[] };

export type Resolution =
  | { kind: "redirect"; status: 301 | 302; location: string }
  | { kind: "file"; status: 200 | 404; file: string }
  | { kind: "slash"; location: string }
  | { kind: "not-found" }
  | { kind: "bad-request" }
  /** A 200 rewrite to another origin (Amplify proxies it): `/__third-party-proxy` to its Lambda. */
  | { kind: "proxy"; target: string };

/** `decodeURIComponent` that answers null instead of throwing on malformed percent-encoding (`%ff`, `%`, `%zz`). */
function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * A request target no file or rule can answer: percent-encoding that is not UTF-8 (`/%ff`, `/%`, `/%e2%82`),
 * in the path or the query, or a NUL or other control character once decoded in the path.
 */
export function isMalformed(pathname: string, search: string): boolean {
  const path = decoded(pathname);
  // eslint-disable-next-line no-control-regex -- control characters are what this check looks for
  if (path === null || /[\u0000-\u001f\u007f]/.test(path)) return true;
  const query = search.replace(/^\?/, "");
  return query.split(/[&;]/).some((part) => decoded(part.replace(/\+/g, " ")) === null);
}

/**
 * Whether a redirect's Location stays on this site: a path starting with exactly one slash, never `//host` or
 * `/\host` (both protocol-relative to a browser), nor an absolute URL, before or after percent-decoding, and
 * after dropping the tabs and line breaks browsers strip from URLs.
 */
export function isLocalLocation(location: string): boolean {
  const once = decoded(location);
  if (once === null) return false;
  return [location, once].every((form) => /^\/(?![/\\])/.test(form.replace(/[\t\n\r]/g, "")));
}

function sourceRegExp(source: string): RegExp {
  const escaped = source.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/<\*>/g, "(.*)");
  return new RegExp(`^${escaped}$`);
}

/**
 * The file a request path names inside the build (`/x/` → `x/index.html`), given a way to test existence.
 * A directory asked for without its slash answers a redirect to the slashed path.
 */
export function fileFor(
  pathname: string,
  exists: (file: string) => boolean,
): { file: string } | { slash: string } | null {
  const clean = decoded(pathname)?.replace(/^\/+/, "");
  if (clean === undefined || clean.split(/[/\\]/).some((part) => part === "..")) return null;
  if (clean === "" || clean.endsWith("/")) {
    const index = `${clean}index.html`;
    return exists(index) ? { file: index } : null;
  }
  if (exists(clean)) return { file: clean };
  // The slash is added to the path as it was asked for (still encoded), so the Location is plain ASCII.
  if (exists(`${clean}/index.html`)) return { slash: `/${pathname.replace(/^\/+/, "")}/` };
  return null;
}

/**
 * How Amplify Hosting answers a path: rules in order, the first that matches decides. 301/302 redirect;
 * 200 rewrites to the target; 404 and 404-200 apply only when no file answers the path, and serve their
 * target with status 404. With no matching rule, the file itself or not found.
 *
 * Two guards Amplify's rules alone do not give (hosting/redirects.json has rules for the same cases): a
 * malformed path answers 400, and a redirect whose Location would leave the site (`/pt//evil.example` →
 * `//evil.example`) is not made: the rule is skipped, so the path ends at the 404 page.
 */
export function resolve(
  pathname: string,
  search: string,
  rules: readonly HostingRule[],
  exists: (file: string) => boolean,
): Resolution {
  if (isMalformed(pathname, search)) return { kind: "bad-request" };
  let direct = fileFor(pathname, exists);
  // A directory asked for as `/%2Fx` would get the slash at `/%2Fx/`, `//x/` once decoded: no such directory.
  if (direct && "slash" in direct && !isLocalLocation(direct.slash)) direct = null;
  for (const rule of rules) {
    const match = sourceRegExp(rule.source).exec(pathname);
    if (!match) continue;
    const target = rule.target.replace(/<\*>/g, match[1] ?? "");
    if (rule.status === "301" || rule.status === "302") {
      if (!isLocalLocation(target)) continue;
      return { kind: "redirect", status: rule.status === "301" ? 301 : 302, location: `${target}${search}` };
    }
    if (rule.status === "200") {
      if (/^https?:\/\//.test(target)) return { kind: "proxy", target: `${target}${search}` };
      if (direct && "slash" in direct) return { kind: "slash", location: `${direct.slash}${search}` };
      return { kind: "file", status: 200, file: target.replace(/^\//, "") };
    }
    if (direct) break;
    return { kind: "file", status: 404, file: target.replace(/^\//, "") };
  }
  if (direct && "file" in direct) return { kind: "file", status: 200, file: direct.file };
  if (direct && "slash" in direct) return { kind: "slash", location: `${direct.slash}${search}` };
  return { kind: "not-found" };
}

export function parseHeaderRules(yamlText: string): HeaderRule[] {
  const parsed = parse(yamlText) as { customHeaders?: HeaderRule[] };
  return parsed.customHeaders ?? [];
}

/** Headers for a served file (path relative to the build), later patterns overriding earlier ones. */
export function headersFor(file: string, rules: readonly HeaderRule[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    const matches = picomatch(rule.pattern, { dot: true, basename: !rule.pattern.includes("/") });
    if (!matches(file)) continue;
    for (const { key, value } of rule.headers) headers[key] = value.replace(/\s+/g, " ").trim();
  }
  return headers;
}
