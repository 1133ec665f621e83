import json from "../../config/third-party.json";
import type { ThirdPartyConfig } from "./schema";

/**
 * The third-party configuration as the browser reads it. Its shape is checked at build time
 * (`scripts/harden-build.mts` and the unit tests parse it with the zod schema), so here it is only typed:
 * zod stays out of the page bundles.
 */
export const thirdParty = json as unknown as ThirdPartyConfig;
