import path from "node:path";
import type { Reporter } from "gatsby";
import { build, type Plugin } from "esbuild";

/**
 * One React for Decap and our previews: decap-cms-core carries its own nested copy of another major
 * version. Every `react`/`react-dom` import resolves as if made from the project root.
 */
function oneReact(root: string): Plugin {
  return {
    name: "one-react",
    setup(build) {
      build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, async (args) => {
        if (args.pluginData === "one-react") return undefined;
        return build.resolve(args.path, { resolveDir: root, kind: args.kind, pluginData: "one-react" });
      });
    },
  };
}

/**
 * Bundles the CMS (Decap plus our preview templates, src/cms/cms.tsx) into public/admin/cms.js and cms.css
 * with esbuild: a few seconds instead of a webpack pass, and none of it in the site's own bundles. The
 * previews import the site's components; `gatsby` is swapped for a small shim.
 */
export async function buildCmsBundle(reporter: Reporter): Promise<void> {
  const root = process.cwd();
  const started = Date.now();
  try {
    await build({
      absWorkingDir: root,
      entryPoints: { cms: path.join(root, "src/cms/cms.tsx") },
      outdir: path.join(root, "public/admin"),
      bundle: true,
      format: "iife",
      platform: "browser",
      target: "es2020",
      minify: true,
      legalComments: "none",
      jsx: "automatic",
      define: { "process.env.NODE_ENV": '"production"', global: "window" },
      alias: {
        gatsby: path.join(root, "src/cms/gatsby-shim.tsx"),
      },
      plugins: [oneReact(root)],
      logLevel: "silent",
    });
    reporter.info(`CMS bundle written to public/admin in ${Date.now() - started} ms`);
  } catch (error) {
    reporter.panicOnBuild(`Could not bundle the CMS (src/cms/cms.tsx): ${(error as Error).message}`);
  }
}
