import fs from "node:fs";
import path from "node:path";
import type { Actions, Reporter } from "gatsby";
import { languages, type Language } from "../config/languages";
import { isOpen, localizePosition, positionPath, positionsFileSchema, type Position } from "../content/positions";
import { SPONTANEOUS_APPLICATION } from "../domain/candidatura";
import { todayInSaoPaulo } from "../domain/fields";
import { loadResources } from "../i18n/load-locales";
import type { LocalizedPageContext } from "../i18n/page-context";
import { localizePath } from "../i18n/paths";
import type { Resources } from "../i18n/translate";
import { preparePageStrings, readBases } from "./page-content";

/** Where the open positions are kept (CMS: "Vagas"). */
export const positionsFile = "content/vagas/vagas.json";

/** The namespace the build adds to a page's strings for the positions it shows (plain data, no zod in the page). */
export const positionsNs = "vagas";

/** The slug of the spontaneous application's page (/gente/vagas/candidatura-espontanea/): no position's. */
const spontaneousSlug = SPONTANEOUS_APPLICATION;

/** The positions, or the problems of the file (one line per field, naming it; a base that does not exist too). */
export function readPositions(root: string): { positions: Position[]; problems: string[] } {
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(path.join(root, positionsFile), "utf8"));
  } catch (error) {
    return { positions: [], problems: [`${positionsFile}: ${(error as Error).message}`] };
  }
  const parsed = positionsFileSchema.safeParse(json);
  if (!parsed.success)
    return {
      positions: [],
      problems: parsed.error.issues.map(
        (issue) => `${positionsFile} ${issue.path.join(".") || "(root)"}: ${issue.message}`,
      ),
    };
  const baseIds = new Set(readBases(root).bases.map((base) => base.id));
  const problems: string[] = [];
  parsed.data.positions.forEach((position, index) => {
    if ("base" in position.location && !baseIds.has(position.location.base))
      problems.push(
        `${positionsFile} positions.${index}.location.base: "${position.location.base}" is not in content/bases`,
      );
    if (position.slug === spontaneousSlug)
      problems.push(
        `${positionsFile} positions.${index}.slug: "${spontaneousSlug}" is the spontaneous application's page`,
      );
  });
  return problems.length > 0 ? { positions: [], problems } : { positions: parsed.data.positions, problems };
}

/** The positions open on the build's day, in `language`, as the pages show them. */
export function openPositionsIn(root: string, language: Language, today = todayInSaoPaulo()) {
  const places = new Map(readBases(root).bases.map((base) => [base.id, { city: base.city, uf: base.uf }]));
  return readPositions(root)
    .positions.filter((position) => isOpen(position, today))
    .map((position) => localizePosition(position, language, places));
}

/** Adds the open positions to the strings of `/gente/` (its list reads `vagas.positions`). */
export function withOpenPositions(resources: Resources, language: Language, root = process.cwd()): Resources {
  return { ...resources, [positionsNs]: { positions: openPositionsIn(root, language) } };
}

/** createPages step: a problem of content/vagas/vagas.json stops the build, one line per field. */
export function checkPositions({ reporter }: { reporter: Pick<Reporter, "panicOnBuild"> }, root = process.cwd()): void {
  const { problems } = readPositions(root);
  if (problems.length > 0)
    reporter.panicOnBuild(
      `The open positions have ${problems.length} problem(s); fix them and build again:\n  ${problems.join("\n  ")}`,
    );
}

/**
 * `/gente/vagas/<slug>/` in every language for each open position, and the spontaneous application's page: the
 * position's description and the application form (src/templates/position-page.tsx). The page's strings are the
 * Gente page's, the forms' and the validation messages, plus `vagas.position` (null for the spontaneous one).
 */
export function createPositionPages(
  { actions, reporter }: { actions: Pick<Actions, "createPage">; reporter: Pick<Reporter, "panicOnBuild"> },
  root = process.cwd(),
): void {
  const component = path.resolve(root, "src/templates/position-page.tsx");
  for (const language of languages) {
    const prepared = preparePageStrings(
      root,
      language,
      "gente",
      loadResources(root, language, ["gente", "formularios", "validacao"]),
    );
    if (prepared.problems.length > 0) {
      reporter.panicOnBuild(prepared.problems.join("\n"));
      return;
    }
    const pages = [
      ...openPositionsIn(root, language).map((position) => ({ slug: position.slug, position })),
      { slug: spontaneousSlug, position: null },
    ];
    for (const { slug, position } of pages) {
      const routePath = positionPath(slug);
      const context: LocalizedPageContext = {
        language,
        routePath,
        ns: "gente",
        resources: { ...prepared.resources, [positionsNs]: { position } },
      };
      actions.createPage({ path: localizePath(routePath, language), component, context });
    }
  }
}
