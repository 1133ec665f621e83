import { currentConsent, onConsentChange, readConsent } from "../consent/store";
import { loadAccessibility, removeAccessibility } from "./accessibility";
import { syncChatbot } from "./chatbot";
import { isGamePath, languageOf } from "./paths";

/**
 * The third parties' code, a lazy chunk loaded after the page is idle (loader.ts): applies the visitor's
 * consent to the page now shown: the consent banner on a first visit (its own chunk), the accessibility plugin
 * and the chatbot (functional, on by default), the tag manager (analytics, off until accepted; its own chunk).
 * A change of consent applies at once.
 */
let pathname = "/";
let tagManagerLoaded = false;

export function apply(path: string = pathname): void {
  pathname = path;
  const consent = currentConsent();
  syncChatbot(consent.functional && !isGamePath(pathname), languageOf(pathname));
  if (consent.functional) void loadAccessibility();
  else removeAccessibility();
  if (consent.analytics) {
    tagManagerLoaded = true;
    void import(/* webpackChunkName: "tag-manager" */ "./tag-manager").then((tagManager) => {
      tagManager.updateConsentMode(true);
      tagManager.loadTagManager();
    });
  } else if (tagManagerLoaded) {
    void import(/* webpackChunkName: "tag-manager" */ "./tag-manager").then((tagManager) => {
      tagManager.updateConsentMode(false);
      tagManager.removeTagManager();
    });
  }
}

export function start(path: string): void {
  onConsentChange(() => apply());
  if (!readConsent())
    void import(/* webpackChunkName: "consent" */ "../consent/consent-ui").then((ui) => ui.focusBanner());
  apply(path);
}
