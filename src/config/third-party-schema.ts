import { z } from "zod";
import { partyKeys } from "./party-keys";
import { languages } from "../domain/language";

export { partyKeys, type PartyKey } from "./party-keys";

/**
 * The schema of src/config/third-party.json. Build-time only (the CSP generator, `scripts/harden-build.mts`, the
 * proxy and the tests parse with it); the browser imports the JSON with the type below and never ships zod.
 */
const httpsUrl = z
  .string()
  .url()
  .refine((value) => new URL(value).protocol === "https:", "must be an https:// URL");

/** A CSP host source: `https://host` or `https://*.host`, nothing else (no paths, no keywords). */
const hostSource = z
  .string()
  .regex(/^https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/, "must be https://host or https://*.host");
const origin = z.string().regex(/^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+$/, "must be an origin, https://host");

export const cspDirectives = [
  "script-src",
  "style-src",
  "img-src",
  "connect-src",
  "font-src",
  "frame-src",
  "media-src",
] as const;

const party = z
  .object({
    /** The provider as the privacy policy names it (a proper noun, not translated). */
    name: z.string().min(1),
    category: z.enum(["necessary", "functional", "analytics"]),
    /** Origins the proxy may fetch from for this party (and that the privacy policy lists). */
    hosts: z.array(origin),
    /** What it keeps in the browser: cookie or storage key, and for how long (null: until the visitor clears it). */
    cookies: z.array(
      z.object({ name: z.string().min(1), retentionDays: z.number().int().positive().nullable() }).strict(),
    ),
    /** Extra sources per CSP directive of every page. */
    csp: z.record(z.enum(cspDirectives), z.array(hostSource)),
  })
  .strict();

const comment = { $comment: z.string().optional() };

export const thirdPartySchema = z
  .object({
    ...comment,
    proxyPath: z.literal("/__third-party-proxy"),
    chatbot: z
      .object({
        ...comment,
        /** null: the site's own assistant (a lazy chunk). */
        script: httpsUrl.nullable(),
        /** The vendor's frame, hidden outside `languages` (null for the site's own assistant). */
        frameSelector: z.string().min(1).nullable(),
        languages: z.array(z.enum(languages)),
        party,
      })
      .strict(),
    accessibility: z
      .object({
        ...comment,
        kind: z.enum(["vlibras", "script"]),
        primary: httpsUrl,
        fallback: httpsUrl,
        timeoutMs: z.number().int().positive().max(10_000),
        party,
      })
      .strict(),
    tagManager: z
      .object({
        ...comment,
        id: z.string().regex(/^GTM-[A-Z0-9]+$/, "must be a GTM container id"),
        script: httpsUrl,
        party,
      })
      .strict(),
    postalLookup: z
      .object({
        ...comment,
        /** The lookup's address, `{cep}` standing for the eight digits. */
        url: httpsUrl.refine((value) => value.includes("{cep}"), "must contain {cep}"),
        /** After this the lookup is given up and the visitor fills the address. */
        timeoutMs: z.number().int().positive().max(10_000),
        party,
      })
      .strict(),
    site: z.object({ ...comment, party }).strict(),
  })
  .strict()
  .superRefine((config, context) => {
    // Every script the site loads must come from a host its party declares (the proxy and the CSP read these).
    const scripts: [string, string | null, { hosts: string[]; csp: Partial<Record<string, string[]>> }][] = [
      ["chatbot.script", config.chatbot.script, config.chatbot.party],
      ["accessibility.primary", config.accessibility.primary, config.accessibility.party],
      ["accessibility.fallback", config.accessibility.fallback, config.accessibility.party],
      ["tagManager.script", config.tagManager.script, config.tagManager.party],
      ["postalLookup.url", config.postalLookup.url.replace("{cep}", "00000000"), config.postalLookup.party],
    ];
    for (const [key, url, owner] of scripts) {
      if (!url) continue;
      const scriptOrigin = new URL(url).origin;
      if (!owner.hosts.includes(scriptOrigin)) {
        context.addIssue({
          code: "custom",
          path: key.split("."),
          message: `${scriptOrigin} is not in this party's hosts`,
        });
      }
    }
  });

export type ThirdPartyConfig = z.infer<typeof thirdPartySchema>;
export type Party = ThirdPartyConfig["site"]["party"];

/** The config, or an Error naming each bad field (`third-party.json accessibility.primary: must be an https:// URL`). */
export function parseThirdPartyConfig(value: unknown): ThirdPartyConfig {
  const result = thirdPartySchema.safeParse(value);
  if (result.success) return result.data;
  throw new Error(
    result.error.issues
      .map((issue) => `src/config/third-party.json ${issue.path.join(".") || "(root)"}: ${issue.message}`)
      .join("\n"),
  );
}

/**
 * Every origin the proxy may fetch from: the hosts of every party whose scripts may come through it. Not the postal
 * lookup's: the browser asks it directly (CORS), and the proxy has no reason to reach it.
 */
export function proxyAllowedOrigins(config: ThirdPartyConfig): Set<string> {
  return new Set(partyKeys.filter((key) => key !== "postalLookup").flatMap((key) => config[key].party.hosts));
}
