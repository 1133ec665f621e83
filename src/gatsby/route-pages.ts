import path from "node:path";
import type { Actions, Page, Reporter } from "gatsby";
import { defaultLanguage, languages, type Language } from "../config/languages";
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
 * carries the language and only the strings it needs. The root 404 page carries the other languages' too (it
 * answers every unknown path in the browser); client-only sections catch everything below them. A content problem stops the build.
 */
export function createRoutePages(
  route: RouteDef,
  page: Omit<Page, "path" | "context">,
  actions: Pick<Actions, "createPage">,
  reporter: Pick<Reporter, "panicOnBuild">,
): void {
  const contexts = new Map<Language, LocalizedPageContext>();
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
    contexts.set(language, {
      language,
      routePath: route.path,
      ns: route.ns,
      resources,
      assets,
      documentCategories,
      noindex: route.noindex,
      canonicalPath: route.canonicalPath,
    });
  }
  for (const [language, context] of contexts) {
    const localizedPath = localizePath(route.path, language);
    // The root 404 answers every unknown path in the browser, so it carries the other languages' contexts
    // (LocalizedPageContext's `otherLanguages` says why not a match path per language).
    const otherLanguages =
      route.path === "/404/" && language === defaultLanguage
        ? Object.fromEntries([...contexts].filter(([other]) => other !== language))
        : undefined;
    const localized: Page<LocalizedPageContext> = {
      ...page,
      path: localizedPath,
      matchPath: route.clientOnly ? `${localizedPath}*` : undefined,
      context: otherLanguages ? { ...context, otherLanguages } : context,
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
