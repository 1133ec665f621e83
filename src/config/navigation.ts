import type { Language } from "./languages";
import { collectionFormPath } from "./routes";

/**
 * The navigation model shared by the desktop header, the mobile menu and the footer.
 * `label` is a key of the `common` namespace (`nav.<label>`). Items with `ptOnly` appear only in Portuguese.
 */
export type NavLink = {
  label: string;
  to: string;
  ptOnly?: boolean;
  /** The link's text as the CMS wrote it in the page's language (then `label` is not a locale key). */
  text?: string;
};
export type NavGroup = {
  label: string;
  to?: string;
  ptOnly?: boolean;
  children: readonly NavLink[];
  /** After its own children, the blog's editorias as the CMS has them (`navigationFor`'s `editoriaLinks`). */
  withEditorias?: boolean;
};
export type NavItem = NavLink | NavGroup;

/**
 * Few top-level entries, so the desktop menu fits beside the header's other items from 1024 px in every language
 * (header.module.css has the measurements): the company's pages and the contact page under one "Company" entry,
 * then solutions, products and, in Portuguese, the blog and investor relations.
 */
export const headerNavigation: readonly NavItem[] = [
  {
    label: "company",
    children: [
      { label: "essence", to: "/nossa-essencia/" },
      { label: "sustainability", to: "/sustentabilidade/" },
      { label: "people", to: "/gente/" },
      { label: "contact", to: "/fale-com-a-gente/" },
    ],
  },
  {
    label: "solutions",
    to: "/nossas-solucoes/",
    children: [
      { label: "allSolutions", to: "/nossas-solucoes/" },
      { label: "oilCollection", to: "/coleta-de-oleo-lubrificante-usado/" },
      { label: "wasteManagement", to: "/gestao-de-residuos/" },
      { label: "totalWasteManagement", to: "/gestao-total-de-residuos/" },
      { label: "wasteCollection", to: "/coleta-e-destinacao-de-residuos/" },
      { label: "wasteTransfer", to: "/transbordo-de-residuos/" },
      { label: "scrap", to: "/scrap-produtivo-e-descaracterizacao/" },
      { label: "consulting", to: "/assessoria-ambiental/" },
    ],
  },
  {
    label: "products",
    to: "/oleos-de-alta-performance/",
    children: [
      { label: "highPerformanceOils", to: "/oleos-de-alta-performance/" },
      { label: "g2", to: "/g2/" },
      { label: "lwoma", to: "/lwoma/" },
      { label: "lwVolt", to: "/lw-volt/" },
      { label: "foodGrade", to: "/grau-alimenticio/" },
    ],
  },
  {
    label: "blog",
    to: "/blog/",
    ptOnly: true,
    children: [{ label: "blogAll", to: "/blog/" }],
    withEditorias: true,
  },
  {
    label: "investors",
    ptOnly: true,
    children: [
      { label: "bonds", to: "/informacoes-bonds/" },
      { label: "financials", to: "/informacoes-financeiras/" },
      { label: "investorContact", to: "/fale-com-ri/" },
    ],
  },
];

export type FooterColumn = { label: string; links: readonly NavLink[] };

export const footerColumns: readonly FooterColumn[] = [
  {
    label: "company",
    links: [
      { label: "home", to: "/" },
      { label: "essence", to: "/nossa-essencia/" },
      { label: "sustainability", to: "/sustentabilidade/" },
      { label: "people", to: "/gente/" },
      { label: "projectH", to: "/projeto-h/", ptOnly: true },
      { label: "blog", to: "/blog/", ptOnly: true },
    ],
  },
  {
    label: "solutions",
    links: [
      { label: "oilCollection", to: "/coleta-de-oleo-lubrificante-usado/" },
      { label: "wasteManagement", to: "/gestao-de-residuos/" },
      { label: "requestCollection", to: collectionFormPath },
      { label: "consulting", to: "/assessoria-ambiental/" },
    ],
  },
  {
    label: "products",
    links: [
      { label: "highPerformanceOils", to: "/oleos-de-alta-performance/" },
      { label: "g2", to: "/g2/" },
      { label: "lwoma", to: "/lwoma/" },
      { label: "lwVolt", to: "/lw-volt/" },
      { label: "foodGrade", to: "/grau-alimenticio/" },
    ],
  },
  {
    label: "investorsAndSuppliers",
    links: [
      { label: "bonds", to: "/informacoes-bonds/", ptOnly: true },
      { label: "financials", to: "/informacoes-financeiras/", ptOnly: true },
      { label: "investorContact", to: "/fale-com-ri/", ptOnly: true },
      { label: "suppliers", to: "/fornecedores/", ptOnly: true },
      { label: "contact", to: "/fale-com-a-gente/" },
      { label: "customerArea", to: "/area-cliente/" },
    ],
  },
  {
    label: "legal",
    links: [
      { label: "privacy", to: "/politica-de-privacidade/" },
      { label: "lgpd", to: "/lei-lgpd/" },
    ],
  },
];

export function isGroup(item: NavItem): item is NavGroup {
  return "children" in item;
}

/**
 * The header's menu in `language`: what is for Portuguese only left out elsewhere, and the Blog menu's editorias
 * (`editoriaLinks`: the CMS's, in the page's language and their editors' order; src/app-shell/blog-menu.ts) after
 * 'Todos'.
 */
export function navigationFor(
  language: Language,
  items: readonly NavItem[] = headerNavigation,
  editoriaLinks: readonly NavLink[] = [],
): NavItem[] {
  const visible = (item: { ptOnly?: boolean }) => language === "pt" || !item.ptOnly;
  return items.filter(visible).flatMap((item): NavItem[] => {
    if (!isGroup(item)) return [item];
    const children = [...item.children.filter(visible), ...(item.withEditorias ? editoriaLinks : [])];
    return children.length ? [{ ...item, children }] : [];
  });
}

export function footerFor(language: Language): FooterColumn[] {
  const visible = (link: NavLink) => language === "pt" || !link.ptOnly;
  return footerColumns
    .map((column) => ({ ...column, links: column.links.filter(visible) }))
    .filter((column) => column.links.length > 0);
}
