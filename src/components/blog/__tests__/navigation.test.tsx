// @vitest-environment jsdom
import React from "react";
import { screen, within } from "@testing-library/react";
import { renderIn } from "../../../__tests__/render-in";
import common from "../../../../locales/en/common.json";
import blog from "../../../../locales/en/blog.json";
import { EditoriaBar } from "../editoria-bar";
import { Pager } from "../pager";

const inEnglish = (ui: React.ReactElement) =>
  renderIn({ language: "en", routePath: "/blog/", ns: "blog", resources: { common, blog } }, ui);

describe("EditoriaBar", () => {
  const editorias = [
    { slug: "oluc", nome: "Used oil", position: 3 },
    { slug: "cliente-circulare", nome: "Circulare customers", position: 1 },
  ];

  it("lists 'All' first, then the editorias in order, in the page's language", () => {
    inEnglish(<EditoriaBar editorias={editorias} />);
    const links = within(screen.getByRole("navigation", { name: "Blog categories" })).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["All", "/en/blog/"],
      ["Circulare customers", "/en/blog/editoria/cliente-circulare/"],
      ["Used oil", "/en/blog/editoria/oluc/"],
    ]);
    expect(links[0]).toHaveAttribute("aria-current", "page");
  });

  it("marks the current editoria", () => {
    inEnglish(<EditoriaBar editorias={editorias} current="oluc" />);
    expect(screen.getByRole("link", { name: "Used oil" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "All" })).not.toHaveAttribute("aria-current");
  });
});

describe("Pager", () => {
  it("links to the previous and next pages and marks the current one", () => {
    inEnglish(<Pager basePath="/blog/" currentPage={2} numPages={3} />);
    const nav = screen.getByRole("navigation", { name: "Article pages" });
    expect(within(nav).getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/en/blog/");
    expect(within(nav).getByRole("link", { name: "Next" })).toHaveAttribute("href", "/en/blog/3/");
    expect(within(nav).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  });

  it("is absent when one page holds everything", () => {
    const { container } = inEnglish(<Pager basePath="/blog/" currentPage={1} numPages={1} />);
    expect(container).toBeEmptyDOMElement();
  });
});
