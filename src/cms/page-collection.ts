import { routes, gamePath } from "../config/routes";
import { documentCategories } from "../content/documents";
import { iconPaths } from "../styles/icon-paths";

/**
 * The CMS collections "Páginas – português / inglês / espanhol": the hero and sections of every content page, one
 * collection per language (Decap 3.6 allows i18n in file collections only as one file holding every language;
 * the site reads `locales/<lang>/<ns>.json`, so each language's file is its own entry). Keys the CMS does not show
 * (a form's labels) are kept as they are. The fields are written once here for every page and language; `cms.tsx`
 * adds the collections to config.yml's.
 */
type Field = Record<string, unknown>;

/** Content pages: everything but the application pages, the blog's and the game. */
export const editablePages = routes.filter(
  (route, index) =>
    !route.app &&
    !route.fromContent &&
    route.path !== gamePath &&
    routes.findIndex((other) => other.ns === route.ns) === index,
);

const string = (name: string, label: string, extra: Field = {}): Field => ({ name, label, widget: "string", ...extra });
const text = (name: string, label: string, extra: Field = {}): Field => ({ name, label, widget: "text", ...extra });
const optional = { required: false };
const linkHint = "Endereço interno sem a língua (/solicite-sua-coleta/, /g2/#ficha), tel:+5511… ou mailto:…";
/**
 * Decap 3.6 checks the required fields inside an optional object even when the object is absent, so a page
 * without that button could not be saved: inside optional objects every field is optional here, and the build's
 * content check names the field when an editor fills one half (a button without its destination).
 */
const inside = (required: boolean): Field => (required ? {} : { required: false });
const action = (name: string, label: string, required = false): Field => ({
  name,
  label,
  widget: "object",
  required,
  collapsed: true,
  fields: [
    string("label", "Texto do botão", inside(required)),
    string("to", "Destino", { hint: linkHint, ...inside(required) }),
  ],
});
const icon = { name: "icon", label: "Ícone", widget: "select", options: Object.keys(iconPaths) };
export const imageField = (required: boolean): Field => ({
  name: "image",
  label: "Imagem (4:3, 1600×1200 ou maior)",
  widget: "object",
  required,
  fields: [
    {
      name: "src",
      label: "Arquivo",
      widget: "image",
      choose_url: false,
      media_folder: "/content/uploads/paginas",
      public_folder: "paginas",
      ...inside(required),
    },
    string("alt", "Descrição da imagem (texto alternativo, na língua da página)", inside(required)),
  ],
});
const kicker = string("kicker", "Chamada acima do título", optional);
const heading = string("heading", "Título da seção");
const intro = text("intro", "Introdução", optional);
const paragraphs = { name: "paragraphs", label: "Parágrafos", widget: "list", field: text("paragraph", "Parágrafo") };

