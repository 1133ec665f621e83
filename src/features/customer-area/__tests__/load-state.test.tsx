// @vitest-environment jsdom
import { act, renderHook, waitFor } from "@testing-library/react";
import { settle, useLoad, type Settled } from "../area/load-state";

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
  });
});
