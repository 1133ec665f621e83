// @vitest-environment jsdom
import React from "react";
import { screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { vi } from "vitest";
import common from "../../../../locales/pt/common.json";
import { renderIn } from "../../../__tests__/render-in";
import { BrazilMap } from "../brazil-map";
import { CertificationStrip } from "../certification-strip";
import { DataTable } from "../data-table";
import { ImageText } from "../image-text";
import { PageAssetsProvider, type PageAsset } from "../page-assets";
import { ProcessDiagram } from "../process-diagram";
import { Sections } from "../sections";
import { Testimonial } from "../testimonial";

/** What the page query gives for an image and for a PDF (src/components/sections/page-assets.tsx). */
const imageData = {
  layout: "constrained",
  width: 720,
  height: 540,
  images: {
    fallback: { src: "/static/frota.jpg", srcSet: "/static/frota.jpg 720w", sizes: "(min-width: 720px) 720px, 100vw" },
    sources: [],
  },
} as IGatsbyImageData;
const assets: PageAsset[] = [
  {
    relativePath: "paginas/frota.jpg",
    publicURL: "/static/frota.jpg",
    childImageSharp: { gatsbyImageData: imageData },
  },
  {
    relativePath: "fichas/basico.pdf",
    publicURL: "/static/abc/basico.pdf",
    size: 84_300,
    childImageSharp: null,
  },
];

function renderPt(element: React.ReactElement) {
  return renderIn(
    { routePath: "/show-case/", ns: "show-case", resources: { common } },
    <PageAssetsProvider data={{ pageAssets: { nodes: assets } }}>{element}</PageAssetsProvider>,
  );
}

/** The rest of the site settings' query (src/hooks/use-site-settings.ts): the build's year, the editorias. */
const frame = { site: { buildTime: "2026" }, allEditoria: { nodes: [] } };

const image = { src: "paginas/frota.jpg", alt: "Caminhão de coleta em uma oficina" };

describe("ImageText", () => {
  it("puts the text first and the image lazily after it, on the right by default", () => {
    const { container } = renderPt(
      <ImageText
        heading="Frota própria"
        paragraphs={["Um.", "Dois."]}
        image={image}
        link={{ label: "Ver frota", to: "/g2/" }}
      />,
    );
    const img = screen.getByRole("img", { name: image.alt });
    expect(img).toHaveAttribute("loading", "lazy");
    const heading = screen.getByRole("heading", { level: 2, name: "Frota própria" });
    expect(heading.compareDocumentPosition(img) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(container.querySelector("[data-image-side]")).toHaveAttribute("data-image-side", "right");
    expect(screen.getByRole("link", { name: "Ver frota" })).toHaveAttribute("href", "/g2/");
  });

  it("marks the layout for an image on the left", () => {
    const { container } = renderPt(<ImageText heading="Frota" paragraphs={["Um."]} image={image} imageSide="left" />);
    expect(container.querySelector("[data-image-side]")).toHaveAttribute("data-image-side", "left");
  });
});

describe("Testimonial", () => {
  it("is a figure: the quote, the result, and a caption with name and role", () => {
    renderPt(
      <Testimonial
        heading="Clientes"
        quote="Tudo certo."
        name="Marina"
        role="Gerente"
        result="Zero pendências"
        image={image}
      />,
    );
    const figure = screen.getByRole("figure");
    expect(within(figure).getByText("Tudo certo.").closest("blockquote")).not.toBeNull();
    const caption = figure.querySelector("figcaption");
    expect(caption).toHaveTextContent("Marina");
    expect(caption).toHaveTextContent("Gerente");
    expect(figure.lastElementChild).toBe(caption);
    expect(within(figure).getByText("Zero pendências")).toBeInTheDocument();
    expect(within(figure).getByRole("img", { name: image.alt })).toHaveAttribute("loading", "lazy");
  });

  it("shows no result line and no image when the content has none", () => {
    renderPt(<Testimonial heading="Clientes" quote="Tudo certo." name="Marina" role="Gerente" />);
    // The quote is the figure's only paragraph.
    expect([...screen.getByRole("figure").querySelectorAll("p")].map((p) => p.textContent)).toEqual(["Tudo certo."]);
    expect(screen.queryByRole("img")).toBeNull();
  });
});

describe("ProcessDiagram", () => {
  it("is an ordered list of its stages, with decorative icons", () => {
    const items = [
      { icon: "truck" as const, title: "Coleta", text: "a" },
      { icon: "flask" as const, title: "Análise", text: "b" },
      { icon: "factory" as const, title: "Rerrefino", text: "c" },
    ];
    const { container } = renderPt(<ProcessDiagram heading="Processo" items={items} />);
    const list = screen.getByRole("list");
    expect(list.tagName).toBe("OL");
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.querySelector("h3")?.textContent),
    ).toEqual(["Coleta", "Análise", "Rerrefino"]);
    expect([...container.querySelectorAll("svg")].every((svg) => svg.getAttribute("aria-hidden") === "true")).toBe(
      true,
    );
  });
});

