import { stripLanguage } from "../../../i18n/paths";

/**
 * Where to go after signing in: the `next` query parameter when it is a customer-area page of this site
 * (never another origin, never a protocol-relative URL), else the dashboard.
 */
export function safeNext(search: string): string {
  const next = new URLSearchParams(search).get("next");
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.includes("\\")) return "/area-cliente/";
  const unprefixed = stripLanguage(next.split(/[?#]/)[0]);
  const accountPages = ["/area-cliente/criar-conta/", "/area-cliente/confirmar-conta/", "/area-cliente/esqueci-a-senha/"];
  if (!unprefixed.startsWith("/area-cliente/") || accountPages.some((page) => unprefixed.startsWith(page))) {
    return "/area-cliente/";
  }
  return unprefixed;
}
