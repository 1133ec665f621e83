import fs from "node:fs";
import path from "node:path";
import { madeUpMarker } from "../content-schema";

/**
 * Copy that must not come back (issue 17, "Promises and consistency"), checked over every locale string
 * and every content file (posts, authors, categories, settings) in all languages: one spelling of
 * re-refining per language, no calques, the company's age, no developer instructions for visitors,
 * no phone in the real national 4000 range, and no "(placeholder)", "fictício" or "lorem ipsum" (issue 27).
 */

const root = path.resolve(__dirname, "../../..");
type Language = "pt" | "en" | "es";
type Rule = { name: string; pattern: RegExp; languages?: readonly Language[] };

const rules: readonly Rule[] = [
  { name: "pt spells it rerrefino/rerrefinado", pattern: /re-refin/i, languages: ["pt"] },
  { name: "es spells it rerrefinación/rerrefinado", pattern: /re-refin/i, languages: ["es"] },
  { name: "en spells it re-refining", pattern: /rerrefining|rerefin/i, languages: ["en"] },
  { name: "calque: de-characterization (product destruction)", pattern: /de-?characteri[sz]/i },
  { name: "calque: final destination (disposal)", pattern: /final destination/i },
  { name: "founded in 1998: not 'more than two decades'", pattern: /mais de duas décadas|more than two decades|más de dos décadas/i },
  { name: "developer instruction shown to visitors", pattern: /npm run/i },
  { name: "phone in the real national 4000 range", pattern: /\b4000[-.\s]?\d{4}\b/ },
  // Issue 27: demonstration data is a state of the site settings, never words in a text (a JSON key such as the
  // search box's "placeholder" is not text a visitor reads).
  { name: "made-up marker shown to visitors", pattern: new RegExp(`(?:${madeUpMarker.source})(?!"\\s*:)`, "i") },
];

/**
 * Files another engineer owns at the moment, with the rules still broken there; the lead removes an entry
 * once that file is fixed (the report of the copy task lists the change needed).
 */
const pendingElsewhere: Readonly<Record<string, readonly string[]>> = {};

const textExtensions = new Set([".json", ".md", ".yml", ".yaml"]);

function filesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return filesUnder(relative);
    return textExtensions.has(path.extname(entry.name)) ? [relative] : [];
  });
}

/** locales/<lang>/… or <name>.<lang>.md|json; undefined for language-neutral files (site settings). */
function languageOf(file: string): Language | undefined {
  const match = /^locales\/(pt|en|es)\//.exec(file) ?? /\.(pt|en|es)\.[a-z]+$/.exec(file);
  return match ? (match[1] as Language) : undefined;
}

/** "file:line: rule — «excerpt»" for every broken rule in the text. */
function copyProblems(file: string, text: string): string[] {
  const language = languageOf(file);
  const skipped = pendingElsewhere[file] ?? [];
  return rules
    .filter((rule) => !skipped.includes(rule.name))
    .filter((rule) => !rule.languages || (language !== undefined && rule.languages.includes(language)))
    .flatMap((rule) =>
      text.split("\n").flatMap((line, index) => {
        const found = rule.pattern.exec(line);
        if (!found) return [];
        const excerpt = line.slice(Math.max(0, found.index - 30), found.index + found[0].length + 30).trim();
        return [`${file}:${index + 1}: ${rule.name} — «${excerpt}»`];
      }),
    );
}

const files = [...filesUnder("locales"), ...filesUnder("content"), "src/config/site.ts"];

describe("copy consistency (locales and content, all languages)", () => {
  it("reads every locale and content file", () => {
    expect(files.filter((file) => file.startsWith("locales/")).length).toBeGreaterThan(100);
    expect(files.filter((file) => file.startsWith("content/posts/")).length).toBeGreaterThan(90);
    expect(files).toContain("content/settings/site.json");
  });

  it("has none of the retired spellings, calques, developer hints, real-range phones or made-up markers", () => {
    const problems = files.flatMap((file) => copyProblems(file, fs.readFileSync(path.join(root, file), "utf8")));
    expect(problems).toEqual([]);
  });

  it("catches each rule in the language it applies to, and only there", () => {
    expect(copyProblems("locales/pt/home.json", "o re-refino de óleo")).toHaveLength(1);
    expect(copyProblems("content/posts/x.es.md", "aceite re-refinado")).toHaveLength(1);
    expect(copyProblems("content/posts/x.en.md", "oil rerrefining")).toHaveLength(1);
    expect(copyProblems("content/posts/x.en.md", "oil re-refining, see /blog/como-funciona-o-rerrefino/")).toEqual([]);
    expect(copyProblems("locales/en/x.json", "Productive scrap and De-characterization")).toHaveLength(1);
    expect(copyProblems("locales/en/x.json", "proof of final destination")).toHaveLength(1);
    expect(copyProblems("locales/es/x.json", "Más de dos décadas de historia")).toHaveLength(1);
    expect(copyProblems("locales/pt/common.json", "Rode “npm run build” uma vez")).toHaveLength(1);
    expect(copyProblems("content/settings/site.json", '"phone": "+55 11 4000-2025"')).toHaveLength(1);
    expect(copyProblems("content/settings/site.json", '"phone": "+55 11 5555-0100"')).toEqual([]);
    expect(copyProblems("content/settings/site.json", '"anpAuthorization": "ANP nº 0000/2026 (placeholder)"')).toHaveLength(1);
    expect(copyProblems("content/settings/site.json", '"body": "Organismo Certificador Exemplo (fictício)"')).toHaveLength(1);
    expect(copyProblems("locales/en/x.json", '"role": "a fictitious customer"')).toHaveLength(1);
    expect(copyProblems("content/posts/x.pt.md", "Lorem ipsum dolor sit amet")).toHaveLength(1);
    expect(copyProblems("locales/pt/common.json", '"placeholder": "Ex.: coleta de óleo"')).toEqual([]);
    expect(copyProblems("locales/pt/assistente.json", '"questionPlaceholder": "Ex.: a coleta tem custo?"')).toEqual([]);
  });
});
