import file from "../../../content/bases/bases.json";
import { baseById, basesFileSchema, type Base } from "../../../src/domain/bases";

/**
 * The operating bases (`content/bases/bases.json`, edited in the CMS: Bases operacionais), checked against the
 * site's own schema and bundled into the Lambda when the backend deploys, like the site settings (settings.ts): a new
 * request is assigned to one of them (src/domain/bases.ts: assignBase) and its alert goes to that base's address.
 */
export const bases: readonly Base[] = basesFileSchema.parse(file).bases;

/** A record's base as its pages show it ("Base Campinas"), or undefined for a request stored before bases existed. */
export function baseView(baseId: string | undefined): { id: string; name: string } | undefined {
  const base = baseById(bases, baseId);
  return base ? { id: base.id, name: base.name } : undefined;
}
