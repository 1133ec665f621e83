import { accessibilityConfig } from "./config";
import { injectScript } from "./script";

/**
 * The accessibility plugin (VLibras by default, src/config/third-party.json `accessibility`). The primary host
 * first; if its script errors, or has not loaded within `timeoutMs` (700 ms), a warning is logged and the
 * fallback host is tried. If both fail the page goes on without it and shows nothing. Whichever loads first
 * wins; a late primary after the fallback started is ignored.
 */
type VLibrasWindow = Window & { VLibras?: { Widget: new (rootPath: string) => unknown } };

let state: "idle" | "loading" | "loaded" | "failed" = "idle";
let generation = 0;

function containerFor(kind: string): HTMLElement | null {
  if (kind !== "vlibras") return null;
  // The markup VLibras looks for (its own classes and attributes), fixed at the page's side by its own CSS.
  const root = document.createElement("div");
  root.setAttribute("vw", "");
  root.className = "enabled";
  root.dataset.accessibilityWidget = "";
  // Out of the flow from the start (VLibras' own CSS, once loaded, places it too): nothing on the page moves.
  root.style.position = "fixed";
  root.innerHTML =
    '<div vw-access-button class="active"></div><div vw-plugin-wrapper><div class="vw-plugin-top-wrapper"></div></div>';
  return root;
}

function start(src: string, kind: string): void {
  const container = containerFor(kind);
  if (container) document.body.append(container);
  if (kind === "vlibras") {
    const widget = (window as VLibrasWindow).VLibras?.Widget;
    // VLibras reads its assets next to its script: the folder the script came from.
    if (widget) new widget(src.slice(0, src.lastIndexOf("/")));
  }
  document.documentElement.dataset.accessibilityPlugin = new URL(src).origin;
}

function attempt(src: string, timeoutMs: number | null, mine: number): Promise<"loaded" | "failed" | "late"> {
  const { loaded } = injectScript(src, "accessibility");
  const outcome = loaded.then(
    () => "loaded" as const,
    () => "failed" as const,
  );
  if (timeoutMs === null) return outcome.then((result) => (mine === generation ? result : "late"));
  const timer = new Promise<"late">((resolve) => window.setTimeout(() => resolve("late"), timeoutMs));
  return Promise.race([outcome, timer]);
}

export async function loadAccessibility(config = accessibilityConfig): Promise<void> {
  if (state !== "idle") return;
  state = "loading";
  const mine = ++generation;
  const first = await attempt(config.primary, config.timeoutMs, mine);
  if (mine !== generation) return;
  if (first === "loaded") {
    state = "loaded";
    start(config.primary, config.kind);
    return;
  }
  console.warn(
    `Accessibility plugin: ${config.primary} ${first === "failed" ? "failed to load" : `had not loaded in ${config.timeoutMs} ms`}; trying ${config.fallback}`,
  );
  // From here the primary's script, if it ever loads, is ignored: only the fallback may start the widget.
  const second = await attempt(config.fallback, null, mine);
  if (mine !== generation) return;
  if (second === "loaded") {
    state = "loaded";
    start(config.fallback, config.kind);
  } else {
    state = "failed";
  }
}

/** Functional consent withdrawn: the widget's markup and scripts go (a reload drops what they defined). */
export function removeAccessibility(): void {
  generation++;
  state = "idle";
  document
    .querySelectorAll("[data-accessibility-widget], script[data-third-party='accessibility']")
    .forEach((node) => node.remove());
  // VLibras adds its own nodes under [vw]; anything it appended elsewhere carries its vw- classes.
  document.querySelectorAll("[vw], .vw-plugin-wrapper, [vp]").forEach((node) => node.remove());
  delete document.documentElement.dataset.accessibilityPlugin;
}
