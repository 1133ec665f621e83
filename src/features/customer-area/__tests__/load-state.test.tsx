// @vitest-environment jsdom
import { act, renderHook, waitFor } from "@testing-library/react";
import { settle, useLoad, usePagedList, type Settled } from "../area/load-state";

describe("an API answer as a load state", () => {
  it("is ready with the body on 2xx, failed when unavailable", () => {
    expect(settle({ kind: "ok", status: 200, body: [1] })).toEqual({ status: "ready", value: [1] });
    expect(settle({ kind: "unavailable" }, ["missing", "forbidden"])).toEqual({ status: "failed" });
  });

  it("tells 404 and 403 apart only where the page does", () => {
    const notFound = { kind: "rejected", status: 404, body: null } as const;
    const forbidden = { kind: "rejected", status: 403, body: null } as const;
    expect(settle(notFound, ["missing"])).toEqual({ status: "missing" });
    expect(settle(notFound, ["forbidden"])).toEqual({ status: "failed" });
    expect(settle(forbidden, ["forbidden"])).toEqual({ status: "forbidden" });
    expect(settle(forbidden)).toEqual({ status: "failed" });
    expect(settle({ kind: "rejected", status: 500, body: null }, ["missing", "forbidden"])).toEqual({
      status: "failed",
    });
  });
});

describe("useLoad", () => {
  /** A load whose answers the test gives, in any order. */
  function controlled() {
    const pending: ((settled: Settled<string>) => void)[] = [];
    const load = vi.fn(() => new Promise<Settled<string>>((resolve) => pending.push(resolve)));
    return { load, answer: (index: number, value: string) => pending[index]({ status: "ready", value }) };
  }

  it("is loading, then what the load ends in; a load that throws is failed", async () => {
    const { load, answer } = controlled();
    const { result } = renderHook(() => useLoad(load));
    expect(result.current.state).toEqual({ status: "loading" });
    act(() => answer(0, "a"));
    await waitFor(() => expect(result.current.state).toEqual({ status: "ready", value: "a" }));

    // Like the pages' loads, a stable function (a new one on every render would load on every render).
    const throwing = () => Promise.reject(new Error("network"));
    const failing = renderHook(() => useLoad(throwing));
    await waitFor(() => expect(failing.result.current.state).toEqual({ status: "failed" }));
  });

  it("lands only the latest load: an older answer arriving later is dropped", async () => {
    const { load, answer } = controlled();
    const { result } = renderHook(() => useLoad(load));
    const sameAsFirst = result.current.current();
    act(() => result.current.reload());
    expect(sameAsFirst()).toBe(false);
    act(() => answer(1, "new"));
    await waitFor(() => expect(result.current.state).toEqual({ status: "ready", value: "new" }));
    act(() => answer(0, "old"));
    await Promise.resolve();
    expect(result.current.state).toEqual({ status: "ready", value: "new" });
  });

  it("asks nothing until enabled, and again when its load changes", async () => {
    const first = vi.fn(async (): Promise<Settled<number>> => ({ status: "ready", value: 1 }));
    const second = vi.fn(async (): Promise<Settled<number>> => ({ status: "missing" }));
    const { result, rerender } = renderHook(({ load, enabled }) => useLoad(load, enabled), {
      initialProps: { load: first, enabled: false },
    });
    expect(first).not.toHaveBeenCalled();
    rerender({ load: first, enabled: true });
    await waitFor(() => expect(result.current.state).toEqual({ status: "ready", value: 1 }));
    rerender({ load: second, enabled: true });
    await waitFor(() => expect(result.current.state).toEqual({ status: "missing" }));
    act(() => result.current.set({ status: "ready", value: 3 }));
    expect(result.current.state).toEqual({ status: "ready", value: 3 });
    act(() => result.current.set((previous) => (previous.status === "ready" ? { ...previous, value: 4 } : previous)));
    expect(result.current.state).toEqual({ status: "ready", value: 4 });
  });

  it("is loading from the very render in which its load changes, never the older answer beside new arguments", async () => {
    const first = vi.fn(async (): Promise<Settled<string>> => ({ status: "ready", value: "old filters" }));
    const second = vi.fn(() => new Promise<Settled<string>>(() => {}));
    const seen: string[] = [];
    const { result, rerender } = renderHook(
      ({ load }) => {
        const { state } = useLoad(load);
        seen.push(`${load === first ? "first" : "second"}:${state.status}`);
        return state;
      },
      { initialProps: { load: first } },
    );
    await waitFor(() => expect(result.current).toEqual({ status: "ready", value: "old filters" }));
    seen.length = 0;
    rerender({ load: second });
    expect(seen[0]).toBe("second:loading");
    expect(seen).not.toContain("second:ready");
  });
});

describe("usePagedList", () => {
  type Item = { id: string };
  const pages: Record<string, Settled<{ items: Item[]; next: string | null }>> = {
    first: { status: "ready", value: { items: [{ id: "a" }, { id: "b" }], next: "p2" } },
    p2: { status: "ready", value: { items: [{ id: "b" }, { id: "c" }], next: null } },
  };
  const fetchPage = (next: string | null) => Promise.resolve(pages[next ?? "first"]);

  it("appends the next page; with idOf, an item already shown is not added again", async () => {
    const { result } = renderHook(() => usePagedList(fetchPage, true, (item: Item) => item.id));
    await waitFor(() => expect(result.current.state.status).toBe("ready"));
    await act(() => result.current.loadMore());
    expect(result.current.state).toEqual({
      status: "ready",
      value: { items: [{ id: "a" }, { id: "b" }, { id: "c" }], next: null },
    });
    expect(result.current.more).toBe("idle");
  });

  it("without idOf keeps every item; a page that fails leaves the list and says so", async () => {
    const { result } = renderHook(() => usePagedList(fetchPage, true));
    await waitFor(() => expect(result.current.state.status).toBe("ready"));
    await act(() => result.current.loadMore());
    expect(result.current.state.status === "ready" && result.current.state.value.items.map((item) => item.id)).toEqual([
      "a",
      "b",
      "b",
      "c",
    ]);

    let fail = false;
    const failing = (next: string | null) => (fail ? Promise.reject(new Error("network")) : fetchPage(next));
    const second = renderHook(() => usePagedList(failing, true));
    await waitFor(() => expect(second.result.current.state.status).toBe("ready"));
    fail = true;
    await act(() => second.result.current.loadMore());
    expect(second.result.current.more).toBe("failed");
    expect(second.result.current.state).toEqual(pages.first);
  });
});
