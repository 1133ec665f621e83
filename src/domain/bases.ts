/**
 * The operating bases (`content/bases/bases.json`, edited in the CMS's "Bases operacionais"): their schema, and the
 * rule that gives each new collection request the base that serves its address. One definition, read by the build
 * (the map of the bases and the `{{bases.count}}` figures in page texts: src/gatsby/page-content.ts), by the
 * collection API (amplify/functions/shared/bases.ts) and by the operations pages.
 *
 * The rule (assignBase), in this order:
 * 1. a base that lists the address's municipality (city and state) serves it;
 * 2. else a base that lists the address's state;
 * 3. else the nearest base by great-circle distance from the municipality (its own place when known, else its
 *    state's capital: src/domain/places.ts).
 * Only bases of kind "base" take requests: the plant and the head office are on the map, not in the rule. Ties keep
 * the file's order, so the result depends on the address and the file alone.
 */
import { z } from "zod";
import { isUf, ufs, type Uf } from "./brazil";
import { cityKey, locateCity, type LonLat } from "./places";
import { baseIdPattern } from "./base-ids";

export const baseKinds = ["plant", "base", "office"] as const;
export type BaseKind = (typeof baseKinds)[number];

const label = (max: number) =>
  z.string().trim().min(1, "must not be empty").max(max, `must be at most ${max} characters`);
const uf = z
  .string()
  .refine((value): value is Uf => isUf(value), { message: `must be a state (UF): ${ufs.join(", ")}` });

export const baseSchema = z
  .object({
    id: z
      .string()
      .max(40, "must be at most 40 characters")
      .regex(baseIdPattern, "must be lower case letters, digits and hyphens"),
    name: label(60),
    kind: z.enum(baseKinds),
    city: label(80),
    uf,
    /** Degrees, WGS 84. */
    latitude: z.number().min(-34, "must be within Brazil (−34 to 6)").max(6, "must be within Brazil (−34 to 6)"),
    longitude: z.number().min(-74, "must be within Brazil (−74 to −34)").max(-34, "must be within Brazil (−74 to −34)"),
    serves: z
      .object({
        states: z.array(uf).default([]),
        municipalities: z.array(z.object({ city: label(80), uf }).strict()).default([]),
      })
      .strict(),
    phone: z.string().regex(/^\+55 \d{2} \d{4,5}-\d{4}$/, "must be written like +55 11 5555-0100"),
    /** Where the alerts of the base's new requests go (never shown on the site). */
    operationsEmail: z.string().email("must be an e-mail address"),
  })
  .strict();

export type Base = z.output<typeof baseSchema>;

/** The file: the bases in the order the map lists them, with the checks across them. */
export const basesFileSchema = z
  .object({ bases: z.array(baseSchema).min(1, "must list at least one base") })
  .strict()
  .superRefine(({ bases }, ctx) => {
    const seen = new Map<string, number>();
    const states = new Map<string, string>();
    const municipalities = new Map<string, string>();
    bases.forEach((base, index) => {
      const where = (field: string, ...rest: (string | number)[]) => ["bases", index, field, ...rest];
      if (seen.has(base.id)) {
        ctx.addIssue({
          code: "custom",
          path: where("id"),
          message: `"${base.id}" is already the id of bases.${seen.get(base.id)}`,
        });
      }
      seen.set(base.id, index);
      const serves = base.serves.states.length + base.serves.municipalities.length > 0;
      if (base.kind !== "base" && serves) {
        ctx.addIssue({ code: "custom", path: where("serves"), message: 'only a base of kind "base" serves requests' });
      }
      base.serves.states.forEach((state, position) => {
        const other = states.get(state);
        if (other)
          ctx.addIssue({
            code: "custom",
            path: where("serves", "states", position),
            message: `${state} is already served by "${other}"`,
          });
        states.set(state, base.id);
      });
      base.serves.municipalities.forEach((place, position) => {
        const key = cityKey(place.city, place.uf);
        const other = municipalities.get(key);
        if (other) {
          ctx.addIssue({
            code: "custom",
            path: where("serves", "municipalities", position),
            message: `${place.city}/${place.uf} is already served by "${other}"`,
          });
        }
        municipalities.set(key, base.id);
      });
    });
    if (!bases.some((base) => base.kind === "base")) {
      ctx.addIssue({ code: "custom", path: ["bases"], message: 'must hold at least one base of kind "base"' });
    }
  });

export type BasesFile = z.output<typeof basesFileSchema>;

/** The bases that take requests (kind "base"), in the file's order. */
export function operatingBases(bases: readonly Base[]): Base[] {
  return bases.filter((base) => base.kind === "base");
}

/** How many operating bases there are: the "14 bases" of the page texts (`{{bases.count}}`). */
export function countOperatingBases(bases: readonly Base[]): number {
  return operatingBases(bases).length;
}

const earthRadiusKm = 6371;

/** Great-circle distance in kilometres between two places (haversine). */
export function distanceKm([lon1, lat1]: LonLat, [lon2, lat2]: LonLat): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(lat2 - lat1);
  const dLon = rad(lon2 - lon1);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

export type BaseAssignment = { base: Base; by: "municipality" | "state" | "nearest" };

/**
 * The base that serves an address (its municipality and state), and by which rule; null only when no base takes
 * requests or the state is unknown and no base lists it. See the module's comment for the rule.
 */
export function assignBase(address: { city: string; state: string }, bases: readonly Base[]): BaseAssignment | null {
  const candidates = operatingBases(bases);
  const key = cityKey(address.city, address.state);
  const byMunicipality = candidates.find((base) =>
    base.serves.municipalities.some((place) => cityKey(place.city, place.uf) === key),
  );
  if (byMunicipality) return { base: byMunicipality, by: "municipality" };
  const state = address.state.toUpperCase();
  const byState = candidates.find((base) => (base.serves.states as readonly string[]).includes(state));
  if (byState) return { base: byState, by: "state" };
  const from = locateCity(address.city, state)?.at;
  if (!from) return null;
  let nearest: { base: Base; km: number } | null = null;
  for (const base of candidates) {
    const km = distanceKm(from, [base.longitude, base.latitude]);
    if (!nearest || km < nearest.km) nearest = { base, km };
  }
  return nearest ? { base: nearest.base, by: "nearest" } : null;
}

/** The base with this id, or undefined. */
export function baseById(bases: readonly Base[], id: string | undefined): Base | undefined {
  return id === undefined ? undefined : bases.find((base) => base.id === id);
}
