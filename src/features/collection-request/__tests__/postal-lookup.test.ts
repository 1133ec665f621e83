import { describe, expect, it, vi } from "vitest";
import { lookupCep } from "../postal-lookup";
import { addressLine } from "../../../domain/address";
import config from "../../../config/third-party.json";

/** A fetch that answers `body` with `status`, recording the URLs and options it was called with. */
function answering(status: number, body: unknown) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

/** A fetch that never answers: it only rejects, as the browser's does, when its signal aborts. */
function hanging() {
  let started = 0;
  const fetch = ((_url: string | URL | Request, init?: RequestInit) => {
    started++;
    return new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener("abort", () =>
        reject(new DOMException("The operation was aborted.", "AbortError")),
      );
    });
  }) as typeof globalThis.fetch;
  return { fetch, started: () => started };
}

const online = () => true;

describe("lookupCep (ViaCEP)", () => {
  it("asks the configured service for the eight digits and returns the address", async () => {
    const service = answering(200, {
      cep: "01310-100",
      logradouro: "Avenida Paulista",
      complemento: "de 612 a 1510 - lado par",
      bairro: "Bela Vista",
      localidade: "São Paulo",
      uf: "SP",
    });
    const result = await lookupCep("01310-100", { fetch: service.fetch, online });
    expect(result).toEqual({
      kind: "found",
      address: { street: "Avenida Paulista", district: "Bela Vista", city: "São Paulo", state: "SP" },
    });
    expect(service.calls.map((call) => call.url)).toEqual([config.postalLookup.url.replace("{cep}", "01310100")]);
    expect(service.calls[0].init?.credentials).toBe("omit");
  });

  it("a city-wide CEP gives the city and state, with street and district empty", async () => {
    const service = answering(200, { cep: "13290-000", logradouro: "", bairro: "", localidade: "Louveira", uf: "SP" });
    expect(await lookupCep("13290000", { fetch: service.fetch, online })).toEqual({
      kind: "found",
      address: { street: "", district: "", city: "Louveira", state: "SP" },
    });
  });

  it("not found: ViaCEP's {erro: true} (boolean or string) and a 400", async () => {
    for (const body of [{ erro: true }, { erro: "true" }]) {
      expect(await lookupCep("99999999", { fetch: answering(200, body).fetch, online })).toEqual({ kind: "not-found" });
    }
    expect(await lookupCep("99999999", { fetch: answering(400, {}).fetch, online })).toEqual({ kind: "not-found" });
  });

  it("an invalid CEP is not looked up", async () => {
    const service = answering(200, {});
    expect(await lookupCep("00000-000", { fetch: service.fetch, online })).toEqual({ kind: "not-found" });
    expect(await lookupCep("1234", { fetch: service.fetch, online })).toEqual({ kind: "not-found" });
    expect(service.calls).toHaveLength(0);
  });

  it("fails on a server error, an answer that is not an address, a network error, and offline (without asking)", async () => {
    expect(await lookupCep("01310100", { fetch: answering(502, {}).fetch, online })).toEqual({ kind: "failed" });
    expect(await lookupCep("01310100", { fetch: answering(200, { uf: "XX", localidade: "?" }).fetch, online })).toEqual(
      { kind: "failed" },
    );
    const broken = (() => Promise.reject(new TypeError("Failed to fetch"))) as typeof globalThis.fetch;
    expect(await lookupCep("01310100", { fetch: broken, online })).toEqual({ kind: "failed" });
    const service = answering(200, {});
    expect(await lookupCep("01310100", { fetch: service.fetch, online: () => false })).toEqual({ kind: "failed" });
    expect(service.calls).toHaveLength(0);
  });

  it("times out after timeoutMs (the configuration's is 4 s)", async () => {
    expect(config.postalLookup.timeoutMs).toBe(4000);
    vi.useFakeTimers();
    try {
      const service = hanging();
      const pending = lookupCep("01310100", { fetch: service.fetch, online });
      await vi.advanceTimersByTimeAsync(3999);
      let settled = false;
      void pending.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toEqual({ kind: "timeout" });
      expect(service.started()).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("aborts when the caller's signal does (the CEP changed), before or during the request", async () => {
    const controller = new AbortController();
    const service = hanging();
    const pending = lookupCep("01310100", {
      fetch: service.fetch,
      online,
      signal: controller.signal,
      timeoutMs: 60_000,
    });
    controller.abort();
    expect(await pending).toEqual({ kind: "aborted" });
    const late = answering(200, {});
    expect(await lookupCep("01310100", { fetch: late.fetch, online, signal: controller.signal })).toEqual({
      kind: "aborted",
    });
    expect(late.calls).toHaveLength(0);
  });
});

describe("addressLine", () => {
  it("writes the parts given, in order, and leaves out the optional ones not given", () => {
    const full = {
      cep: "13015001",
      street: "Rua Barão de Jaguara",
      number: "1000",
      complement: "sala 2",
      district: "Centro",
      city: "Campinas",
      state: "SP",
    };
    expect(addressLine(full)).toBe("Rua Barão de Jaguara, 1000, sala 2 · Centro · Campinas/SP · 13015-001");
    expect(addressLine({ cep: "13015001", city: "Campinas", state: "SP", street: "", number: "" })).toBe(
      "Campinas/SP · 13015-001",
    );
    expect(addressLine({ ...full, number: undefined, complement: undefined }, " – ")).toBe(
      "Rua Barão de Jaguara – Centro – Campinas/SP – 13015-001",
    );
  });
});
