// @vitest-environment jsdom
import React from "react";
import { act, fireEvent, screen } from "@testing-library/react";
import conta from "../../../../locales/en/conta.json";
import operacao from "../../../../locales/en/operacao.json";
import { renderIn } from "../../../__tests__/render-in";
import type { LoadState, MoreState } from "../area/load-state";
import { ListFilterForm, PagedListView, useListFilters } from "../area/staff-list";

type Page = { items: string[]; next: string | null };
const texts = { loading: "Loading…", failed: "Could not load.", empty: "Nothing here.", label: "Items", more: "More" };

/** The list view in English around items shown as their text. */
function showList(state: LoadState<Page>, more: MoreState = "idle") {
  const reload = vi.fn();
  const loadMore = vi.fn(() => Promise.resolve());
  renderIn(
    { language: "en", ns: "conta", resources: { conta } },
    <PagedListView
      list={{ state, reload, more, loadMore }}
      texts={texts}
      renderItem={(item) => <li key={item}>{item}</li>}
    />,
  );
  return { reload, loadMore };
}

describe("PagedListView", () => {
  it("lists the items under its label, with 'more' while there is a next page", () => {
    const { loadMore } = showList({ status: "ready", value: { items: ["a", "b"], next: "cursor" } });
    const list = screen.getByRole("list", { name: "Items" });
    expect([...list.querySelectorAll("li")].map((item) => item.textContent)).toEqual(["a", "b"]);
    fireEvent.click(screen.getByRole("button", { name: "More" }));
    expect(loadMore).toHaveBeenCalledTimes(1);
  });

  it("has no 'more' on the last page, and says an empty list is empty", () => {
    showList({ status: "ready", value: { items: [], next: null } });
    expect(screen.getByRole("status").textContent).toBe("Nothing here.");
    expect(screen.queryByRole("list")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("says 'loading…' as a status", () => {
    showList({ status: "loading" });
    expect(screen.getByRole("status").textContent).toBe("Loading…");
  });

  it("on a failed first page offers 'Try again', which loads again", () => {
    const { reload } = showList({ status: "failed" });
    expect(screen.getByRole("alert").textContent).toContain("Could not load.");
    fireEvent.click(screen.getByRole("button", { name: conta.common.retry }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("disables 'more' while the next page loads", () => {
    showList({ status: "ready", value: { items: ["a"], next: "cursor" } }, "loading");
    expect((screen.getByRole("button", { name: "Loading…" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("a next page that failed says so, and keeps the items shown", () => {
    showList({ status: "ready", value: { items: ["a"], next: "cursor" } }, "failed");
    expect(screen.getByRole("alert").textContent).toBe("Could not load.");
    expect(screen.getByRole("list", { name: "Items" }).textContent).toBe("a");
  });
});

type Filters = { q: string; uf: string; from: string; to: string };
const empty: Filters = { q: "", uf: "", from: "", to: "" };

/** A filter form with one field of its own, showing the filters applied. */
function FilterPage({ initial }: { initial: Filters | null }) {
  const form = useListFilters(empty, initial);
  return (
    <>
      <ListFilterForm namespace="operacao" form={form}>
        <input aria-label="UF" value={form.draft.uf} onChange={form.set("uf")} />
      </ListFilterForm>
      <output>{JSON.stringify(form.filters)}</output>
    </>
  );
}

describe("ListFilterForm and useListFilters", () => {
  const applied = () => JSON.parse(document.querySelector("output")?.textContent ?? "") as Filters | null;

  it("applies what was typed only on 'Apply', and 'Clear' empties both the form and the list's filters", () => {
    renderIn({ language: "en", ns: "operacao", resources: { operacao } }, <FilterPage initial={empty} />);
    const search = screen.getByRole("search", { name: operacao.filters.label });
    fireEvent.change(screen.getByLabelText(operacao.filters.q, { exact: false }), { target: { value: "posto" } });
    fireEvent.change(screen.getByLabelText("UF"), { target: { value: "RJ" } });
    fireEvent.change(screen.getByLabelText(operacao.filters.from), { target: { value: "2026-01-01" } });
    expect(applied()).toEqual(empty);
    act(() => {
      fireEvent.submit(search);
    });
    expect(applied()).toEqual({ q: "posto", uf: "RJ", from: "2026-01-01", to: "" });
    fireEvent.click(screen.getByRole("button", { name: operacao.filters.clear }));
    expect(applied()).toEqual(empty);
    expect((screen.getByLabelText("UF") as HTMLInputElement).value).toBe("");
  });

  it("starts with no filters applied when the list waits for something first", () => {
    renderIn({ language: "en", ns: "operacao", resources: { operacao } }, <FilterPage initial={null} />);
    expect(applied()).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: operacao.filters.apply }));
    expect(applied()).toEqual(empty);
  });
});
