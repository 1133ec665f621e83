import config from "../../../src/config/third-party.json";
import { parseThirdPartyConfig, proxyAllowedOrigins } from "../../../src/config/third-party-schema";

/**
 * `/__third-party-proxy?url=…`: fetches a third party's script for the page (Partytown's worker loads the tag
 * manager through it: a worker's fetch needs CORS, which vendors rarely send). One pure function, shared by the
 * Lambda (handler.ts, behind the hosting rewrite) and `npm run serve`.
 *
 * - GET only (405 otherwise); `url` must be an absolute http(s) URL without credentials (400), on an origin some
 *   party of src/config/third-party.json lists in `hosts` (403); redirects are followed only to such origins.
 * - A time limit (504) and a size limit (502), both on the whole response.
 * - No cookies either way: the visitor's request headers are never forwarded (only Accept), and of the
 *   vendor's response only Content-Type travels back, never Set-Cookie.
 * - What it serves cannot act as a page of ours: `Content-Security-Policy: sandbox; default-src 'none'` and
 *   nosniff. Cached for 5 minutes (a tag manager's container changes whenever someone publishes it); errors are
 *   never cached.
 */
export type ProxyRequest = { method: string; url: string | null | undefined };
export type ProxyResponse = { status: number; headers: Record<string, string>; body: Uint8Array };

export type ProxyOptions = {
  /** Origins it may fetch from; default: every party's `hosts` in the configuration. */
  allowedOrigins?: ReadonlySet<string>;
  maxBytes?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

export const PROXY_LIMITS = { maxBytes: 2 * 1024 * 1024, timeoutMs: 5000, maxRedirects: 3 } as const;

const defaultOrigins = proxyAllowedOrigins(parseThirdPartyConfig(config));

const encoder = new TextEncoder();
function text(status: number, message: string, extra: Record<string, string> = {}): ProxyResponse {
  return {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      ...extra,
    },
    body: encoder.encode(`${message}\n`),
  };
}

/** The target as a URL, or null when it is not an absolute http(s) URL without credentials. */
export function targetUrl(raw: string | null | undefined): URL | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password) return null;
  return url;
}

async function readLimited(response: Response, maxBytes: number): Promise<Uint8Array | null> {
  const declared = Number(response.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    return null;
  }
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

export async function proxyThirdParty(request: ProxyRequest, options: ProxyOptions = {}): Promise<ProxyResponse> {
  if (request.method.toUpperCase() !== "GET") return text(405, "Method not allowed: GET only", { Allow: "GET" });
  const allowed = options.allowedOrigins ?? defaultOrigins;
  const maxBytes = options.maxBytes ?? PROXY_LIMITS.maxBytes;
  const fetcher = options.fetch ?? fetch;
  let url = targetUrl(request.url);
  if (!url) return text(400, "Bad request: url must be an absolute http(s) URL");
  if (!allowed.has(url.origin)) return text(403, `Forbidden: ${url.origin} is not a configured third party`);

  const signal = AbortSignal.timeout(options.timeoutMs ?? PROXY_LIMITS.timeoutMs);
  try {
    for (let redirects = 0; ; redirects++) {
      const upstream = await fetcher(url, {
        method: "GET",
        headers: { Accept: "*/*" },
        redirect: "manual",
        credentials: "omit",
        signal,
      });
      if (upstream.status >= 300 && upstream.status < 400 && upstream.headers.get("location")) {
        await upstream.body?.cancel();
        const next = targetUrl(new URL(upstream.headers.get("location") as string, url).href);
        if (!next || !allowed.has(next.origin) || redirects >= PROXY_LIMITS.maxRedirects) {
          return text(502, "Bad gateway: the third party redirected outside the configured hosts");
        }
        url = next;
        continue;
      }
      const body = await readLimited(upstream, maxBytes);
      if (!body) return text(502, `Bad gateway: the response is over ${maxBytes} bytes`);
      const ok = upstream.status >= 200 && upstream.status < 300;
      return {
        status: ok ? 200 : 502,
        headers: {
          "Content-Type": upstream.headers.get("content-type") ?? "application/octet-stream",
          "Cache-Control": ok ? "public, max-age=300" : "no-store",
          "Content-Security-Policy": "sandbox; default-src 'none'",
          "X-Content-Type-Options": "nosniff",
        },
        body: ok ? body : encoder.encode(`Bad gateway: the third party answered ${upstream.status}\n`),
      };
    }
  } catch (error) {
    if (signal.aborted) return text(504, "Gateway timeout: the third party did not answer in time");
    return text(502, `Bad gateway: ${(error as Error).message}`);
  }
}
