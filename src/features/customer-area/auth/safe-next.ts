import { stripLanguage } from "../../../i18n/paths";

const dashboard = "/area-cliente/";
const accountPages = ["/area-cliente/criar-conta/", "/area-cliente/confirmar-conta/", "/area-cliente/esqueci-a-senha/"];
/** Public pages a customer may be sent back to: the collection form, whose draft waits for the renewed session. */
const publicReturns = ["/solicite-sua-coleta/"];
/** Any origin of our own will do: only whether `next` stays on it matters. */
const base = "https://circulare.invalid";

/** `text` resolved against this site, or null when it is malformed or names another origin. */
function onSite(text: string): URL | null {
  try {
    const url = new URL(text, base);
    return url.origin === base ? url : null;
  } catch {
    return null;
  }
}

/**
 * `next` resolved the way the browser would resolve it on this site (backslashes as slashes, tabs and line
 * breaks dropped, `.` and `..` segments, `%2e%2e` among them, applied), then decoded and resolved again
 * until that changes nothing, so `..%2F`, `%5C` or a double encoding cannot hide a segment. Null when any
 * step leaves the origin (`//host`, `/\host`, `https:…`, `javascript:…`) or is malformed.
 */
function resolvedPath(next: string): string | null {
  let url = onSite(next);
  for (let round = 0; url && round < 4; round++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(url.pathname);
    } catch {
      return null;
    }
    const again = onSite(decoded);
    if (again?.pathname === url.pathname) return url.pathname;
    url = again;
  }
  return null; // still changing after several decodings: encoded on purpose to hide something
}

/**
 * Where to go after signing in: the `next` query parameter when it resolves to a customer-area page of this
 * site or to the collection form (never another origin, never a protocol-relative URL, never a path that only looks like one), else the
 * dashboard. The language prefix is dropped: the caller puts the visitor's own back.
 */
export function safeNext(search: string): string {
  const next = new URLSearchParams(search).get("next");
  if (!next || !next.startsWith("/")) return dashboard;
  const path = resolvedPath(next);
  if (path === null || path.includes("//")) return dashboard;
  const unprefixed = stripLanguage(path);
  if (publicReturns.includes(unprefixed)) return unprefixed;
  if (!unprefixed.startsWith(dashboard) || accountPages.some((page) => unprefixed.startsWith(page))) return dashboard;
  return unprefixed;
}
