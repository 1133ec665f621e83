import type { Page } from "@playwright/test";
import config from "../src/config/third-party.json";

/**
 * The postal lookup's stand-in (src/config/third-party.json `postalLookup`, ViaCEP): no browser test reaches the real
 * service. Every page of every spec gets it (e2e/test.ts), answering at the configured URL, so the browser still
 * checks that request against the page's CSP (connect-src) and CORS as it would the real one. What it answers
 * copies ViaCEP: the address of the CEPs below, `{"erro": "true"}` for any other valid CEP.
 */
export const postalAddresses: Record<string, { logradouro: string; bairro: string; localidade: string; uf: string }> = {
  "01310100": { logradouro: "Avenida Paulista", bairro: "Bela Vista", localidade: "São Paulo", uf: "SP" },
  "13015001": { logradouro: "Rua Barão de Jaguara", bairro: "Centro", localidade: "Campinas", uf: "SP" },
  "30130010": { logradouro: "Praça Sete de Setembro", bairro: "Centro", localidade: "Belo Horizonte", uf: "MG" },
  // A city-wide CEP: ViaCEP knows the city and state only.
  "13290000": { logradouro: "", bairro: "", localidade: "Louveira", uf: "SP" },
};

/** How it behaves: answering, down (the connection fails, as offline or a blocked host), or never answering. */
export type PostalStandIn = { mode: "up" | "down" | "hang"; requests: string[] };

const [before, after] = config.postalLookup.url.split("{cep}");
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The configured lookup URL, any CEP in it. */
export const postalLookupPattern = new RegExp(`^${escape(before)}([^/?#]*)${escape(after)}$`);

const standIns = new WeakMap<Page, PostalStandIn>();

/** Puts the stand-in in front of the lookup for `page` (e2e/test.ts does it for every page). */
export async function standInPostalLookup(page: Page): Promise<PostalStandIn> {
  const state: PostalStandIn = { mode: "up", requests: [] };
  standIns.set(page, state);
  await page.route(postalLookupPattern, async (route) => {
    const cep = postalLookupPattern.exec(route.request().url())?.[1] ?? "";
    state.requests.push(cep);
    if (state.mode === "down") return route.abort("internetdisconnected");
    if (state.mode === "hang") return; // never answered: the page's own timeout gives up
    const address = postalAddresses[cep];
    const valid = /^\d{8}$/.test(cep);
    return route.fulfill({
      status: valid ? 200 : 400,
      contentType: "application/json; charset=utf-8",
      headers: { "Access-Control-Allow-Origin": "*" },
      body: JSON.stringify(
        address
          ? { cep: `${cep.slice(0, 5)}-${cep.slice(5)}`, complemento: "", ibge: "", ...address }
          : { erro: "true" },
      ),
    });
  });
  return state;
}

/** The stand-in of `page`, to switch it off or read what it was asked. */
export function postalStandIn(page: Page): PostalStandIn {
  const state = standIns.get(page);
  if (!state) throw new Error("this page has no postal lookup stand-in (use e2e/test.ts's test)");
  return state;
}
