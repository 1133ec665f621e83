import { footerFor, headerNavigation, isGroup, navigationFor, type NavItem } from "../navigation";
import { routes } from "../routes";

const allPaths = (items: readonly NavItem[]) =>
  items.flatMap((item) => (isGroup(item) ? [item.to, ...item.children.map((child) => child.to)] : [item.to]));

const ptOnly = [
  "/blog/",
  "/informacoes-bonds/",
  "/informacoes-financeiras/",
  "/fale-com-ri/",
  "/fornecedores/",
  "/projeto-h/",
];

describe("navigation model", () => {
  it("shows the Portuguese-only links (blog, investor relations, suppliers, Projeto H+) in pt", () => {
    const header = allPaths(navigationFor("pt"));
    const footer = footerFor("pt").flatMap((column) => column.links.map((link) => link.to));
    for (const path of ["/blog/", "/informacoes-bonds/", "/fale-com-ri/"]) expect(header).toContain(path);
    for (const path of ["/fornecedores/", "/projeto-h/", "/blog/"]) expect(footer).toContain(path);
  });

  it("hides them in en and es, dropping groups left empty", () => {
    for (const language of ["en", "es"] as const) {
      const header = allPaths(navigationFor(language));
      const footer = footerFor(language).flatMap((column) => column.links.map((link) => link.to));
      for (const path of ptOnly) {
        expect(header).not.toContain(path);
        expect(footer).not.toContain(path);
      }
      expect(navigationFor(language).some((item) => item.label === "investors")).toBe(false);
    }
  });

  it("links every page SPEC.md asks for in header and footer for all visitors", () => {
    const linked = new Set([
      ...allPaths(navigationFor("en")),
      ...footerFor("en").flatMap((c) => c.links.map((l) => l.to)),
    ]);
    for (const path of [
      "/",
      "/nossa-essencia/",
      "/coleta-de-oleo-lubrificante-usado/",
      "/oleos-de-alta-performance/",
      "/g2/",
      "/lwoma/",
      "/lw-volt/",
      "/grau-alimenticio/",
      "/sustentabilidade/",
      "/gente/",
      "/fale-com-a-gente/",
      "/politica-de-privacidade/",
      "/lei-lgpd/",
    ]) {
      expect(linked, path).toContain(path);
    }
  });

  it("only links to routes that exist", () => {
    const known = new Set(routes.map((route) => route.path));
    for (const path of allPaths(headerNavigation)) {
      if (path && !path.startsWith("/blog/editoria/")) expect(known, path).toContain(path);
    }
  });

  it("puts 'Todos' first in the blog menu", () => {
    const blog = navigationFor("pt").find((item) => item.label === "blog");
    expect(blog && isGroup(blog) && blog.children[0]).toEqual({ label: "blogAll", to: "/blog/" });
  });
});

describe("the Blog menu", () => {
  it("lists the editoria links it is given after 'Todos', and only there", () => {
    const links = [{ label: "oluc", text: "OLUC", to: "/blog/editoria/oluc/" }];
    const items = navigationFor("pt", headerNavigation, links);
    const blog = items.find((item) => item.label === "blog");
    expect(blog && isGroup(blog) && blog.children).toEqual([{ label: "blogAll", to: "/blog/" }, ...links]);
    const elsewhere = items
      .filter((item) => item.label !== "blog")
      .flatMap((item) => (isGroup(item) ? item.children : []));
    expect(elsewhere.some((child) => child.to.startsWith("/blog/editoria/"))).toBe(false);
  });
});
