import { gamePath } from "../../config/routes";
import { splitLanguage } from "../../i18n/paths";

/**
 * TEMPORARY (branch wt-faq15 only): mounts the assistant after the page is idle, on every page but the game,
 * so that this branch's tests can reach it. The chatbot loader of issue 15 (third parties, consent) replaces
 * this file and its one call in gatsby-browser.tsx.
 */
let current: { language: string; unmount: Promise<() => void> } | undefined;

export function loadAssistantWhenIdle(pathname: string): void {
  const { language, path } = splitLanguage(pathname);
  const wanted = !path.startsWith(gamePath.slice(0, -1));
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
