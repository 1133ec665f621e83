import { site } from "./site";

/**
 * Every route of SPEC.md §2, in Portuguese slugs. Each exists at `/path/`, `/en/path/` and `/es/path/`.
 * `ns` is the page's translation namespace (locales/<lang>/<ns>.json): a page loads `common` plus its own.
 */
export type RouteDef = {
  /** Unprefixed path with leading and trailing slash. */
  path: string;
  ns: string;
  /** Kept out of search engines (and out of the sitemap). */
  noindex?: boolean;
  /** Everything below this path is rendered in the browser (a client-only catch-all). */
  clientOnly?: boolean;
  /** Canonical URL points elsewhere (an alias). */
  canonicalPath?: string;
  /** Made from content by gatsby-node (src/gatsby/blog-pages.ts), not from a file in src/pages. */
  fromContent?: boolean;
  /**
   * Made by gatsby-node from a template (src/gatsby/route-pages.ts), not from a file in src/pages: `standard` is
   * the namespace's hero and sections (src/templates/standard-page-query.tsx), `faq` the same followed by the FAQ
   * block (src/templates/faq-page-query.tsx; the route lists the FAQ's namespace in `extraNs`). A page with its own
   * code (a form, a tool, another layout) has no template and a file in src/pages instead.
   */
  template?: "standard" | "faq";
  /** An application page (forms, the customer area): its namespace holds `meta` and UI strings, not sections. */
  app?: boolean;
  /** The page lists the open positions (content/vagas; the build adds them to its strings: src/gatsby/position-pages.ts). */
  openPositions?: boolean;
  /** Namespaces the page loads besides `common` and `ns`. */
  extraNs?: readonly string[];
};

/** The customer area and sign-in pages share their form and error strings. */
const account = ["conta"] as const;
/**
 * Pages with a form (the collection request, contact, the customer area's): its strings, and the validation
 * messages in the page's language, which the browser's form checks read from the page (src/domain/catalogs.ts).
 */
const forms = ["formularios", "validacao"] as const;
/** Pages with an FAQ block (src/features/faq/faq-section.tsx; which questions: content/faq tags). */
const faq = "perguntas-frequentes";

export const gamePath = `/jogo-linha-do-tempo-${site.slug}/`;

export const routes: readonly RouteDef[] = [
  { path: "/", ns: "home" },
  { path: "/home/", ns: "home", noindex: true, canonicalPath: "/", template: "standard" },
  { path: "/404/", ns: "not-found", noindex: true },
  /** Shown by Gatsby's loader when a page's data answers 500 (it looks for /500.html, made from /500/). */
  { path: "/500/", ns: "erro-servidor", noindex: true },
  {
    path: "/area-cliente/",
    ns: "area-cliente",
    noindex: true,
    app: true,
    // retencao: the retention table on "Meus dados" (src/domain/retention.ts).
    extraNs: [...account, ...forms, "operacao", "backoffice", "push", "retencao"],
    clientOnly: true,
  },
  { path: "/area-cliente/confirmar-conta/", ns: "confirmar-conta", noindex: true, app: true, extraNs: account },
  { path: "/area-cliente/criar-conta/", ns: "criar-conta", noindex: true, app: true, extraNs: [...account, faq] },
  { path: "/area-cliente/esqueci-a-senha/", ns: "esqueci-a-senha", noindex: true, app: true, extraNs: account },
  { path: "/assessoria-ambiental/", ns: "assessoria-ambiental", template: "standard" },
  { path: "/blog/", ns: "blog", fromContent: true },
  {
    path: "/coleta-de-oleo-lubrificante-usado/",
    ns: "coleta-de-oleo-lubrificante-usado",
    extraNs: [faq],
    template: "faq",
  },
  { path: "/coleta-e-destinacao-de-residuos/", ns: "coleta-e-destinacao-de-residuos", template: "standard" },
  { path: "/fale-com-a-gente/", ns: "fale-com-a-gente", extraNs: [...forms, faq] },
  { path: "/fale-com-ri/", ns: "fale-com-ri", extraNs: forms },
  { path: "/fornecedores/", ns: "fornecedores", template: "standard" },
  { path: "/g2/", ns: "g2", template: "standard" },
  { path: "/gente/", ns: "gente", openPositions: true },
  { path: "/gestao-de-residuos/", ns: "gestao-de-residuos", extraNs: [faq], template: "faq" },
  { path: "/gestao-total-de-residuos/", ns: "gestao-total-de-residuos", template: "standard" },
  { path: "/grau-alimenticio/", ns: "grau-alimenticio", template: "standard" },
  { path: "/informacoes-bonds/", ns: "informacoes-bonds", template: "standard" },
  { path: "/informacoes-financeiras/", ns: "informacoes-financeiras", template: "standard" },
  { path: gamePath, ns: "jogo-linha-do-tempo" },
  // The LGPD page's data-subject request, and the page its e-mailed link opens (src/features/privacy/).
  { path: "/lei-lgpd/", ns: "lei-lgpd", extraNs: forms },
  { path: "/lei-lgpd/confirmar/", ns: "lei-lgpd-confirmar", noindex: true, app: true, extraNs: forms },
  { path: "/login/", ns: "login", app: true, extraNs: account },
  { path: "/lw-volt/", ns: "lw-volt", template: "standard" },
  { path: "/lwoma/", ns: "lwoma", template: "standard" },
  { path: "/multilingual/", ns: "multilingual", noindex: true },
  { path: "/nossa-essencia/", ns: "nossa-essencia", template: "standard" },
  { path: "/nossas-solucoes/", ns: "nossas-solucoes", template: "standard" },
  { path: "/oleos-de-alta-performance/", ns: "oleos-de-alta-performance", template: "standard" },
  { path: "/politica-de-privacidade/", ns: "politica-de-privacidade", extraNs: ["consentimento", "retencao"] },
  { path: "/profile/", ns: "profile", fromContent: true },
  { path: "/projeto-h/", ns: "projeto-h", template: "standard" },
  { path: "/scrap-produtivo-e-descaracterizacao/", ns: "scrap-produtivo-e-descaracterizacao", template: "standard" },
  { path: "/seja-um-fornecedor/", ns: "seja-um-fornecedor", extraNs: forms },
  { path: "/show-case/", ns: "show-case", noindex: true },
  { path: "/solicite-sua-coleta/", ns: "solicite-sua-coleta", extraNs: [...forms, faq] },
  { path: "/sustentabilidade/", ns: "sustentabilidade", template: "standard" },
  { path: "/transbordo-de-residuos/", ns: "transbordo-de-residuos", template: "standard" },
  { path: "/verificar-certificado/", ns: "verificar-certificado" },
];

/**
 * Unprefixed paths never sent to another language by the pre-paint redirect: the customer area and sign-in
 * (their own flows decide), the game and the CMS.
 */
/**
 * Where every "request a collection" link leads: the form itself (its panel's heading, `coleta-form` in
 * src/features/collection-request/coleta-form.tsx), not the top of its page, whose hero would fill the first screen
 * (issue 26). The browser, or Gatsby's navigation, scrolls it below the sticky header (the root's scroll-padding-top).
 */
export const collectionFormPath = "/solicite-sua-coleta/#coleta-form";

export const redirectIgnorePrefixes: readonly string[] = ["/area-cliente/", "/login/", gamePath, "/admin/"];

export function findRoute(path: string): RouteDef | undefined {
  return routes.find((route) => route.path === path);
}
