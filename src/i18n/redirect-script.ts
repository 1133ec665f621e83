import { defaultLanguage, languageStorageKey, languages } from "../config/languages";
import { redirectIgnorePrefixes } from "../config/routes";

/** User agents that must see the page they asked for (search engines, link previews, audits). */
export const crawlerPattern =
  "bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|telegram|lighthouse|headlesschrome-audit";

/**
 * The inline script that runs in <head> before anything is painted. On an unprefixed (Portuguese) path it
 * sends a visitor whose stored language (else the browser's) is another of ours to the same path under that
 * prefix. Prefixed paths, the ignore list and crawlers are left alone. Plain ES5: it runs unbundled.
 * Tested in src/i18n/__tests__/redirect-script.test.ts by running this exact text.
 */
/**
 * Whether the script can do anything on a page served at `pathname`: not under an ignored prefix (the customer area,
 * sign-in, the game, the CMS), where it returns at once. Those pages leave it out: 0.6 KB gzip less on each (the
 * customer area's and /login/'s JavaScript budgets count inline scripts).
 */
export function languageRedirectApplies(pathname: string): boolean {
  return !redirectIgnorePrefixes.some((prefix) => pathname.startsWith(prefix) || `${pathname}/` === prefix);
}

export function languageRedirectScript(): string {
  const config = {
    key: languageStorageKey,
    languages: languages.filter((language) => language !== defaultLanguage),
    fallback: defaultLanguage,
    ignore: redirectIgnorePrefixes,
    crawlers: crawlerPattern,
  };
  return `(function(c){try{
var l=window.location,p=l.pathname,i,s,n,t;
for(i=0;i<c.languages.length;i++){if(p==="/"+c.languages[i]||p.indexOf("/"+c.languages[i]+"/")===0)return;}
for(i=0;i<c.ignore.length;i++){if(p.indexOf(c.ignore[i])===0||p+"/"===c.ignore[i])return;}
if(new RegExp(c.crawlers,"i").test(navigator.userAgent||""))return;
try{s=window.localStorage.getItem(c.key);}catch(e){s=null;}
if(!s){n=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language||""];
for(i=0;i<n.length;i++){t=String(n[i]).slice(0,2).toLowerCase();if(t===c.fallback||c.languages.indexOf(t)>=0){s=t;break;}}}
if(s&&c.languages.indexOf(s)>=0){document.documentElement.style.visibility="hidden";l.replace("/"+s+p+l.search+l.hash);}
}catch(e){}})(${JSON.stringify(config)});`;
}
