import { isUf, isValidCep, onlyDigits } from "../../domain/brazil";
import { postalLookupConfig } from "../third-party/config";

/**
 * The address a CEP names, from the public postal lookup of src/config/third-party.json (`postalLookup`: ViaCEP).
 * Loaded lazily by use-cep-lookup.ts once a valid CEP is in the field, so the form page carries none of it.
 *
 * The answer is one of:
 * - `found`: the parts of the address the service knows (a city-wide CEP has no street or district: empty);
 * - `not-found`: the service answered that no such CEP exists (ViaCEP: `{"erro": true}`, or 400/404);
 * - `failed`: offline, a network or server error, an answer that is not an address;
 * - `timeout`: no answer within `timeoutMs`;
 * - `aborted`: the caller gave up (the CEP changed), and nothing must be filled.
 */
export type PostalAddress = { street: string; district: string; city: string; state: string };
export type LookupResult =
  | { kind: "found"; address: PostalAddress }
  | { kind: "not-found" }
  | { kind: "failed" }
  | { kind: "timeout" }
  | { kind: "aborted" };

export type LookupOptions = {
  /** Aborts the lookup (the visitor changed the CEP). */
  signal?: AbortSignal;
  /** The lookup's address with `{cep}` (default: the configuration's). */
  url?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Whether the browser says it is online (default: `navigator.onLine`, true outside a browser). */
  online?: () => boolean;
};

const field = (value: unknown, max: number): string => (typeof value === "string" ? value.trim().slice(0, max) : "");

export async function lookupCep(cep: string, options: LookupOptions = {}): Promise<LookupResult> {
  if (!isValidCep(cep)) return { kind: "not-found" };
  const online = options.online ?? (() => typeof navigator === "undefined" || navigator.onLine !== false);
  if (options.signal?.aborted) return { kind: "aborted" };
  if (!online()) return { kind: "failed" };
  const digits = onlyDigits(cep);
  const url = (options.url ?? postalLookupConfig.url).replace("{cep}", digits);
  const timeoutMs = options.timeoutMs ?? postalLookupConfig.timeoutMs;
  const doFetch = options.fetch ?? fetch;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  options.signal?.addEventListener("abort", onAbort);
  try {
    const response = await doFetch(url, {
      signal: controller.signal,
      credentials: "omit",
      referrerPolicy: "no-referrer",
      headers: { Accept: "application/json" },
    });
    if (response.status === 400 || response.status === 404) return { kind: "not-found" };
    if (!response.ok) return { kind: "failed" };
    const body = (await response.json()) as Record<string, unknown> | null;
    if (!body || typeof body !== "object") return { kind: "failed" };
    // ViaCEP answers 200 with {"erro": true} (or "true", in its newer version) for a CEP that does not exist.
    if (body.erro === true || body.erro === "true") return { kind: "not-found" };
    const state = field(body.uf, 2).toUpperCase();
    const city = field(body.localidade, 80);
    if (!isUf(state) || !city) return { kind: "failed" };
    return {
      kind: "found",
      address: { street: field(body.logradouro, 160), district: field(body.bairro, 80), city, state },
    };
  } catch {
    if (options.signal?.aborted) return { kind: "aborted" };
    return timedOut ? { kind: "timeout" } : { kind: "failed" };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", onAbort);
  }
}
