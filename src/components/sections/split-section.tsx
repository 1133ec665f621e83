import React, { Suspense, type ComponentType } from "react";
import { lazyWithRetry } from "../ui/lazy-with-retry";

/**
 * A section whose code loads only on the pages that show it, without changing what those pages send or show:
 * the static HTML has it rendered (the build's HTML renderer gets the component itself, `server`), and in the
 * browser its code arrives as its own chunk while React keeps the server's HTML in place (a Suspense boundary
 * that hydrates when the chunk is there). So the six content sections of issue 17 (4 KB gzip, the map's
 * geography alone 1.7 KB) stay out of the JavaScript every other page loads (scripts/budgets.ts).
 *
 * `server` must be the component when `process.env.BUILD_STAGE` is the HTML stage and undefined otherwise, written
 * in place as `stage === "build-html" ? require(…) : undefined` so that webpack drops the `require` (and with it
 * the component) from the browser's shared chunk.
 */
export function splitSection<P extends object>(load: () => Promise<ComponentType<P>>, server: ComponentType<P> | undefined): ComponentType<P> {
  if (server) {
    const Server = server;
    return function ServerSection(props: P) {
      return (
        <Suspense fallback={null}>
          <Server {...props} />
        </Suspense>
      );
    };
  }
  return lazyWithRetry(load);
}
