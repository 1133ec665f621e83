import file from "../../../content/vagas/vagas.json";
import { isOpen, positionsFileSchema, type Position } from "../../../src/content/positions";
import { SPONTANEOUS_APPLICATION } from "../../../src/domain/candidatura";
import { todayInSaoPaulo } from "../../../src/domain/fields";

/**
 * The open positions (`content/vagas/vagas.json`, CMS: Vagas), checked against the site's schema and bundled into the
 * Lambda when the backend deploys, like the bases (bases.ts): an application names one that takes applications today,
 * or the spontaneous application.
 */
export const positions: readonly Position[] = positionsFileSchema.parse(file).positions;

export function acceptsApplications(slug: string, today = todayInSaoPaulo()): boolean {
  if (slug === SPONTANEOUS_APPLICATION) return true;
  const position = positions.find((item) => item.slug === slug);
  return position !== undefined && isOpen(position, today);
}
