import { useCallback, useEffect, useRef, useState } from "react";
import type { ApiResult } from "../../backend/api-client";

/**
 * Where a customer-area or operations page stands with the data it asks the API for: the one model of
 * loading, ready, missing (404), forbidden (403: the operations pages show "not allowed") and failed.
 */
export type LoadState<T> =
  | { status: "loading" }
  | { status: "ready"; value: T }
  | { status: "missing" }
  | { status: "forbidden" }
  | { status: "failed" };

/** What a load ends in. */
export type Settled<T> = Exclude<LoadState<T>, { status: "loading" }>;

/**
 * An API answer as a state: 2xx is ready; a 404 is missing and a 403 forbidden where the page says it tells them
 * apart (`distinguishes`); anything else, or no answer, failed.
 */
export function settle<T>(result: ApiResult<T>, distinguishes: readonly ("missing" | "forbidden")[] = []): Settled<T> {
  if (result.kind === "ok") return { status: "ready", value: result.body };
  if (result.kind === "rejected" && result.status === 404 && distinguishes.includes("missing"))
    return { status: "missing" };
  if (result.kind === "rejected" && result.status === 403 && distinguishes.includes("forbidden"))
    return { status: "forbidden" };
  return { status: "failed" };
}

/**
 * Runs `load` while `enabled`, again whenever `load` changes (wrap it in `useCallback` with what it reads) and on
 * `reload()`; the state is "loading" meanwhile and "failed" if `load` throws. Only the latest load lands: an answer
 * to older arguments is dropped. `set` replaces the state (a record changed by the page, a longer list); `current()`
 * gives a check that no load has started since, for work of the page's own that must not land on newer data.
 */
export function useLoad<T>(load: () => Promise<Settled<T>>, enabled = true) {
  const [state, set] = useState<LoadState<T>>({ status: "loading" });
  const latest = useRef(0);

  const reload = useCallback(() => {
    const ticket = ++latest.current;
    set({ status: "loading" });
    load().then(
      (settled) => ticket === latest.current && set(settled),
      () => ticket === latest.current && set({ status: "failed" }),
    );
  }, [load]);

  useEffect(() => {
    if (enabled) reload();
  }, [enabled, reload]);

  const current = useCallback(() => {
    const ticket = latest.current;
    return () => ticket === latest.current;
  }, []);

  return { state, set, reload, current };
}
