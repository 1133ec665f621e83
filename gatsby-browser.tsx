import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import type { GatsbyBrowser } from "gatsby";
import { wrapPageElement as wrap } from "./src/app-shell/wrap-page-element";
import { rememberEarlySearchKey } from "./src/features/search/search-key";
import { noteClientNavigation } from "./src/features/forms/typed-before-hydration";
import { onRoute as thirdPartiesOnRoute } from "./src/features/third-party/loader";
import { showNavigationProgress } from "./src/features/recovery/navigation-progress";
import { loadSplitSections } from "./src/components/sections/split-registry";

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = wrap;

/** Only the first page is hydrated: what later pages find in the DOM was typed on another page. */
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ prevLocation }) => {
  if (prevLocation) noteClientNavigation();
};

/** A navigation still loading after 1 s shows the progress bar (src/features/recovery/navigation-progress.tsx). */
export const onRouteUpdateDelayed: GatsbyBrowser["onRouteUpdateDelayed"] = () => {
  showNavigationProgress(true);
};
/**
 * Third parties (consent banner, accessibility plugin, chatbot, tag manager) after the page is idle, as consent
 * allows; on each navigation the chatbot follows the page (none on the game). src/features/third-party/loader.ts.
 * The navigation's progress bar, if shown, goes.
 */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  showNavigationProgress(false);
  thirdPartiesOnRoute(location.pathname);
};

/**
 * The service worker (src/service-worker/), registered a few seconds after the page has loaded, when the
 * browser is idle: installing it downloads what it precaches (~200 KB gzip) and warms the cache with the
 * page's files, which on a slow phone would otherwise compete with the page's own late work (lazy images,
 * prefetches) and delay the moment it is quiet. A browser without service workers (or one that refuses it)
 * just goes on without.
 */
const registerDelayMs = 4000;
function registerWorkerWhenIdle(): void {
  // Its own small chunk, fetched only then: the pages' first load carries none of it.
  const register = () =>
    void import(/* webpackChunkName: "sw-register" */ "./src/features/service-worker/register")
      .then((worker) => worker.registerServiceWorker())
      .catch(() => {});
  const idle = () =>
    "requestIdleCallback" in window ? window.requestIdleCallback(register, { timeout: 5000 }) : register();
  const whenIdle = () => setTimeout(idle, registerDelayMs);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}

/** Before the first render: a `/` pressed while the page hydrates still opens the search. */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  rememberEarlySearchKey();
  if ("serviceWorker" in navigator) registerWorkerWhenIdle();
};

/**
 * Hydration as a transition. Gatsby's own `hydrateRoot` runs at the default priority, which React 18 renders
 * in one uninterrupted task (the page's largest long task, and most of its Total Blocking Time on a slow
 * phone). Started inside `startTransition`, the same hydration is time-sliced: React yields to the browser
 * every few milliseconds, so input and paint are never blocked for long. Client-only pages (an empty
 * `#gatsby-focus-wrapper`, as Gatsby checks) are rendered, not hydrated, exactly as Gatsby does.
 */
function hydrateAsTransition(element: ReactElement, container: Element): void {
  const focusWrapper = document.getElementById("gatsby-focus-wrapper");
  if (focusWrapper && focusWrapper.children.length > 0) {
    // The code of the page's split sections first (split-section.tsx): hydrated without it, a section could
    // lose its server HTML to a re-render and shift the page.
    void loadSplitSections(container).then(() =>
      startTransition(() => {
        hydrateRoot(container, element);
      }),
    );
  } else {
    createRoot(container).render(element);
  }
}

// Gatsby calls the function it gets as `renderer(<App />, rootElement)`; its type names react-dom's legacy
// `Renderer` overloads, which a (element, container) function cannot satisfy without a cast.
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  hydrateAsTransition as unknown as ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>;
