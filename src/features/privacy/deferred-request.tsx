import React, { memo, useEffect, useRef, useState, type ComponentType } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { LoadFailed } from "../../components/ui/lazy-boundary";
import { I18nRootProvider, useI18nSnapshot, type I18nSnapshot } from "../../i18n/i18n-context";

/*
 * The data-subject request form on `/lei-lgpd/`, whose code (the form kit, react-hook-form, the schema and zod: about
 * 38 KB gzip) loads only for a visitor who shows they may use it; most read the page and never file one.
 *
 * The HTML has the form rendered (the build's HTML renderer gets the component itself, `server`, as sections.tsx
 * does: webpack drops the `require` from the browser's build). In the browser the page's React tree holds an empty
 * element there with `dangerouslySetInnerHTML`: hydrating it leaves the server's HTML inside untouched, and no
 * re-render of the page ever changes it. Once the code is there, the form is hydrated in place as a React root of
 * its own (with the page's language and strings): no node is replaced, nothing moves, focus and anything typed stay.
 * Not a lazy component in a Suspense boundary: the boundary would stay dehydrated until the code came, and any update
 * reaching it first (the router's, when the hero's action moves to `#titular`) makes React drop the server's HTML
 * for the fallback (React error 421: the form vanished and came back empty). Until hydrated the fields are plain
 * HTML that can be focused and typed into; the submit button stays disabled until then, as on every form
 * (form-parts.tsx: Submit), so nothing is sent as a bare HTML form.
 *
 * What starts the load: the pointer over the form's area, a press, a focus or a key inside it (a keyboard user
 * tabbing in), a touch on it, a click on a link to its anchor (the hero's action, `#titular`) or the page opened at
 * that anchor. Not the form approaching the viewport: it begins right under the hero, so it is near the viewport on
 * almost every screen at load, and that would load it for every visitor. After an in-app navigation there is no
 * server HTML: the form is rendered at once.
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

/** Starts loading the form's code (idempotent). */
export function loadRequestForm(): void {
  start();
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
/** What the visitor last put into each field while the form was plain HTML (until `Hydrated`'s effect). */
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

/** The form in its own root: puts back early input once hydrated, and scrolls to itself after an in-app link. */
function Hydrated({ Form, rendered }: { Form: ComponentType; rendered: boolean }) {
  useEffect(() => {
    restoreEarlyInput();
    if (rendered && window.location.hash === anchor) document.getElementById(anchor.slice(1))?.scrollIntoView();
  }, [rendered]);
  return <Form />;
}

/**
 * Listened for on the window, in the capture phase, before anything on the page may stop them; stopping propagation
 * would not cancel the default anyway: the field still takes the focus and the typing.
 */
const intentEvents = ["pointerover", "pointerdown", "focusin", "keydown", "touchstart"] as const;
const earlyEvents = ["input", "change"] as const;
/** Left alone by React: what the server rendered inside stays (see above). */
const untouched = { __html: "" };

function DeferredForm() {
  const area = useRef<HTMLDivElement>(null);
  const i18n = useI18nSnapshot();
  const [failed, setFailed] = useState(0);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const element = area.current;
    if (!element) return;
    let root: Root | undefined;
    let cancelled = false;
    // No server HTML (an in-app navigation, or a retry after a failed load): render now.
    const rendered = element.childElementCount === 0;
    const mount = (Form: ComponentType, snapshot: I18nSnapshot) => {
      const tree = (
        <I18nRootProvider value={snapshot}>
          <Hydrated Form={Form} rendered={rendered} />
        </I18nRootProvider>
      );
      if (rendered) {
        root = createRoot(element);
        root.render(tree);
      } else root = hydrateRoot(element, tree);
    };
    void needed
      .then(() => import(/* webpackChunkName: "titular-form" */ "./data-subject-request"))
      .then(
        ({ DataSubjectRequest }) => {
          if (!cancelled) mount(DataSubjectRequest, i18n);
        },
        () => {
          if (!cancelled) setFailed((count) => count + 1);
        },
      );
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
      const target = event.target instanceof Element ? event.target : null;
      if (!target) return;
      const link = target.closest("a");
      if (element!.contains(target) || (link && new URL(link.href, window.location.href).hash === anchor)) load();
    }
    window.addEventListener("hashchange", onHash);
    for (const type of intentEvents) window.addEventListener(type, onIntent, { passive: true, capture: true });
    for (const type of earlyEvents) window.addEventListener(type, recordEarlyInput, { capture: true });
    onHash();
    if (rendered) load();
    return () => {
      cancelled = true;
      stop();
      for (const type of earlyEvents) window.removeEventListener(type, recordEarlyInput, { capture: true });
      // Not while React renders the page that unmounts this.
      const mounted = root;
      if (mounted) setTimeout(() => mounted.unmount());
    };
    // The page's strings are read once: another language is another page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  if (server) {
    const Server = server;
    return (
      <div data-deferred="titular">
        <Server />
      </div>
    );
  }
  return (
    <>
      <div ref={area} data-deferred="titular" dangerouslySetInnerHTML={untouched} suppressHydrationWarning />
      {failed > attempt && (
        <LoadFailed
          retry={() => {
            area.current?.replaceChildren();
            setAttempt(failed);
          }}
        />
      )}
    </>
  );
}

/** The form, its code loaded when needed (see above). */
export const DataSubjectRequestWhenNeeded = memo(DeferredForm);
