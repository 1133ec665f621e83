import path from "node:path";
import type { Actions, Page, Reporter } from "gatsby";
import { defaultLanguage, languages } from "../config/languages";
import { routes, type RouteDef } from "../config/routes";
import { loadResources } from "../i18n/load-locales";
import type { LocalizedPageContext } from "../i18n/page-context";
import { localizePath } from "../i18n/paths";
import { preparePageStrings } from "./page-content";
import { withOpenPositions } from "./position-pages";

/** The component of each route template (src/config/routes.ts, `template`): one page query each. */
export const templateFiles: Record<NonNullable<RouteDef["template"]>, string> = {
  standard: "src/templates/standard-page-query.tsx",
  faq: "src/templates/faq-page-query.tsx",
};

/**
 * `page` (a file of src/pages, or a template) as one page per language (`/x/`, `/en/x/`, `/es/x/`) whose context
 * carries the language and only the strings it needs. The 404 page of each language catches its prefix;
 * client-only sections catch everything below them. A content problem stops the build.
 */
export function createRoutePages(
  route: RouteDef,
  page: Omit<Page, "path" | "context">,
  actions: Pick<Actions, "createPage">,
  reporter: Pick<Reporter, "panicOnBuild">,
): void {
  for (const language of languages) {
    let resources: LocalizedPageContext["resources"];
    let assets: string[];
    let documentCategories: string[];
    try {
      // Settings tokens filled, the page's content checked and its uploads listed (src/gatsby/page-content.ts).
      const prepared = preparePageStrings(
        process.cwd(),
        language,
        route.ns,
        loadResources(process.cwd(), language, [route.ns, ...(route.extraNs ?? [])]),
      );
      if (prepared.problems.length > 0) throw new Error(prepared.problems.join("\n"));
      ({ resources, assets, documentCategories } = prepared);
      if (route.openPositions) resources = withOpenPositions(resources, language);
    } catch (error) {
      reporter.panicOnBuild((error as Error).message);
      return;
    }
    const localizedPath = localizePath(route.path, language);
    let matchPath: string | undefined;
    if (route.clientOnly) matchPath = `${localizedPath}*`;
    if (route.path === "/404/" && language !== defaultLanguage) matchPath = `/${language}/*`;

    const localized: Page<LocalizedPageContext> = {
      ...page,
      path: localizedPath,
      matchPath,
      context: {
        language,
        routePath: route.path,
        ns: route.ns,
        resources,
        assets,
        documentCategories,
        noindex: route.noindex,
        canonicalPath: route.canonicalPath,
      },
    };
    actions.createPage(localized);
  }
}

/** Every route with a template, in every language: adding such a page is a row in src/config/routes.ts. */
export function createTemplatePages(actions: Pick<Actions, "createPage">, reporter: Pick<Reporter, "panicOnBuild">) {
  for (const route of routes) {
    if (route.template)
      createRoutePages(
        route,
        { component: path.resolve(process.cwd(), templateFiles[route.template]) },
        actions,
        reporter,
      );
  }
}
