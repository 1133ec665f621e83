// @vitest-environment jsdom
import React from "react";
import { fireEvent, screen } from "@testing-library/react";
import { renderIn } from "../../../__tests__/render-in";
import common from "../../../../locales/en/common.json";
import conta from "../../../../locales/en/conta.json";
import { lazySection } from "../area/lazy-section";

const inEnglish = (node: React.ReactNode) =>
  renderIn({ language: "en", routePath: "/area-cliente/", ns: "conta", resources: { common, conta } }, node);

describe("a lazily loaded customer-area section", () => {
  it("says it is loading, then shows the section with its props", async () => {
    let resolve: (component: React.ComponentType<{ name: string }>) => void = () => {};
    const Section = lazySection(() => new Promise<React.ComponentType<{ name: string }>>((done) => (resolve = done)));
    inEnglish(<Section name="Ana" />);
    expect(screen.getByRole("status")).toHaveTextContent(conta.common.loading);
    resolve(({ name }) => <h1>Hello {name}</h1>);
    expect(await screen.findByRole("heading", { name: "Hello Ana" })).toBeInTheDocument();
  });

  it("a failed load says so in the visitor's language, and Try again loads it anew", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    let calls = 0;
    const Section = lazySection(async () => {
      calls += 1;
      if (calls === 1) throw new Error("ChunkLoadError: Loading chunk 42 failed");
      return () => <h1>Documents</h1>;
    });
    inEnglish(<Section />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(conta.common.sectionFailed);
    fireEvent.click(screen.getByRole("button", { name: conta.common.retry }));
    expect(await screen.findByRole("heading", { name: "Documents" })).toBeInTheDocument();
    expect(calls).toBe(2);
    expect(screen.queryByRole("alert")).toBeNull();
    spy.mockRestore();
  });
});
