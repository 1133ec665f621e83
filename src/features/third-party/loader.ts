import { currentConsent, onConsentChange, readConsent } from "../consent/store";
import { loadAccessibility, removeAccessibility } from "./accessibility";
import { syncChatbot } from "./chatbot";
import { isGamePath, languageOf } from "./paths";
import { afterIdle } from "./script";
import { loadTagManager, removeTagManager, updateConsentMode } from "./tag-manager";

/**
 * Every third party, after the page is idle and only as the visitor's consent allows (src/features/consent):
 * the consent banner on a first visit (a lazy chunk), the accessibility plugin and the chatbot (functional,
 * on by default), the tag manager (analytics, off until accepted). Called on every route update
 * (gatsby-browser.tsx); a change of consent applies at once.
 */
let pathname = "/";
let started = false;
let ready = false;

function apply(): void {
  const consent = currentConsent();
  syncChatbot(consent.functional && !isGamePath(pathname), languageOf(pathname));
  if (consent.functional) void loadAccessibility();
  else removeAccessibility();
  if (consent.analytics) {
    updateConsentMode(true);
    loadTagManager();
  } else if (readConsent()) {
    updateConsentMode(false);
    removeTagManager();
  }
}

export function onRoute(path: string): void {
  pathname = path;
  if (started) {
    if (ready) apply();
    return;
  }
  started = true;
  afterIdle(() => {
    ready = true;
    onConsentChange(apply);
    if (!readConsent()) void import(/* webpackChunkName: "consent" */ "../consent/consent-ui").then((ui) => ui.showBanner());
    apply();
  });
}
