/**
 * Google Consent Mode v2: the inline script every page runs in <head>, before any tag manager could load.
 * Everything starts denied (and a stored consent choice is marked on <html>); the consent loader sends `gtag('consent','update',…)` after the visitor's choice.
 * The text is the same on every page and in every build: its hash is in the CSP (hosting/csp.ts).
 */
/** The data layer and the `gtag` function that writes to it, as Google's snippet defines them (also in the tag
 * manager's worker: src/features/third-party/tag-manager.ts). */
export const gtagPrelude = "window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}";

export const consentDefaultScript =
  gtagPrelude +
  "gtag('consent','default',{ad_storage:'denied',analytics_storage:'denied',ad_user_data:'denied',ad_personalization:'denied'});" +
  // A stored choice hides the server-rendered consent banner before the first paint (banner-markup.tsx).
  "try{if(localStorage.getItem('circulare:consent'))document.documentElement.setAttribute('data-consent-stored','')}catch(e){}";
