import { editoriaBar } from "../editoria-bar";

describe("editoriaBar", () => {
  const editorias = [
    { slug: "sustentabilidade", nome: "Sustentabilidade", position: 6 },
    { slug: "oluc", nome: "OLUC", position: 3 },
    { slug: "siga-bem", nome: "Siga bem", position: 3 },
    { slug: "cliente-circulare", nome: "Cliente Circulare", position: 1 },
  ];

  it("puts 'Todos' first, linking to the blog's index", () => {
    expect(editoriaBar(editorias, "Todos", "pt-BR")[0]).toEqual({ key: "all", label: "Todos", to: "/blog/" });
  });

  it("orders editorias by their position, ties by name, each linking to its page", () => {
    expect(editoriaBar(editorias, "All", "en").map((item) => item.key)).toEqual([
      "all",
      "cliente-circulare",
      "oluc",
      "siga-bem",
      "sustentabilidade",
    ]);
    expect(editoriaBar(editorias, "All", "en")[2].to).toBe("/blog/editoria/oluc/");
  });

  it("has only 'Todos' when there are no editorias", () => {
    expect(editoriaBar([], "Todos", "pt-BR")).toHaveLength(1);
  });
});
