import { createElement } from "react";
import { createRoot } from "react-dom/client";
import type { Language } from "../../config/languages";
import { AssistantRoot } from "./assistant-root";
import { loadStrings } from "./strings";

/**
 * The site's own assistant, for the chatbot loader: `const { mountAssistant } = await import("../assistant/mount")`
 * (its own chunk), then `const unmount = await mountAssistant({ lang })`. Appends one container carrying
 * `data-chatbot` to document.body and renders the widget there in its own React root; `unmount()` removes
 * both. Only the button is in this chunk: the dialog is fetched on its first click, the FAQ when it opens.
 */
export async function mountAssistant(options: { lang: Language }): Promise<() => void> {
  const strings = await loadStrings(options.lang);
  const container = document.createElement("div");
  container.setAttribute("data-chatbot", "assistant");
  container.lang = options.lang === "pt" ? "pt-BR" : options.lang;
  document.body.appendChild(container);
  const root = createRoot(container);
  root.render(createElement(AssistantRoot, { language: options.lang, strings }));
  let mounted = true;
  return () => {
    if (!mounted) return;
    mounted = false;
    root.unmount();
    container.remove();
  };
}
