import { gamePath } from "../../config/routes";
import { splitLanguage } from "../../i18n/paths";

/**
 * TEMPORARY, test-only (branch wt-faq15): on a page opened with `?assistant` (remembered for the tab), mounts
 * the assistant after the page is idle, on every page but the game, so that e2e/assistant.spec.ts can reach
 * it. Opt-in, so that the other specs (budgets) measure the site as it is. The chatbot loader of issue 15
 * (third parties, consent) replaces this file and its one call in gatsby-browser.tsx.
 */
const optInKey = "circulare:assistant-test";

function optedIn(): boolean {
  try {
    if (/[?&]assistant(=|&|$)/.test(window.location.search)) window.sessionStorage.setItem(optInKey, "1");
    return window.sessionStorage.getItem(optInKey) === "1";
  } catch {
    return false;
  }
}

let current: { language: string; unmount: Promise<() => void> } | undefined;

export function loadAssistantWhenIdle(pathname: string): void {
  const { language, path } = splitLanguage(pathname);
  const wanted = optedIn() && !path.startsWith(gamePath.slice(0, -1));
  if (current && (current.language !== language || !wanted)) {
    void current.unmount.then((unmount) => unmount());
    current = undefined;
  }
  if (!wanted || current) return;
  const idle: (callback: () => void) => void = window.requestIdleCallback ?? ((callback) => setTimeout(callback, 1));
  current = {
    language,
    unmount: new Promise((resolve, reject) =>
      idle(() => {
        import(/* webpackChunkName: "assistant" */ "./mount").then((module) => module.mountAssistant({ lang: language })).then(resolve, reject);
      }),
    ),
  };
}
