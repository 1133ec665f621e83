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

/** The visitor asked for the assistant (the FAQ block's button): shown from then on, whatever the language. */
let revealed = false;

function visible(language: Language): boolean {
  return revealed || (chatbotConfig.languages as readonly string[]).includes(language);
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
let openWhenMounted = false;

/**
 * The FAQ block's "ask the assistant": mounts the chatbot if it is not yet (a click is the visitor's wish, and
 * the site's own assistant sets no cookie and calls no third party), shows its frame even in a language where
 * it is hidden, and opens the site's assistant's dialog.
 */
export function openChatbot(language: Language): void {
  revealed = true;
  openWhenMounted = true;
  desired = { wanted: true, language };
  reconcile();
}

function openIfAsked(): void {
  if (!openWhenMounted || !mounted) return;
  openWhenMounted = false;
  if (!chatbotConfig.script)
    void import(/* webpackChunkName: "assistant" */ "../assistant/open-request").then((request) =>
      request.requestAssistantOpen(),
    );
}
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
    openIfAsked();
    return;
  }
  loading = true;
  mount(language)
    .then(
      (unmount) => {
        mounted = { language, unmount };
        applyVisibility(language);
        openIfAsked();
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
