import json from "../../config/third-party.json";
import type { Language } from "../../config/languages";
import type { ThirdPartyConfig } from "../../config/third-party-schema";

/**
 * The third-party configuration as the browser reads it. Its shape is checked at build time
 * (`scripts/harden-build.mts` and the unit tests parse it with the zod schema), so here it is only typed, and
 * zod stays out of the page bundles. Each value is read by its full path: webpack then keeps only those
 * properties of the JSON in the bundles (its JSON tree shaking), not the comments or the policy's metadata.
 */
export const chatbotConfig = {
  script: json.chatbot.script as string | null,
  frameSelector: json.chatbot.frameSelector as string | null,
  languages: json.chatbot.languages as readonly Language[],
};

export const accessibilityConfig: Pick<
  ThirdPartyConfig["accessibility"],
  "kind" | "primary" | "fallback" | "timeoutMs"
> = {
  kind: json.accessibility.kind as ThirdPartyConfig["accessibility"]["kind"],
  primary: json.accessibility.primary,
  fallback: json.accessibility.fallback,
  timeoutMs: json.accessibility.timeoutMs,
};

export const tagManagerConfig = { id: json.tagManager.id, script: json.tagManager.script };

/** The postal code lookup of the collection form (read only by its lazy chunk, postal-lookup.ts). */
export const postalLookupConfig = { url: json.postalLookup.url, timeoutMs: json.postalLookup.timeoutMs };

/** The parties as the privacy policy's table lists them (only that page's chunk reads this). */
export function partiesForPolicy(): Record<
  "site" | "chatbot" | "accessibility" | "tagManager" | "postalLookup",
  ThirdPartyConfig["site"]["party"]
> {
  return {
    site: json.site.party as ThirdPartyConfig["site"]["party"],
    chatbot: json.chatbot.party as ThirdPartyConfig["site"]["party"],
    accessibility: json.accessibility.party as ThirdPartyConfig["site"]["party"],
    tagManager: json.tagManager.party as ThirdPartyConfig["site"]["party"],
    postalLookup: json.postalLookup.party as ThirdPartyConfig["site"]["party"],
  };
}
