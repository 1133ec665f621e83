// @vitest-environment jsdom
import React, { useState, type ComponentType } from "react";
import { vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { inI18n } from "../../../__tests__/render-in";
import { ErrorBoundary, LoadFailed } from "../lazy-boundary";
import { lazyWithRetry } from "../lazy-with-retry";

const recovery = {
  partFailed: "Esta parte falhou.",
  pageFailed: "A página falhou.",
  retry: "Tentar de novo",
  loading: "Carregando…",
};
const inPt = (children: React.ReactNode) => inI18n({ ns: "home", resources: { common: { recovery } } }, children);

function Part({ name }: { name: string }) {
  return <p>Parte {name}</p>;
}

describe("lazyWithRetry", () => {
  it("shows the translated error with 'Try again' when the code cannot load, and loads it on retry", async () => {
    const load = vi
      .fn<() => Promise<ComponentType<{ name: string }>>>()
      .mockRejectedValueOnce(new Error("Loading chunk 123 failed"))
      .mockResolvedValue(Part);
    const Lazy = lazyWithRetry(load);
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(inPt(<Lazy name="A" />));
    expect(await screen.findByRole("alert")).toHaveTextContent(recovery.partFailed);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: recovery.retry })));
    expect(await screen.findByText("Parte A")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("ErrorBoundary around the page", () => {
  it("shows the page message instead of a white page, and 'Try again' renders the page anew", async () => {
    let broken = true;
    function Page() {
      if (broken) throw new Error("render failed");
      return <h1>Página</h1>;
    }
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      inPt(
        <>
          <header>Cabeçalho</header>
          <ErrorBoundary fallback={(retry) => <LoadFailed retry={retry} message="recovery.pageFailed" />}>
            <Page />
          </ErrorBoundary>
        </>,
      ),
    );
    expect(screen.getByRole("alert")).toHaveTextContent(recovery.pageFailed);
    expect(screen.getByText("Cabeçalho")).toBeInTheDocument();
    broken = false;
    fireEvent.click(screen.getByRole("button", { name: recovery.retry }));
    expect(screen.getByRole("heading", { name: "Página" })).toBeInTheDocument();
  });

  it("forgets the error when the page changes (keyed by path, as the layout does)", () => {
    function Broken(): React.ReactElement {
      throw new Error("render failed");
    }
    function Shell() {
      const [path, setPath] = useState("/a/");
      return inPt(
        <>
          <button onClick={() => setPath("/b/")}>ir</button>
          <ErrorBoundary key={path} fallback={(retry) => <LoadFailed retry={retry} />}>
            {path === "/a/" ? <Broken /> : <p>Página B</p>}
          </ErrorBoundary>
        </>,
      );
    }
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(<Shell />);
    expect(screen.getByRole("alert")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "ir" }));
    expect(screen.getByText("Página B")).toBeInTheDocument();
  });
});
