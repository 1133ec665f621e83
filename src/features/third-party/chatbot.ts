import type { Language } from "../../config/languages";
import { chatbotConfig } from "./config";
import { injectScript } from "./script";

/**
 * The chatbot: with no vendor configured (`chatbot.script` null, the default) the site's own assistant, a lazy
 * chunk (src/features/assistant/mount.ts); otherwise the vendor's script. Shown on every page but the game,
 * its frame visible only in `chatbot.languages`. Whatever is mounted carries `data-chatbot`.
 */
type Mounted = { language: Language; unmount: () => void };

let mounted: Mounted | null = null;

function visible(language: Language): boolean {
  return (chatbotConfig.languages as readonly string[]).includes(language);
}

/** Hides the frame outside the configured languages: our container by `hidden`, a vendor's by its selector. */
function applyVisibility(language: Language): void {
  const show = visible(language);
  document.querySelectorAll<HTMLElement>("[data-chatbot]").forEach((node) => {
    if (node.tagName !== "SCRIPT") node.hidden = !show;
  });
  const selector = chatbotConfig.frameSelector;
  if (!selector) return;
  let style = document.getElementById("chatbot-visibility");
  if (!style) {
    style = document.createElement("style");
    style.id = "chatbot-visibility";
    document.head.append(style);
  }
  style.textContent = show ? "" : `${selector}{display:none!important}`;
}

async function mount(language: Language): Promise<() => void> {
  const vendor = chatbotConfig.script;
  if (!vendor) {
    const { mountAssistant } = await import(/* webpackChunkName: "assistant" */ "../assistant/mount");
    return mountAssistant({ lang: language });
  }
  const { element, loaded } = injectScript(vendor, "chatbot");
  element.dataset.chatbot = "vendor";
  await loaded;
  return () => {
    element.remove();
    const selector = chatbotConfig.frameSelector;
    if (selector) document.querySelectorAll(selector).forEach((node) => node.remove());
  };
}

let desired: { wanted: boolean; language: Language } = { wanted: false, language: "pt" };
let loading = false;
let failed = false;

/** Mounts, keeps, re-mounts in another language or removes the chatbot for the page now shown. */
export function syncChatbot(wanted: boolean, language: Language): void {
  desired = { wanted, language };
  reconcile();
}

function reconcile(): void {
  // While a mount is in flight, the wish is kept and applied when it settles (navigating into the game then).
  if (loading) return;
  const { wanted, language } = desired;
  if (mounted && (!wanted || mounted.language !== language)) {
    mounted.unmount();
    mounted = null;
  }
  if (!wanted || failed) return;
  if (mounted) {
    applyVisibility(language);
    return;
  }
  loading = true;
  mount(language)
    .then(
      (unmount) => {
        mounted = { language, unmount };
        applyVisibility(language);
      },
      (error: unknown) => {
        failed = true;
        console.warn("Chatbot: could not load", error);
      },
    )
    .finally(() => {
      loading = false;
      reconcile();
    });
}
