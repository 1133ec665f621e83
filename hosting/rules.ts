import picomatch from "picomatch";
import { parse } from "yaml";

/** One AWS Amplify Hosting rewrite/redirect rule (hosting/redirects.json, the console's JSON format). */
export type HostingRule = { source: string; target: string; status: "200" | "301" | "302" | "404" | "404-200" };
export type HeaderRule = { pattern: string; headers: { key: string; value: string }[] };

export type Resolution =
  | { kind: "redirect"; status: 301 | 302; location: string }
  | { kind: "file"; status: 200 | 404; file: string }
  | { kind: "slash"; location: string }
  | { kind: "not-found" };

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
  const clean = decodeURIComponent(pathname).replace(/^\/+/, "");
  if (clean.split("/").some((part) => part === "..")) return null;
  if (clean === "" || clean.endsWith("/")) {
    const index = `${clean}index.html`;
    return exists(index) ? { file: index } : null;
  }
  if (exists(clean)) return { file: clean };
  if (exists(`${clean}/index.html`)) return { slash: `/${clean}/` };
  return null;
}

/**
 * How Amplify Hosting answers a path: rules in order, the first that matches decides. 301/302 redirect;
 * 200 rewrites to the target; 404 and 404-200 apply only when no file answers the path, and serve their
 * target with status 404. With no matching rule, the file itself or not found.
 */
export function resolve(
  pathname: string,
  search: string,
  rules: readonly HostingRule[],
  exists: (file: string) => boolean,
): Resolution {
  const direct = fileFor(pathname, exists);
  for (const rule of rules) {
    const match = sourceRegExp(rule.source).exec(pathname);
    if (!match) continue;
    const target = rule.target.replace(/<\*>/g, match[1] ?? "");
    if (rule.status === "301" || rule.status === "302") {
      return { kind: "redirect", status: rule.status === "301" ? 301 : 302, location: `${target}${search}` };
    }
    if (rule.status === "200") {
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
