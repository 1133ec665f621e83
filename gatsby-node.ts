import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { findRoute } from "./src/config/routes";
import type { LocalizedPageContext } from "./src/i18n/page-context";
import { createBlogPages } from "./src/gatsby/blog-pages";
import { copyBrandFont } from "./src/gatsby/brand-font";
import { buildCmsBundle } from "./src/gatsby/cms-bundle";
import { onCreateContentNode } from "./src/gatsby/content-nodes";
import { writeFeeds } from "./src/gatsby/feeds";
import { shortClassNames } from "./src/gatsby/short-class-names";
import { signInChunk } from "./src/gatsby/sign-in-chunk";
import { contentTypeDefs } from "./src/gatsby/schema";
import { checkBases, checkFigures } from "./src/gatsby/page-content";
import { checkPositions, createPositionPages } from "./src/gatsby/position-pages";
import { checkTimelineContent, onCreateTimelineNode, timelineTypeDefs } from "./src/gatsby/timeline-nodes";
import { checkAndWriteFaq, faqTypeDefs, onCreateFaqNode } from "./src/gatsby/faq-nodes";
import { createRoutePages, createTemplatePages } from "./src/gatsby/route-pages";
import { checkDocuments, documentTypeDefs, onCreateDocumentNode } from "./src/gatsby/document-nodes";

/** The content model (posts, editorias, authors, site settings): see src/gatsby/schema.ts. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs);
  actions.createTypes(timelineTypeDefs); // the timeline game's events (src/gatsby/timeline-nodes.ts)
  actions.createTypes(faqTypeDefs);
  actions.createTypes(documentTypeDefs); // investor and sustainability documents (src/gatsby/document-nodes.ts)
};

export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => {
  onCreateContentNode(args);
  onCreateTimelineNode(args);
  onCreateFaqNode(args); // the FAQ: src/gatsby/faq-nodes.ts
  onCreateDocumentNode(args);
};

/**
 * The timeline's and the FAQ's checks (src/gatsby/timeline-nodes.ts, faq-nodes.ts; the FAQ also writes the
 * assistant's data), then blog, editorias, posts and author profiles in every language (src/gatsby/blog-pages.ts), and
 * the pages made from a template (src/gatsby/route-pages.ts).
 */
export const createPages: GatsbyNode["createPages"] = async (args) => {
  await checkTimelineContent(args);
  checkAndWriteFaq(args);
  checkDocuments(args);
  checkBases(args); // content/bases/bases.json (src/gatsby/page-content.ts)
  checkFigures(args); // content/figures/figures.json
  checkPositions(args); // content/vagas/vagas.json (src/gatsby/position-pages.ts)
  await createBlogPages(args);
  createPositionPages(args); // /gente/vagas/<slug>/ in every language
  createTemplatePages(args.actions, args.reporter); // the routes with a template (src/config/routes.ts)
};

/** The CMS at /admin/ (develop and build): Decap plus the site's own preview components, bundled by esbuild. */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = ({ reporter }) => {
  copyBrandFont(); // the typeface from its npm package (src/gatsby/brand-font.ts)
  return buildCmsBundle(reporter);
};

/** Under `gatsby develop`, /admin/ answers with the CMS page (the dev server serves no directory index). */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  app.get(["/admin", "/admin/"], (_request: unknown, response: { sendFile(file: string): void }) => {
    response.sendFile(path.join(process.cwd(), "static/admin/index.html"));
  });
};

/**
 * Production webpack: short CSS Modules class names (src/gatsby/short-class-names.ts), and no source maps —
 * they would publish the source (scripts/harden-build.mts also removes any left in public/ by an earlier
 * build, and e2e/hosting.spec.ts checks that none is served).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (args) => {
  shortClassNames(args);
  signInChunk(args);
  // The browser's scripts carry no validation messages: a page brings its own language's (src/domain/catalogs.ts).
  if (args.stage === "build-javascript" || args.stage === "develop") {
    args.actions.setWebpackConfig({
      plugins: [
        args.plugins.normalModuleReplacement(/(^|\/)catalogs$/, (resource: { context: string; request: string }) => {
          if (path.resolve(resource.context, resource.request) === serverCatalogs)
            resource.request = `${serverCatalogs}.browser.ts`;
        }),
      ],
    });
  }
  if (args.stage === "build-javascript")
    args.actions.setWebpackConfig({
      devtool: false,
      // The browser gets do-nothing validators without the package's unreachable error text (see the shim).
      resolve: { alias: { "prop-types$": path.resolve("src/gatsby/browser-shims/prop-types.js") } },
    });
};

/** src/domain/catalogs.ts, without its extension, as an import names it. */
const serverCatalogs = path.resolve("src/domain/catalogs");

/** RSS feeds, one per language; the brand typeface again, in case the build cleared it. */
export const onPostBuild: GatsbyNode["onPostBuild"] = (args) => {
  copyBrandFont();
  return writeFeeds(args);
};

/**
 * Pages in src/pages are written once, in Portuguese slugs. Each is replaced here by one page per language
 * (src/gatsby/route-pages.ts, as the routes made from a template are in `createPages`).
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions, reporter }) => {
  const context = page.context as Partial<LocalizedPageContext> | undefined;
  if (
    context?.language ||
    page.path.startsWith("/dev-404-page") ||
    page.path === "/404.html" ||
    page.path === "/500.html"
  )
    return;

  const route = findRoute(page.path);
  if (!route) {
    reporter.panicOnBuild(
      `Page ${page.path} (${page.component}) is not listed in src/config/routes.ts: add it there with its namespace.`,
    );
    return;
  }
  if (route.template) {
    reporter.panicOnBuild(
      `Page ${page.path} (${page.component}) is made from the "${route.template}" template (src/config/routes.ts): delete the file, or the route's template.`,
    );
    return;
  }

  actions.deletePage(page);
  createRoutePages(route, page, actions, reporter);
};
