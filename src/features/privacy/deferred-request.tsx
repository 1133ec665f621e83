import React, { Suspense, memo, useEffect, useRef, type ComponentType } from "react";
import { lazyWithRetry } from "../../components/ui/lazy-with-retry";

/*
 * The data-subject request form on `/lei-lgpd/`, whose code (the form kit, react-hook-form, the schema and zod: about
 * 40 KB gzip) loads only for a visitor who shows they may use it; most read the page and never file one.
 *
 * The HTML has the form rendered (the build's HTML renderer gets the component itself, `server`, as sections.tsx
 * does: webpack drops the `require` from the browser's build), inside a Suspense boundary. In the browser the same
 * boundary holds a lazy component whose load waits for `needed`: React hydrates the page around it and leaves the
 * form's server HTML in place, untouched (a dehydrated boundary), until its code arrives, and then hydrates that same
 * HTML: no node is replaced, nothing moves, focus and anything typed stay (typed-before-hydration.ts). Until then the
 * fields are plain HTML that can be focused and typed into; the submit button stays disabled until hydrated, as on
 * every form (form-parts.tsx: Submit), so nothing is sent as a bare HTML form.
 *
 * What starts the load: the pointer over the form's area, a press, a focus or a key inside it (a keyboard user
 * tabbing in), a touch on it, or the page opened or moved to the form's anchor (the hero's action, `#titular`). Not
 * the form approaching the viewport: it begins right under the hero, so it is near the viewport on almost every
 * screen at load, and that would load it for every visitor. A visitor who arrives by an in-app navigation gets the
 * boundary's fallback (no server HTML to keep), which starts the load at once.
 *
 * The wrapper is memoised and takes no props: a re-render reaching a dehydrated boundary would make React drop the
 * server's HTML for the fallback (split-section.tsx says how that showed).
 */
/* eslint-disable @typescript-eslint/no-require-imports -- synchronous only in the HTML renderer (see above) */
const server: ComponentType | undefined =
  process.env.BUILD_STAGE === "build-html" || process.env.BUILD_STAGE === "develop-html"
    ? (require("./data-subject-request") as typeof import("./data-subject-request")).DataSubjectRequest
    : undefined;
/* eslint-enable @typescript-eslint/no-require-imports */

/** The anchor the hero's action leads to (the form's id in data-subject-request.tsx). */
const anchor = "#titular";

let start: () => void = () => undefined;
/** Resolves once something asked for the form's code. */
const needed = new Promise<void>((resolve) => {
  start = resolve;
});

/** Starts loading the form's code (idempotent): also for a test or another part of the page that needs it. */
export function loadRequestForm(): void {
  start();
}

/** Whether the form was rendered in the browser rather than hydrated (LoadNow was shown). */
let clientRendered = false;

/** Shown only by a client render (no server HTML to keep, e.g. an in-app navigation): starts the load at once. */
function LoadNow() {
  useEffect(() => {
    clientRendered = true;
    loadRequestForm();
  }, []);
  return null;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
/** What the visitor last put into each field while the form was plain HTML (until `Loaded`'s effect). */
const earlyInput = new Map<Control, string | boolean>();
let recording = true;

/**
 * Records a change made to a field of the form before it is hydrated. typed-before-hydration.ts reads the fields in
 * the form's first render; but here the visitor is usually busy in the form while its code arrives, and a change made
 * between that render and the commit would be wiped when react-hook-form attaches to the field (it sets each to its
 * default). So the last value of each field changed before hydration is put back after it (`restoreEarlyInput`).
 */
function recordEarlyInput(event: Event): void {
  const field = event.target;
  if (
    !recording ||
    !(
      field instanceof HTMLInputElement ||
      field instanceof HTMLSelectElement ||
      field instanceof HTMLTextAreaElement
    ) ||
    !field.closest("[data-deferred]")
  )
    return;
  earlyInput.set(field, field instanceof HTMLInputElement && field.type === "checkbox" ? field.checked : field.value);
}

/** Puts back, as the visitor's own input (events React hears), what the commit wiped. */
function restoreEarlyInput(): void {
  recording = false;
  for (const [field, value] of earlyInput) {
    if (!field.isConnected) continue;
    if (typeof value === "boolean") {
      if ((field as HTMLInputElement).checked !== value) (field as HTMLInputElement).click();
    } else if (field.value !== value) {
      const prototype = Object.getPrototypeOf(field) as object;
      Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
      field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
    }
  }
  earlyInput.clear();
}

const LazyForm = lazyWithRetry(
  () =>
    needed
      .then(() => import(/* webpackChunkName: "titular-form" */ "./data-subject-request"))
      .then(({ DataSubjectRequest }) => {
        function Loaded() {
          // Arrived by an in-app link to the form's anchor (the confirmation page's "new request"): the router found
          // no form to scroll to then; now there is one.
          useEffect(() => {
            restoreEarlyInput();
            if (clientRendered && window.location.hash === anchor)
              document.getElementById(anchor.slice(1))?.scrollIntoView();
          }, []);
          return <DataSubjectRequest />;
        }
        return Loaded;
      }),
  { loading: <LoadNow /> },
);

/**
 * Listened for on the window, in the capture phase: React's own listener at its root stops the propagation of an event
 * aimed at a boundary it has not hydrated yet (to hydrate first, or replay it later), so a listener on the form's area
 * would never hear a focus, a key or a press there. Stopping propagation does not cancel the default: the field still
 * takes the focus and the typing.
 */
const intentEvents = ["pointerover", "pointerdown", "focusin", "keydown", "touchstart"] as const;

function DeferredForm() {
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = area.current;
    if (!element) return;
    const stop = () => {
      window.removeEventListener("hashchange", onHash);
      for (const type of intentEvents) window.removeEventListener(type, onIntent, { capture: true });
    };
    const load = () => {
      stop();
      loadRequestForm();
    };
    function onHash() {
      if (window.location.hash === anchor) load();
    }
    function onIntent(event: Event) {
      if (event.target instanceof Node && element!.contains(event.target)) load();
    }
    window.addEventListener("hashchange", onHash);
    for (const type of intentEvents) window.addEventListener(type, onIntent, { passive: true, capture: true });
    onHash();
    // Before React's listener, which stops these events while the form is not hydrated.
    for (const type of ["input", "change"]) window.addEventListener(type, recordEarlyInput, { capture: true });
    return () => {
      stop();
      for (const type of ["input", "change"]) window.removeEventListener(type, recordEarlyInput, { capture: true });
    };
  }, []);
  if (server) {
    const Server = server;
    return (
      <div data-deferred="titular">
        <Suspense fallback={null}>
          <Server />
        </Suspense>
      </div>
    );
  }
  return (
    <div ref={area} data-deferred="titular">
      <LazyForm />
    </div>
  );
}

/** The form, its code loaded when needed (see above). */
export const DataSubjectRequestWhenNeeded = memo(DeferredForm);
