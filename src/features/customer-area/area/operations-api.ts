import type { ColetaRecord } from "../../../domain/coleta";
import type { HistoryEntry } from "../../../domain/lifecycle";
import type { Language } from "../../../config/languages";

/** A request as operators see it (amplify/README.md, ColetaAPI "Records"): the stored record, history with who. */
export type OperatorRecord = Omit<ColetaRecord, "history" | "certificate"> & {
  history: HistoryEntry[];
  certificate?: { code: string; issuedAt: string; sha256?: string };
};

export type OperationsFilters = { status: string; uf: string; from: string; to: string; q: string };

export const emptyFilters: OperationsFilters = { status: "", uf: "", from: "", to: "", q: "" };

/** `GET /operacao/coleta`'s query for these filters (empty ones left out), the page's cursor and the language. */
export function listQuery(filters: OperationsFilters, language: Language, next?: string | null): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value.trim()) params.set(name, value.trim());
  if (next) params.set("next", next);
  params.set("language", language);
  return `/operacao/coleta?${params.toString()}`;
}

export function formatLiters(liters: number, language: Language): string {
  return new Intl.NumberFormat(language).format(liters);
}