/** One Decap type per section type of the content schema (src/content/page-content-schema.ts). */
export const sectionTypes: Field[] = [
  { name: "text", label: "Texto", widget: "object", fields: [kicker, heading, paragraphs] },
  {
    name: "imageText",
    label: "Imagem e texto",
    widget: "object",
    fields: [
      kicker,
      heading,
      paragraphs,
      imageField(true),
      {
        name: "imageSide",
        label: "Lado da imagem",
        widget: "select",
        options: [
          { label: "Direita", value: "right" },
          { label: "Esquerda", value: "left" },
        ],
        required: false,
      },
      action("link", "Link"),
    ],
  },
  {
    name: "features",
    label: "Cartões",
    widget: "object",
    fields: [
      kicker,
      heading,
      intro,
      {
        name: "items",
        label: "Cartões",
        widget: "list",
        fields: [icon, string("title", "Título"), text("text", "Texto"), action("link", "Link")],
      },
    ],
  },
  {
    name: "stats",
    label: "Números",
    widget: "object",
    fields: [
      heading,
      intro,
      {
        name: "items",
        label: "Números",
        widget: "list",
        fields: [
          string("value", "Valor", {
            hint: "Um número da empresa: {{figures.litresCollected.short}} (Números da empresa)",
          }),
          string("label", "Legenda"),
          string("source", "Ano e fonte", {
            ...optional,
            hint: "Dados de {{figures.litresCollected.year}} · {{figures.litresCollected.source}}",
          }),
        ],
      },
    ],
  },
  {
    name: "steps",
    label: "Passos",
    widget: "object",
    fields: [
      kicker,
      heading,
      { name: "items", label: "Passos", widget: "list", fields: [string("title", "Título"), text("text", "Texto")] },
    ],
  },
  {
    name: "process",
    label: "Diagrama de processo",
    widget: "object",
    fields: [
      kicker,
      heading,
      intro,
      {
        name: "items",
        label: "Etapas (3 a 6)",
        widget: "list",
        min: 3,
        max: 6,
        fields: [icon, string("title", "Título"), text("text", "Texto")],
      },
    ],
  },
  {
    name: "testimonial",
    label: "Depoimento",
    widget: "object",
    fields: [
      kicker,
      heading,
      text("quote", "Depoimento"),
      string("name", "Nome"),
      string("role", "Cargo e empresa"),
      string("result", "Resultado em destaque", optional),
      imageField(false),
    ],
  },
  {
    name: "map",
    label: "Mapa das bases",
    widget: "object",
    fields: [
      kicker,
      heading,
      intro,
      {
        name: "legend",
        label: "Legenda",
        widget: "object",
        fields: [string("plant", "Planta"), string("base", "Base"), string("office", "Escritório")],
      },
    ],
  },
  { name: "certifications", label: "Certificações (das configurações)", widget: "object", fields: [heading, intro] },
  {
    name: "dataTable",
    label: "Tabela técnica",
    widget: "object",
    fields: [
      kicker,
      heading,
      intro,
      string("caption", "Legenda da tabela"),
      { name: "columns", label: "Colunas", widget: "list", field: string("column", "Coluna") },
      {
        name: "rows",
        label: "Linhas",
        widget: "list",
        fields: [
          { name: "cells", label: "Células (na ordem das colunas)", widget: "list", field: string("cell", "Célula") },
        ],
      },
      text("notes", "Observações", optional),
      {
        name: "download",
        label: "Ficha técnica (PDF)",
        widget: "object",
        required: false,
        fields: [
          string("label", "Texto do link", inside(false)),
          {
            name: "file",
            label: "Arquivo PDF",
            widget: "file",
            media_folder: "/content/uploads/fichas",
            public_folder: "fichas",
            ...inside(false),
          },
        ],
      },
    ],
  },
  {
    name: "documents",
    label: "Lista de documentos",
    widget: "object",
    fields: [
      kicker,
      heading,
      intro,
      { name: "category", label: "Categoria", widget: "select", options: [...documentCategories] },
    ],
  },
  {
    name: "cta",
    label: "Chamada para ação",
    widget: "object",
    fields: [
      heading,
      text("text", "Texto"),
      action("primary", "Botão principal", true),
      action("secondary", "Botão secundário"),
    ],
  },
];

const pageFields: Field[] = [
  {
    name: "meta",
    label: "Busca e redes (título e descrição)",
    widget: "object",
    collapsed: true,
    fields: [string("title", "Título da aba"), text("description", "Descrição (50 a 170 caracteres)")],
  },
  {
    name: "hero",
    label: "Abertura",
    widget: "object",
    fields: [
      kicker,
      string("title", "Título (H1)"),
      text("lead", "Texto de abertura"),
      action("primary", "Botão principal"),
      action("secondary", "Botão secundário"),
      imageField(false),
    ],
  },
  { name: "sections", label: "Seções", widget: "list", typeKey: "type", types: sectionTypes },
];

/** A readable label from the route: `/coleta-de-oleo-lubrificante-usado/` → "Coleta de oleo lubrificante usado". */
function pageLabel(path: string): string {
  if (path === "/") return "Início";
  const words = path.replace(/^\/|\/$/g, "").replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const pageLanguages = [
  { language: "pt", label: "português" },
  { language: "en", label: "inglês" },
  { language: "es", label: "espanhol" },
] as const;

/** The collection of one language's pages: `paginas-pt`, file `locales/pt/<ns>.json`, entry name `<ns>`. */
export function pageCollection(language: (typeof pageLanguages)[number]): Field {
  return {
    name: `paginas-${language.language}`,
    label: `Páginas – ${language.label}`,
    label_singular: "Página",
    description: `Os textos, imagens e seções de cada página em ${language.label}. As três línguas têm a mesma estrutura (tipos de seção, links e imagens): ao mudar uma, mude as outras duas.`,
    editor: { preview: true },
    files: editablePages.map((route) => ({
      name: route.ns,
      label: `${pageLabel(route.path)} (${route.path})`,
      file: `locales/${language.language}/${route.ns}.json`,
      format: "json",
      fields: pageFields,
    })),
  };
}
