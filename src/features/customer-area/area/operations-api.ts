import type { ColetaRecord } from "../../../domain/coleta";
import type { HistoryEntry } from "../../../domain/lifecycle";
import type { Language } from "../../../config/languages";
import { formatNumber } from "../../../domain/numbers";
import { callApi } from "../../backend/api-client";
import { idToken } from "./id-token";
import { settle, type Settled } from "./load-state";

/** A request as operators see it (amplify/README.md, ColetaAPI "Records"): the stored record, history with who. */
export type OperatorRecord = Omit<ColetaRecord, "history" | "certificate"> & {
  history: HistoryEntry[];
  certificate?: { code: string; issuedAt: string; sha256?: string };
  /** The same CNPJ's other open requests (GET /operacao/coleta/{protocol} and the actions' answers). */
  duplicates?: { protocol: string; createdAt: string }[];
};

/** `base`: the ids of the bases listed, separated by commas ("" for every base). */
export type OperationsFilters = { status: string; uf: string; base: string; from: string; to: string; q: string };

export const emptyFilters: OperationsFilters = { status: "", uf: "", base: "", from: "", to: "", q: "" };

/** `GET /operacao/bases`: the bases that take requests, and the caller's own (their `custom:bases`). */
export type OperatingBases = { items: { id: string; name: string; city: string; uf: string }[]; mine: string[] };

/** The operating bases, read once per page (the list's base filter, the detail's move form). */
export async function loadOperatingBases(): Promise<Settled<OperatingBases>> {
  return settle(await callApi<OperatingBases>("ColetaAPI", "/operacao/bases", { token: await idToken() }), [
    "forbidden",
  ]);
}

/** `GET /operacao/coleta`'s query for these filters (empty ones left out), the page's cursor and the language. */
export function listQuery(filters: OperationsFilters, language: Language, next?: string | null): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value.trim()) params.set(name, value.trim());
  if (next) params.set("next", next);
  params.set("language", language);
  return `/operacao/coleta?${params.toString()}`;
}

export function formatLiters(liters: number, language: Language): string {
  return formatNumber(liters, language);
}
