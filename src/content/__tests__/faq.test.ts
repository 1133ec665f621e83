import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { languages } from "../../config/languages";
import { routes } from "../../config/routes";
import { describeIssues, parseContentFileName } from "../content-schema";
import { answerParagraphs, faqEntrySchema, faqPages, faqProblems, faqTags, type FaqEntry } from "../faq";
import { faqJson } from "../assistant-faq";

const problemsOf = (data: unknown) => {
  const result = faqEntrySchema.safeParse(data);
  return result.success ? [] : describeIssues(result.error);
};
const valid = {
  question: "A coleta tem custo?",
  answer: "Não.",
  alternatives: ["É de graça?"],
  keywords: ["preço"],
  tags: ["solicite-sua-coleta"],
  position: 1,
};

describe("an FAQ file", () => {
  it("accepts a question with an answer, known tags and an optional link", () => {
    expect(problemsOf(valid)).toEqual([]);
    expect(problemsOf({ ...valid, link: { label: "Solicitar", to: "/solicite-sua-coleta/" } })).toEqual([]);
    expect(problemsOf({ ...valid, link: { label: "WhatsApp", to: "https://wa.me/551140002025" } })).toEqual([]);
  });

  it("names the field of each problem: no answer, an unknown page, a bad link", () => {
    expect(problemsOf({ ...valid, answer: undefined })).toEqual(['field "answer": is missing']);
    expect(problemsOf({ ...valid, tags: ["pagina-inexistente"] })).toEqual([
      `field "tags.0": must be one of: ${faqTags.join(", ")}`,
    ]);
    expect(problemsOf({ ...valid, link: { label: "x", to: "javascript:alert(1)" } })).toEqual([
      'field "link.to": must be an internal path like /solicite-sua-coleta/ or a full https:// address',
    ]);
    expect(problemsOf({ ...valid, question: "  " })).toEqual(['field "question": must not be empty']);
  });

  it("needs at least one alternative phrasing and one keyword (the assistant matches on them)", () => {
    expect(problemsOf({ ...valid, alternatives: [] })).toEqual(['field "alternatives": must have at least one alternative phrasing']);
    expect(problemsOf({ ...valid, keywords: undefined })).toEqual(['field "keywords": is missing']);
    expect(problemsOf({ ...valid, keywords: ["  "] })).toEqual(['field "keywords.0": must not be empty']);
  });

  it("tags name pages that exist", () => {
    const paths = routes.map((route) => route.path);
    for (const page of Object.values(faqPages)) expect(paths).toContain(page);
  });
});

describe("FAQ files together", () => {
  const ref = (id: string, language: "pt" | "en" | "es", tags: string[] = ["gestao-de-residuos"]) => ({
    file: `content/faq/${id}.${language}.json`,
    id,
    language,
    tags,
  });

  it("names a question missing a language", () => {
    expect(faqProblems([ref("a", "pt"), ref("a", "en")])).toEqual(["content/faq/a.pt.json: translation missing: content/faq/a.es.json"]);
    expect(faqProblems([ref("a", "pt"), ref("a", "en"), ref("a", "es")])).toEqual([]);
  });

  it("names tags that differ between languages", () => {
    expect(faqProblems([ref("a", "pt"), ref("a", "en", ["fale-com-a-gente"]), ref("a", "es")])).toEqual([
      'content/faq/a.en.json: field "tags": must be the same in every language (content/faq/a.pt.json has [gestao-de-residuos])',
    ]);
  });
});

describe("content/faq", () => {
  const dir = path.join(process.cwd(), "content/faq");
  const files = fs.readdirSync(dir).filter((file) => file.endsWith(".json"));
  const entries: FaqEntry[] = files.map((file) => {
    const name = parseContentFileName(file, "json");
    if (typeof name === "string") throw new Error(`${file}: ${name}`);
    const data = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as unknown;
    const result = faqEntrySchema.safeParse(data);
    if (!result.success) throw new Error(`${file}: ${describeIssues(result.error).join("; ")}`);
    return { ...result.data, id: name.slug, language: name.language };
  });

  it("holds at least 15 questions, each valid and in every language with the same pages", () => {
    expect(new Set(entries.map((entry) => entry.id)).size).toBeGreaterThanOrEqual(15);
    expect(faqProblems(entries.map((entry) => ({ file: entry.id, id: entry.id, language: entry.language, tags: entry.tags })))).toEqual([]);
  });

  it("gives every page of the FAQ at least three questions", () => {
    for (const tag of faqTags) {
      expect(entries.filter((entry) => entry.language === "pt" && entry.tags.includes(tag)).length, tag).toBeGreaterThanOrEqual(3);
    }
  });

  it("links only to pages of the site", () => {
    const paths = routes.map((route) => route.path);
    for (const entry of entries) if (entry.link?.to.startsWith("/")) expect(paths, entry.id).toContain(entry.link.to);
  });

  it("writes one assistant file per language with that language's questions in page order", () => {
    for (const language of languages) {
      const file = faqJson(entries, language);
      expect(file.entries).toHaveLength(entries.filter((entry) => entry.language === language).length);
      expect(file.entries[0].id).toBe("coleta-tem-custo");
      expect(JSON.stringify(file)).not.toMatch(/"tags"|"position"/);
      for (const entry of file.entries) {
        expect(entry.alternatives.length, entry.id).toBeGreaterThan(0);
        expect(entry.keywords.length, entry.id).toBeGreaterThan(0);
      }
    }
  });

  it("splits an answer into paragraphs at blank lines", () => {
    expect(answerParagraphs("Um.\ncontinua\n\nDois.")).toEqual(["Um. continua", "Dois."]);
  });
});

describe("static/admin/config.yml", () => {
  type Field = { name: string; i18n?: boolean | string; fields?: Field[]; options?: string[] };
  const config = parse(fs.readFileSync(path.join(process.cwd(), "static/admin/config.yml"), "utf8")) as {
    collections: { name: string; folder?: string; extension?: string; i18n?: boolean; fields?: Field[] }[];
  };
  const faq = config.collections.find((item) => item.name === "faq")!;

  it("edits content/faq in pt, en and es, with the fields the build reads and the known pages", () => {
    expect(faq.folder).toBe("content/faq");
    expect(faq.extension).toBe("json");
    expect(faq.i18n).toBe(true);
    expect(faq.fields!.map((field) => field.name).sort()).toEqual(Object.keys(faqEntrySchema.shape).sort());
    const tags = faq.fields!.find((field) => field.name === "tags")!;
    expect(tags.i18n).toBe("duplicate");
    expect((tags.options as unknown as { value: string }[]).map((option) => option.value)).toEqual(faqTags);
  });
});
