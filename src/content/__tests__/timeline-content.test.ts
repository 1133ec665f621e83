import fs from "node:fs";
import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import { parse } from "yaml";
import { iconPaths } from "../../styles/icon-paths";
import { isLanguage } from "../../config/languages";
import { checkTimelineContent } from "../../gatsby/timeline-nodes";
import { timelineEventSchema, timelineProblems, type TimelineRef } from "../timeline-content";
import { minimumEvents } from "../../domain/timeline-rules";

const dir = path.resolve("content/timeline");

/** The shipped event files as the build sees them. */
function shippedRefs(): TimelineRef[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => {
      const [, id, language] = /^(.+)\.([a-z]{2})\.json$/.exec(name)!;
      if (!isLanguage(language)) throw new Error(`${name}: unknown language`);
      const data = timelineEventSchema.parse(JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")));
      return { file: `content/timeline/${name}`, id, language, year: data.year, icon: data.icon };
    });
}

/** Stands in for Gatsby's graphql and reporter in the createPages step. */
function buildStep(refs: TimelineRef[]) {
  const graphql = (async () => ({
    data: { allTimelineEvent: { nodes: refs.map((ref) => ({ eventId: ref.id, language: ref.language, year: ref.year, icon: ref.icon, sourceFile: ref.file })) } },
  })) as unknown as CreatePagesArgs["graphql"];
  const panics: string[] = [];
  const reporter = { panicOnBuild: (message: string) => panics.push(message) } as unknown as CreatePagesArgs["reporter"];
  return { run: () => checkTimelineContent({ graphql, reporter }), panics };
}

describe("the timeline's content", () => {
  it("ships at least 24 events, each valid in pt, en and es with one year and icon", () => {
    const refs = shippedRefs();
    const ids = new Set(refs.map((ref) => ref.id));
    expect(ids.size).toBeGreaterThanOrEqual(24);
    expect(refs).toHaveLength(ids.size * 3);
    expect(timelineProblems(refs)).toEqual([]);
  });

  it("refuses a file without a fact, a year that is not a whole number, an unknown icon and unknown fields", () => {
    const result = timelineEventSchema.safeParse({ year: 2005.5, icon: "rocket", title: "T", text: "x", extra: 1 });
    expect(result.success).toBe(false);
    const fields = result.success ? [] : result.error.issues.map((issue) => issue.path.join(".") || issue.code);
    expect(fields).toEqual(expect.arrayContaining(["year", "icon", "fact", "unrecognized_keys"]));
  });

  it("names the file, the event and the missing language in one line", () => {
    const refs = shippedRefs().filter((ref) => ref.file !== "content/timeline/conama-362.es.json");
    expect(timelineProblems(refs)).toEqual([
      'content/timeline/conama-362.pt.json: event "conama-362" has no es version: content/timeline/conama-362.es.json is missing',
    ]);
  });

  it("finds a translation whose year or icon differs from the Portuguese one", () => {
    const refs = shippedRefs().map((ref) => (ref.file === "content/timeline/pnrs.en.json" ? { ...ref, year: 2011, icon: "leaf" } : ref));
    expect(timelineProblems(refs)).toEqual([
      'content/timeline/pnrs.en.json: field "year": 2011 differs from content/timeline/pnrs.pt.json (2010)',
      'content/timeline/pnrs.en.json: field "icon": "leaf" differs from content/timeline/pnrs.pt.json ("recycle")',
    ]);
  });

  it("needs enough distinct years in every language for the last round", () => {
    const refs = shippedRefs().filter((ref) => ref.language === "pt" || ref.year < 1999);
    const few = refs.filter((ref) => ref.year < 1999);
    expect(new Set(few.map((ref) => ref.year)).size).toBeLessThan(minimumEvents);
    expect(timelineProblems(refs.filter((ref) => ref.year < 1999))).toEqual([
      "content/timeline: pt has events in 4 distinct year(s); the game needs at least 6",
      "content/timeline: en has events in 4 distinct year(s); the game needs at least 6",
      "content/timeline: es has events in 4 distinct year(s); the game needs at least 6",
    ]);
  });

  it("stops the build (createPages) when an event lacks a language, and lets it go on when none does", async () => {
    const broken = buildStep(shippedRefs().filter((ref) => ref.file !== "content/timeline/fundacao.en.json"));
    await broken.run();
    expect(broken.panics).toHaveLength(1);
    expect(broken.panics[0]).toContain("The timeline game's content has 1 problem");
    expect(broken.panics[0]).toContain('content/timeline/fundacao.pt.json: event "fundacao" has no en version: content/timeline/fundacao.en.json is missing');

    const whole = buildStep(shippedRefs());
    await whole.run();
    expect(whole.panics).toEqual([]);
  });
});

describe("the CMS's Linha do tempo collection", () => {
  type Field = { name: string; i18n?: boolean | string; options?: string[] };
  type Collection = { name: string; folder: string; extension: string; i18n: boolean; fields: Field[] };
  const config = parse(fs.readFileSync("static/admin/config.yml", "utf8")) as { collections: Collection[] };
  const timeline = config.collections.find((item) => item.name === "timeline")!;

  it("writes into content/timeline, one JSON file per language, the fields the build reads", () => {
    expect(timeline).toMatchObject({ folder: "content/timeline", extension: "json", i18n: true });
    expect(timeline.fields.map((field) => field.name).sort()).toEqual(Object.keys(timelineEventSchema.shape).sort());
  });

  it("shares the year and icon between languages and offers only the site's icons", () => {
    const field = (name: string) => timeline.fields.find((item) => item.name === name)!;
    expect([field("year").i18n, field("icon").i18n]).toEqual(["duplicate", "duplicate"]);
    expect(["title", "text", "fact"].map((name) => field(name).i18n)).toEqual([true, true, true]);
    expect(field("icon").options!.filter((icon) => !(icon in iconPaths))).toEqual([]);
  });
});
