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

const loading: LoadState<never> = { status: "loading" };

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
 * to older arguments is dropped. The state is "loading" from the very render in which `load` changes (new filters
 * submitted), not from the effect after it: what the page shows never pairs new arguments with an older answer.
 * `set` replaces the state (a record changed by the page, a longer list); `current()` gives a check that no load has
 * started since, for work of the page's own that must not land on newer data.
 */
export function useLoad<T>(load: () => Promise<Settled<T>>, enabled = true) {
  /** The state, and the `load` it belongs to. */
  const [stored, setStored] = useState<{ of: unknown; state: LoadState<T> }>({ of: null, state: loading });
  const latest = useRef(0);
  const currentLoad = useRef(load);
  currentLoad.current = load;

  const reload = useCallback(() => {
    const ticket = ++latest.current;
    setStored({ of: load, state: loading });
    load().then(
      (settled) => ticket === latest.current && setStored({ of: load, state: settled }),
      () => ticket === latest.current && setStored({ of: load, state: { status: "failed" } }),
    );
  }, [load]);

  useEffect(() => {
    if (enabled) reload();
  }, [enabled, reload]);

  const set = useCallback((next: LoadState<T> | ((previous: LoadState<T>) => LoadState<T>)) => {
    setStored((previous) => ({
      of: currentLoad.current,
      state: typeof next === "function" ? next(previous.state) : next,
    }));
  }, []);

  const current = useCallback(() => {
    const ticket = latest.current;
    return () => ticket === latest.current;
  }, []);

  const state: LoadState<T> = enabled && stored.of !== load ? loading : stored.state;
  return { state, set, reload, current };
}

/** Where a list's next page stands ("load more"). */
export type MoreState = "idle" | "loading" | "failed";

/**
 * A list read a page at a time (operations, the staff's inbox, the undelivered e-mails): the first page through
 * `useLoad` (again whenever `fetchPage` changes: new filters), then `loadMore()` appends the next page, unless a
 * newer first load has started meanwhile. `idOf`, for a list whose items can move between pages while it is read:
 * an item already shown is not added twice.
 */
export function usePagedList<Item>(
  fetchPage: (next: string | null) => Promise<Settled<{ items: Item[]; next: string | null }>>,
  enabled: boolean,
  idOf?: (item: Item) => string,
) {
  const [more, setMore] = useState<MoreState>("idle");
  const { state, set, current, reload } = useLoad(
    useCallback(() => {
      setMore("idle");
      return fetchPage(null);
    }, [fetchPage]),
    enabled,
  );

  async function loadMore() {
    if (state.status !== "ready" || !state.value.next) return;
    const sameList = current();
    setMore("loading");
    try {
      const page = await fetchPage(state.value.next);
      if (!sameList()) return;
      if (page.status === "forbidden") return set(page);
      if (page.status !== "ready") return setMore("failed");
      const shown = idOf ? new Set(state.value.items.map(idOf)) : null;
      const added = shown && idOf ? page.value.items.filter((item) => !shown.has(idOf(item))) : page.value.items;
      set({ status: "ready", value: { items: [...state.value.items, ...added], next: page.value.next } });
      setMore("idle");
    } catch {
      setMore("failed");
    }
  }

  return { state, set, current, reload, more, loadMore };
}