describe("BrazilMap", () => {
  it("draws the bases on an aria-hidden map and lists them by kind under the legend's names", () => {
    const bases = [
      { name: "Paulínia", city: "Paulínia", uf: "SP" as const, kind: "plant" as const },
      { name: "Campinas", city: "Campinas", uf: "SP" as const, kind: "base" as const },
      { name: "Recife", city: "Recife", uf: "PE" as const, kind: "base" as const },
    ];
    const { container } = renderPt(
      <BrazilMap
        heading="Onde estamos"
        legend={{ plant: "Rerrefino", base: "Bases", office: "Escritórios" }}
        bases={bases}
      />,
    );
    const map = container.querySelector("svg[data-map]");
    expect(map).toHaveAttribute("aria-hidden", "true");
    expect(map?.querySelectorAll("rect, circle, path")).toHaveLength(1 + bases.length);
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "Rerrefino",
      "Bases",
    ]);
    expect(container.querySelector('[data-kind="base"]')).toHaveTextContent("Campinas – SPRecife – PE");
    expect(container.querySelector('[data-kind="office"]')).toBeNull();
  });
});

describe("CertificationStrip", () => {
  it("shows each certification of the settings as a named seal with its body and number", () => {
    const certifications = [
      { name: "ISO 14001:2015", body: "Organismo A", number: "A-1" },
      { name: "ISO 9001:2015", body: "Organismo B", number: "B-2" },
    ];
    vi.mocked(useStaticQuery).mockReturnValueOnce({ ...frame, siteSettings: { company: { certifications } } });
    const { container } = renderPt(<CertificationStrip heading="Certificações" />);
    const items = container.querySelectorAll("[data-certification]");
    expect([...items].map((item) => item.getAttribute("data-certification"))).toEqual(["A-1", "B-2"]);
    // Every word around the settings' names and numbers is in the page's language (issue 27: the seals were not).
    expect(items[0]).toHaveTextContent("Organismo certificador: Organismo A");
    expect(items[0]).toHaveTextContent("Certificado nº A-1");
    expect(screen.getByRole("img", { name: "ISO 9001:2015" })).toBeInTheDocument();
  });

  it("is left out, heading and all, when the settings list no certification", () => {
    vi.mocked(useStaticQuery).mockReturnValueOnce({ ...frame, siteSettings: { company: { certifications: [] } } });
    const { container } = renderPt(<CertificationStrip heading="Certificações" />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe("DataTable", () => {
  const table = {
    heading: "Especificações",
    caption: "Propriedades por grau",
    columns: ["Grau", "Viscosidade"],
    rows: [{ cells: ["Leve", "22"] }, { cells: ["Pesado", "95"] }],
  };

  it("is a table with a caption, column and row headers, in a focusable region named by the caption", () => {
    renderPt(<DataTable {...table} notes="Valores de exemplo." />);
    const region = screen.getByRole("region", { name: "Propriedades por grau" });
    expect(region).toHaveAttribute("tabindex", "0");
    const grid = within(region).getByRole("table", { name: "Propriedades por grau" });
    expect(
      within(grid)
        .getAllByRole("columnheader")
        .map((th) => th.getAttribute("scope")),
    ).toEqual(["col", "col"]);
    expect(
      within(grid)
        .getAllByRole("rowheader")
        .map((th) => `${th.textContent} ${th.getAttribute("scope")}`),
    ).toEqual(["Leve row", "Pesado row"]);
    expect(
      within(grid)
        .getAllByRole("cell")
        .map((td) => td.textContent),
    ).toEqual(["22", "95"]);
    expect(screen.getByText("Valores de exemplo.")).toBeInTheDocument();
  });

  it("links the data sheet with its size, in a new tab", () => {
    const { container } = renderPt(
      <DataTable {...table} download={{ label: "Ficha técnica", file: "fichas/basico.pdf" }} />,
    );
    const link = container.querySelector("a[data-download]");
    expect(link).toHaveAttribute("href", "/static/abc/basico.pdf");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).not.toHaveAttribute("download");
    expect(link).toHaveTextContent("Ficha técnica (PDF, 84,3 kB) (abre em nova aba)");
  });

  it("shows no link for a file the page does not have", () => {
    const { container } = renderPt(
      <DataTable {...table} download={{ label: "Ficha técnica", file: "fichas/outra.pdf" }} />,
    );
    expect(container.querySelector("a[data-download]")).toBeNull();
  });
});

describe("Sections", () => {
  it("renders each new type by its own component (loaded on demand in the browser), in order", async () => {
    const { container } = renderPt(
      <Sections
        sections={[
          { type: "text", heading: "Texto", paragraphs: ["Um."] },
          {
            type: "dataTable",
            heading: "Tabela",
            caption: "Legenda",
            columns: ["A", "B"],
            rows: [{ cells: ["a", "b"] }],
          },
          {
            type: "process",
            heading: "Processo",
            items: [1, 2, 3].map((n) => ({ icon: "truck" as const, title: `Etapa ${n}`, text: "t" })),
          },
        ]}
      />,
    );
    expect(await screen.findByRole("table", { name: "Legenda" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 3, name: "Etapa 3" })).toBeInTheDocument();
    expect(
      [...container.querySelectorAll("section > div > h2, section > div > hgroup > h2, section > div > div > h2")].map(
        (h) => h.textContent,
      ),
    ).toEqual(["Texto", "Tabela", "Processo"]);
  });
});
