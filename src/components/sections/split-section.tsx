import React, { Suspense, type ComponentType } from "react";
import { lazyWithRetry } from "../ui/lazy-with-retry";
import { splitLoaders } from "./split-registry";

/**
 * A section whose code loads only on the pages that show it, without changing what those pages send or show:
 * the static HTML has it rendered (the build's HTML renderer gets the component itself, `server`), and in the
 * browser its code arrives as its own chunk. So the six content sections of issue 17 (4 KB gzip, the map's
 * geography alone 1.7 KB) stay out of the JavaScript every other page loads (scripts/lib/budgets.ts).
 *
 * Its code is loaded before the page hydrates (`loadSplitSections` in split-registry.ts, called by gatsby-browser's hydration): each
 * section writes an empty `<template data-split-section="name">` before itself, in the HTML and in the browser
 * alike, so the page says which chunks it needs. Hydrating a section whose code was still on its way left a
 * dehydrated Suspense boundary, and any re-render reaching it before the code arrived (new props, a context
 * value) made React drop the server's HTML for the fallback until then: the page shifted (seen on loaded
 * machines: 0.29 on /g2/ at 360 px).
 *
 * `server` must be the component when `process.env.BUILD_STAGE` is the HTML stage and undefined otherwise, written
 * in place as `stage === "build-html" ? require(…) : undefined` so that webpack drops the `require` (and with it
 * the component) from the browser's shared chunk.
 */
export function splitSection<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  server: ComponentType<P> | undefined,
): ComponentType<P> {
  const marker = <template data-split-section={name} />;
  if (server) {
    const Server = server;
    return function ServerSection(props: P) {
      return (
        <>
          {marker}
          <Suspense fallback={null}>
            <Server {...props} />
          </Suspense>
        </>
      );
    };
  }
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // a later attempt ("try again") loads it anew
        throw error;
      },
    ));
  splitLoaders.set(name, loadOnce);
  const Lazy = lazyWithRetry(loadOnce);
  return function SplitSection(props: P) {
    const Loaded = loaded;
    return (
      <>
        {marker}
        {Loaded ? (
          <Suspense fallback={null}>
            <Loaded {...props} />
          </Suspense>
        ) : (
          <Lazy {...props} />
        )}
      </>
    );
  };
}
