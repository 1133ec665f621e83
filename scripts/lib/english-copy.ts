/**
 * The English of the site in one spelling, American, and in words an English reader knows (issue 27): every
 * English text a person can see (the English locale files, the English content files, the English texts of the
 * PDFs scripts/make-documents.mts draws), and what must not be in them. Read by scripts/__tests__/english-copy.test.ts.
 */
import fs from "node:fs";
import path from "node:path";
import { investorDocuments } from "./documents";
import { buildSheet, products } from "./documents/fichas";
import { buildSustainabilityReport } from "./documents/relatorio-sustentabilidade-2025";

export interface EnglishText {
  /** Where it is: a file, or the English PDF it is drawn into. */
  source: string;
  text: string;
}

/** Every string leaf of a JSON value or a document's data (keys are names, not text, and are left out). */
export function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(file, keep);
    return keep(entry.name) ? [file] : [];
  });
}

/** The English a reader sees: locale strings, content files (Markdown whole, JSON by value) and the PDFs' texts. */
export function englishTexts(root: string = process.cwd()): EnglishText[] {
  const relative = (file: string) => path.relative(root, file);
  const json = (file: string) =>
    stringsIn(JSON.parse(fs.readFileSync(file, "utf8"))).map((text) => ({ source: relative(file), text }));
  const locales = filesUnder(path.join(root, "locales/en"), (name) => name.endsWith(".json")).flatMap(json);
  const contentFiles = filesUnder(path.join(root, "content"), (name) => /\.en\.(json|md)$/.test(name));
  const content = contentFiles.flatMap((file) =>
    file.endsWith(".md") ? [{ source: relative(file), text: fs.readFileSync(file, "utf8") }] : json(file),
  );
  const pdf = (source: string, value: unknown) => stringsIn(value).map((text) => ({ source, text }));
  const documents = [
    ...investorDocuments.flatMap((doc) => pdf(`${doc.slug}.en.pdf`, [doc.title.en, doc.summary.en, doc.build("en")])),
    ...pdf("relatorio-de-sustentabilidade-2025.en.pdf", buildSustainabilityReport("en")),
    ...products.flatMap((product) => pdf(`fichas/${product}.en.pdf`, buildSheet(product, "en"))),
  ];
  return [...locales, ...content, ...documents];
}

/** The one way the Brazilian acronym may appear in English: named once, after the words it stands for. */
export const allowedAcronym = "(OLUC, its Brazilian acronym)";

/** Proper names spelled as their owners spell them (British spellings included), which the rules below skip. */
export const properNames: readonly string[] = ["United Nations Environment Programme"];

/** British spellings and words, each with the American English the site writes instead. */
export const britishSpellings: readonly { pattern: RegExp; american: string }[] = [
  { pattern: /\blitres?\b/i, american: "liter" },
  { pattern: /\bprogrammes?\b/i, american: "program" },
  { pattern: /\bcolour\w*/i, american: "color" },
  { pattern: /\blicences?\b/i, american: "license" },
  { pattern: /\blabour\w*/i, american: "labor" },
  { pattern: /\bcentres?\b/i, american: "center" },
  { pattern: /\bneighbour\w*/i, american: "neighbor" },
  { pattern: /\b\w*metres?\b/i, american: "meter" },
  { pattern: /\b(?:rig|od|fav|behavi|hon|flav|vap|hum|harb)our\w*/i, american: "-or" },
  {
    pattern: /\b(?:label|cancel|travel|model|fuel|signal|level|channel|total)l(?:ed|ing)\b/i,
    american: "labeled, canceled",
  },
  { pattern: /\bsulph\w*/i, american: "sulfur" },
  { pattern: /\btyres?\b/i, american: "tire" },
  { pattern: /\bmanoeuvr\w*/i, american: "maneuver" },
  { pattern: /\bmould\w*/i, american: "mold" },
  { pattern: /\baluminium\b/i, american: "aluminum" },
  { pattern: /\bageing\b/i, american: "aging" },
  { pattern: /\bgrey\b/i, american: "gray" },
  { pattern: /\bfibres?\b/i, american: "fiber" },
  { pattern: /\b(?:defen|offen)ce\b/i, american: "defense" },
  { pattern: /\bcatalogues?\b/i, american: "catalog" },
  { pattern: /\bjudgement\b/i, american: "judgment" },
  { pattern: /\banalys(?:e|ed|ing)\b/i, american: "analyze" },
  { pattern: /\bpractis(?:e|ed|es|ing)\b/i, american: "practice" },
  { pattern: /\bpetrol\b/i, american: "gasoline" },
  { pattern: /\bpostcodes?\b/i, american: "postal code" },
  { pattern: /\btonnes?\b/i, american: "metric ton" },
  { pattern: /\bfortnight\w*/i, american: "two weeks" },
  { pattern: /\bmobile phones?\b/i, american: "cell phone" },
  {
    pattern:
      /\b(?:re)?(?:organ|author|oxid|standard|special|real|decarbon|amort|recogn|summar|priorit|minim|maxim|optim|custom|digital|categor|util|character|final|harmon|mobil|neutral|normal|stabil|sanit|steril|industrial|modern|local|personal|visual|pressur|vapor|synchron|memor|capital|critic|apolog|emphas)is(?:e|ed|es|ing|ation|ations|ational|er|ers)\b/i,
    american: "-ize, -ization",
  },
];

/** What an English reader would stumble on: the acronym, the Brazilianism, a British spelling. */
export const copyRules: readonly { name: string; pattern: RegExp }[] = [
  { name: `"OLUC" other than "${allowedAcronym}" (write "used lubricating oil", "used oil")`, pattern: /OLUC/ },
  { name: `"protocol" (write "reference number")`, pattern: /\bprotocols?\b/i },
  ...britishSpellings.map(({ pattern, american }) => ({ name: `British spelling (write "${american}")`, pattern })),
];

/** Every rule a text breaks, as "source: rule: «the words around it»"; URLs, {{placeholders}} and proper names are skipped. */
export function copyProblems(texts: readonly EnglishText[]): string[] {
  return texts.flatMap(({ source, text }) => {
    let prose = text
      .replace(/https?:\/\/\S+/g, " ")
      .replace(/\]\([^)]*\)/g, "] ")
      .replace(/\{\{[^}]*\}\}/g, " ")
      .replaceAll(allowedAcronym, " ");
    for (const name of properNames) prose = prose.replaceAll(name, " ");
    return copyRules.flatMap(({ name, pattern }) => {
      const found = new RegExp(pattern.source, `${pattern.flags}g`);
      return [...prose.matchAll(found)].map((match) => {
        const around = prose.slice(Math.max(0, match.index - 40), match.index + match[0].length + 40);
        return `${source}: ${name}: «${around.replace(/\s+/g, " ")}»`;
      });
    });
  });
}
