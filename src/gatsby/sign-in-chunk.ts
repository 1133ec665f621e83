import type { GatsbyNode } from "gatsby";

type WebpackArgs = Parameters<NonNullable<GatsbyNode["onCreateWebpackConfig"]>>[0];
type Chunk = { name?: string | null };
type ChunkGraph = { getModuleChunksIterable(module: unknown): Iterable<Chunk> };

/** The page chunks of /login/ and of the area's own pages, as webpack names them. */
const loginPage = "component---src-pages-login-tsx";
const areaPage = "component---src-pages-area-cliente-index-tsx";

/**
 * The sign-in code (Amplify Auth's sign-in flows, SRP, Cognito's error catalogue, the site's sign-in helpers) in
 * one chunk, `sign-in`, for every page that uses it: /login/ and sign-up, and the area's dashboard and profile
 * (MFA, password). The customer area's sections are named chunks (customer-area.tsx), so webpack's `shared`
 * group would otherwise cut this code in two by who uses each part, and /login/ would load two chunks that
 * compress worse than one (+0.7 KB gzip, measured 2026-11-29). What every area page loads (Amplify core, the
 * session) stays with the area's page chunk: this group takes only what /login/ uses and the area page does not.
 */
export function signInChunk({ stage, actions }: WebpackArgs): void {
  if (stage !== "build-javascript") return;
  actions.setWebpackConfig({
    optimization: {
      splitChunks: {
        cacheGroups: {
          signIn: {
            name: "sign-in",
            chunks: "async",
            priority: 15,
            minChunks: 2,
            enforce: true,
            test(module: unknown, { chunkGraph }: { chunkGraph: ChunkGraph }) {
              const names = new Set<string | null | undefined>();
              for (const chunk of chunkGraph.getModuleChunksIterable(module)) names.add(chunk.name);
              return (
                names.has(loginPage) && !names.has(areaPage) && !(module as { type?: string }).type?.startsWith("css")
              );
            },
          },
        },
      },
    },
  });
}
