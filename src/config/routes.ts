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
  /** An application page (forms, the customer area): its namespace holds `meta` and UI strings, not sections. */
  app?: boolean;
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
  { path: "/home/", ns: "home", noindex: true, canonicalPath: "/" },
  { path: "/404/", ns: "not-found", noindex: true },
  /** Shown by Gatsby's loader when a page's data answers 500 (it looks for /500.html, made from /500/). */
  { path: "/500/", ns: "erro-servidor", noindex: true },
  {
    path: "/area-cliente/",
    ns: "area-cliente",
    noindex: true,
    app: true,
    extraNs: [...account, ...forms, "operacao", "backoffice", "push"],
    clientOnly: true,
  },
  { path: "/area-cliente/confirmar-conta/", ns: "confirmar-conta", noindex: true, app: true, extraNs: account },
  { path: "/area-cliente/criar-conta/", ns: "criar-conta", noindex: true, app: true, extraNs: [...account, faq] },
  { path: "/area-cliente/esqueci-a-senha/", ns: "esqueci-a-senha", noindex: true, app: true, extraNs: account },
  { path: "/assessoria-ambiental/", ns: "assessoria-ambiental" },
  { path: "/blog/", ns: "blog", fromContent: true },
  { path: "/coleta-de-oleo-lubrificante-usado/", ns: "coleta-de-oleo-lubrificante-usado", extraNs: [faq] },
  { path: "/coleta-e-destinacao-de-residuos/", ns: "coleta-e-destinacao-de-residuos" },
  { path: "/fale-com-a-gente/", ns: "fale-com-a-gente", extraNs: [...forms, faq] },
  { path: "/fale-com-ri/", ns: "fale-com-ri", extraNs: forms },
  { path: "/fornecedores/", ns: "fornecedores" },
  { path: "/g2/", ns: "g2" },
  { path: "/gente/", ns: "gente" },
  { path: "/gestao-de-residuos/", ns: "gestao-de-residuos", extraNs: [faq] },
  { path: "/gestao-total-de-residuos/", ns: "gestao-total-de-residuos" },
  { path: "/grau-alimenticio/", ns: "grau-alimenticio" },
  { path: "/informacoes-bonds/", ns: "informacoes-bonds" },
  { path: "/informacoes-financeiras/", ns: "informacoes-financeiras" },
  { path: gamePath, ns: "jogo-linha-do-tempo" },
  { path: "/lei-lgpd/", ns: "lei-lgpd" },
  { path: "/login/", ns: "login", app: true, extraNs: account },
  { path: "/lw-volt/", ns: "lw-volt" },
  { path: "/lwoma/", ns: "lwoma" },
  { path: "/multilingual/", ns: "multilingual", noindex: true },
  { path: "/nossa-essencia/", ns: "nossa-essencia" },
  { path: "/nossas-solucoes/", ns: "nossas-solucoes" },
  { path: "/oleos-de-alta-performance/", ns: "oleos-de-alta-performance" },
  { path: "/politica-de-privacidade/", ns: "politica-de-privacidade", extraNs: ["consentimento"] },
  { path: "/profile/", ns: "profile", fromContent: true },
  { path: "/projeto-h/", ns: "projeto-h" },
  { path: "/scrap-produtivo-e-descaracterizacao/", ns: "scrap-produtivo-e-descaracterizacao" },
  { path: "/seja-um-fornecedor/", ns: "seja-um-fornecedor", extraNs: forms },
  { path: "/show-case/", ns: "show-case", noindex: true },
  { path: "/solicite-sua-coleta/", ns: "solicite-sua-coleta", extraNs: [...forms, faq] },
  { path: "/sustentabilidade/", ns: "sustentabilidade" },
  { path: "/transbordo-de-residuos/", ns: "transbordo-de-residuos" },
  { path: "/verificar-certificado/", ns: "verificar-certificado" },
];

/**
 * Unprefixed paths never sent to another language by the pre-paint redirect: the customer area and sign-in
 * (their own flows decide), the game and the CMS.
 */
export const redirectIgnorePrefixes: readonly string[] = ["/area-cliente/", "/login/", gamePath, "/admin/"];

export function findRoute(path: string): RouteDef | undefined {
  return routes.find((route) => route.path === path);
}
