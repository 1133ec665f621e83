// @vitest-environment jsdom
import React from "react";
import { fireEvent, screen } from "@testing-library/react";
import conta from "../../../../locales/en/conta.json";
import { renderIn } from "../../../__tests__/render-in";
import type { LoadState } from "../area/load-state";
import { LoadView } from "../area/load-view";

/** LoadView in English with the area's strings, around a page that shows its value. */
function show(state: LoadState<string>, texts: { loading?: string; missing?: string } = {}) {
  const reload = vi.fn();
  renderIn(
    { language: "en", ns: "conta", resources: { conta } },
    <LoadView state={state} reload={reload} failed="Could not load this." {...texts}>
      {(value) => <p>Value: {value}</p>}
    </LoadView>,
  );
  return reload;
}

describe("LoadView", () => {
  it("shows the page once ready, and nothing of the states before", () => {
    show({ status: "ready", value: "42" });
    expect(screen.getByText("Value: 42")).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says 'loading…' as a status", () => {
    show({ status: "loading" });
    expect(screen.getByRole("status").textContent).toBe(conta.common.loading);
  });

  it("takes the page's own loading text", () => {
    show({ status: "loading" }, { loading: "Checking the request…" });
    expect(screen.getByRole("status").textContent).toBe("Checking the request…");
  });

  it("says 'not found' as an alert; a list, which gives no such text, says it could not load", () => {
    show({ status: "missing" }, { missing: "Not found." });
    expect(screen.getByRole("alert").textContent).toBe("Not found.");
  });

  it("falls back to the failure text for a missing list", () => {
    show({ status: "missing" });
    expect(screen.getByRole("alert").textContent).toBe("Could not load this.");
  });

  it("on failure says so with 'Try again', which loads again", () => {
    const reload = show({ status: "failed" });
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("Could not load this.");
    fireEvent.click(screen.getByRole("button", { name: conta.common.retry }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("leaves a 403 to the page", () => {
    show({ status: "forbidden" });
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("status")).toBeNull();
  });
});
