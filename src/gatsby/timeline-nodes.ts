import type { CreateNodeArgs, CreatePagesArgs } from "gatsby";
import type { Language } from "../config/languages";
import { describeIssues, parseContentFileName } from "../content/content-schema";
import { contentFile, readJson, type FileNode } from "./content-nodes";
import { timelineEventSchema, timelineProblems, type TimelineRef } from "../content/timeline-content";

/**
 * The timeline game's events: `content/timeline/<id>.<lang>.json` (CMS collection "Linha do tempo") become
 * `TimelineEvent` nodes; the game page queries them in its language. Bad files and an event missing a
 * language stop the build with one line each (checkTimelineContent, run from createPages).
 */
export const timelineSource = "timeline";

export const timelineTypeDefs = `
  type TimelineEvent implements Node @dontInfer {
    eventId: String!
    language: String!
    key: String!
    sourceFile: String!
    year: Int!
    icon: String!
    title: String!
    text: String!
    fact: String!
  }
`;

/** Problems per file found while sourcing (a fixed file, in develop, drops its line). */
export const timelineFileProblems = new Map<string, string[]>();

export function onCreateTimelineNode(args: CreateNodeArgs): void {
  if (args.node.internal.type !== "File") return;
  const source = args.node as FileNode;
  if (source.sourceInstanceName !== timelineSource || source.extension !== "json") return;
  const { file, report, create } = contentFile(args, timelineFileProblems);

  const name = parseContentFileName(file.base, "json");
  if (typeof name === "string") return report([name.replace("<slug>", "<id>")]);
  let json: unknown;
  try {
    json = readJson(file.absolutePath);
  } catch (error) {
    return report([(error as Error).message]);
  }
  const result = timelineEventSchema.safeParse(json);
  if (!result.success) return report(describeIssues(result.error));

  const key = `${name.slug}.${name.language}`;
  create("TimelineEvent", key, { ...result.data, eventId: name.slug, language: name.language, key });
}

type TimelineQuery = {
  allTimelineEvent: {
    nodes: { eventId: string; language: Language; year: number; icon: string; sourceFile: string }[];
  };
};

/** Every problem of the timeline's content, one line each; empty when the game can be built. */
export async function timelineContentProblems(graphql: CreatePagesArgs["graphql"]): Promise<string[]> {
  const result = await graphql<TimelineQuery>(`
    {
      allTimelineEvent {
        nodes {
          eventId
          language
          year
          icon
          sourceFile
        }
      }
    }
  `);
  if (result.errors || !result.data) return ["Could not read the timeline's events from GraphQL."];
  const refs: TimelineRef[] = result.data.allTimelineEvent.nodes.map((event) => ({
    file: event.sourceFile,
    id: event.eventId,
    language: event.language,
    year: event.year,
    icon: event.icon,
  }));
  return [...[...timelineFileProblems.values()].flat(), ...timelineProblems(refs)];
}

/** createPages step: a timeline content problem stops the build, naming each file (and language) at fault. */
export async function checkTimelineContent({
  graphql,
  reporter,
}: Pick<CreatePagesArgs, "graphql" | "reporter">): Promise<void> {
  const problems = await timelineContentProblems(graphql);
  if (problems.length > 0) {
    reporter.panicOnBuild(
      `The timeline game's content has ${problems.length} problem${problems.length === 1 ? "" : "s"}; fix ${problems.length === 1 ? "it" : "them"} and build again:\n  ${problems.join("\n  ")}`,
    );
  }
}
