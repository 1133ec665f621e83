import type { GatsbyNode } from "gatsby";

type LoaderEntry = { loader?: string; options?: { modules?: unknown } };
type Rule = { use?: unknown; oneOf?: unknown; rules?: unknown };

/**
 * CSS Modules class names in the production build are the class and a short hash ("current_3xK9") instead
 * of Gatsby's "desktop-nav-module--current--1a2b3": every class name is a string in the page's JavaScript
 * (and its HTML), so this keeps ~0.2 KB gzip off every page's scripts (the budgets in scripts/lib/budgets.ts).
 * Both production stages (browser bundles and server rendering) get the same names; `gatsby develop` keeps
 * Gatsby's. The CSS extraction ignores the order of modules (below).
 */
type WebpackArgs = Parameters<NonNullable<GatsbyNode["onCreateWebpackConfig"]>>[0];

export function shortClassNames({ stage, getConfig, actions }: WebpackArgs): void {
  if (stage !== "build-javascript" && stage !== "build-html") return;
  const config = getConfig() as { module: { rules: Rule[] }; plugins: unknown[] };
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== "object") return;
    const entry = node as LoaderEntry & Rule;
    const modules = entry.options?.modules;
    if (entry.loader?.includes("css-loader") && modules && typeof modules === "object") {
      (modules as { localIdentName?: string }).localIdentName = "[local]_[hash:base64:4]";
    }
    visit(entry.use);
    visit(entry.oneOf);
    visit(entry.rules);
  };
  visit(config.module.rules);
  // Every class is scoped to its module, so the order of CSS modules between chunks never changes a style; the
  // page sections loaded apart (split-section.tsx) made mini-css-extract warn about it on every build.
  for (const plugin of config.plugins) {
    const extract = plugin as { constructor?: { name?: string }; options?: { ignoreOrder?: boolean } };
    if (extract?.constructor?.name === "MiniCssExtractPlugin" && extract.options) extract.options.ignoreOrder = true;
  }
  actions.replaceWebpackConfig(config);
}
