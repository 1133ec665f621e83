import { z } from "zod";
import { languages, type Language } from "../config/languages";
import { iconPaths } from "../styles/icon-paths";
import { minimumEvents } from "../domain/timeline-rules";

/**
 * The timeline game's content (`content/timeline/<id>.<lang>.json`, edited in the CMS's "Linha do tempo"):
 * the file schema and the checks across files. Build-time only (src/gatsby/timeline-nodes.ts): zod never
 * reaches the game page's bundle.
 */
const text = (max: number) => z.string().trim().min(1, "must not be empty").max(max, `must be at most ${max} characters`);
const iconNames = Object.keys(iconPaths) as [string, ...string[]];

export const timelineEventSchema = z
  .object({
    year: z.number().int("must be a whole year").min(1900, "must be 1900 or later").max(2100, "must be 2100 or earlier"),
    icon: z.enum(iconNames, { errorMap: () => ({ message: `must be one of the site's icons: ${iconNames.join(", ")}` }) }),
    title: text(80),
    text: text(220),
    fact: text(320),
  })
  .strict();
export type TimelineEventData = z.infer<typeof timelineEventSchema>;

/** An event file as sourced: where it is, its id and language, its year and icon (shared by the languages). */
export type TimelineRef = { file: string; id: string; language: Language; year: number; icon: string };

/**
 * Problems across the event files, one line each naming the file: an event missing a language, a translation
 * whose year or icon differs from the Portuguese one, a language with too few events (distinct years) for
 * every round to be dealt. Empty when all is well.
 */
export function timelineProblems(events: readonly TimelineRef[]): string[] {
  const problems: string[] = [];
  const ids = [...new Set(events.map((event) => event.id))].sort();
  for (const id of ids) {
    const versions = events.filter((event) => event.id === id);
    const reference = versions.find((event) => event.language === "pt") ?? versions[0];
    for (const language of languages) {
      const version = versions.find((event) => event.language === language);
      if (!version) {
        problems.push(`${reference.file}: event "${id}" has no ${language} version: content/timeline/${id}.${language}.json is missing`);
        continue;
      }
      if (version === reference) continue;
      if (version.year !== reference.year) {
        problems.push(`${version.file}: field "year": ${version.year} differs from ${reference.file} (${reference.year})`);
      }
      if (version.icon !== reference.icon) {
        problems.push(`${version.file}: field "icon": "${version.icon}" differs from ${reference.file} ("${reference.icon}")`);
      }
    }
  }
  if (ids.length > 0) {
    for (const language of languages) {
      const years = new Set(events.filter((event) => event.language === language).map((event) => event.year));
      if (years.size < minimumEvents) {
        problems.push(
          `content/timeline: ${language} has events in ${years.size} distinct year(s); the game needs at least ${minimumEvents}`,
        );
      }
    }
  }
  return problems;
}
