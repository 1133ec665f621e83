import MiniSearch from "minisearch";
import type { Language } from "../../config/languages";
import { createAnalyzer, isConceptTerm, loadStemmer, type Analyzer } from "../../content/query-words";

/**
 * The assistant's question matcher: MiniSearch (BM25+) over each FAQ entry's question, its alternative
 * phrasings and keywords (edited in the CMS) and its answer, with the words analysed once for the FAQ and
 * the question asked (src/content/query-words.ts: the language's Snowball stemmer, accents folded, synonyms
 * and colloquial words as concepts, question words that carry meaning). Typos are matched fuzzily (one edit
 * in five letters). An entry is an answer only when the question names nothing the FAQ does not cover
 * (jobs, shares, products), the entry covers enough of the question's terms and scores above a floor; both
 * thresholds are tuned on the question set (`npm run assistant:score`). Otherwise the assistant is not sure.
 */

export type Document = {
  id: string;
  question: string;
  answer: string;
  alternatives?: readonly string[];
  keywords?: readonly string[];
};
export type FaqIndex<T extends Document> = {
  search: MiniSearch<T>;
  items: Map<string, T>;
  /** The terms of each entry's question and alternative phrasings, one set per phrasing. */
  phrasings: Map<string, Set<string>[]>;
  analyzer: Analyzer;
};
/** `margin`: how many times the next entry's score this one's is (Infinity when it is alone). */
export type Match<T> = { item: T; score: number; coverage: number; margin: number };

/**
 * The confidence rule, tuned on the question set (`npm run assistant:score -- --tune`). An answer must cover
 * `coverage` of the question's terms. When other entries score within `margin` times of the best, the one of
 * them whose own question or alternative phrasing shares most of the question's terms (their Jaccard index,
 * at least `overlap`, and more than the others') is the answer; with no such one the assistant is not sure.
 */
export type Thresholds = { coverage: number; margin: number; overlap: number };
export const thresholds: Thresholds = { coverage: 0.4, margin: 1.3, overlap: 0.3 };

const boost = { question: 3, alternatives: 3, keywords: 2, answer: 1 };

/** Edits allowed for a typo: none in short words and concepts, one in five letters otherwise. */
const fuzzy = (term: string) => (isConceptTerm(term) || term.length < 5 ? false : 0.2);

export function buildIndex<T extends Document>(items: readonly T[], analyzer: Analyzer): FaqIndex<T> {
  const search = new MiniSearch<T>({
    fields: ["question", "alternatives", "keywords", "answer"],
    extractField: (document, field) => {
      const value = (document as Record<string, unknown>)[field];
      return Array.isArray(value) ? value.join("\n") : typeof value === "string" ? value : "";
    },
    tokenize: (text) => analyzer.terms(text),
    processTerm: (term) => term,
    searchOptions: { boost, fuzzy, combineWith: "OR" },
  });
  search.addAll(items);
  const phrasings = new Map(
    items.map((item) => [
      item.id,
      [item.question, ...(item.alternatives ?? [])].map((text) => new Set(analyzer.terms(text))),
    ]),
  );
  return { search, items: new Map(items.map((item) => [item.id, item])), phrasings, analyzer };
}

/** The analyzer and index of a language's FAQ (loads the language's stemmer). */
export async function loadIndex<T extends Document>(items: readonly T[], language: Language): Promise<FaqIndex<T>> {
  return buildIndex(items, createAnalyzer(language, await loadStemmer(language)));
}

/** Every entry that shares a term with the question, best first. */
export function rank<T extends Document>(index: FaqIndex<T>, query: string): Match<T>[] {
  const terms = new Set(index.analyzer.terms(query));
  if (terms.size === 0) return [];
  const results = index.search.search(query);
  return results.map((result, position) => ({
    item: index.items.get(String(result.id))!,
    score: result.score,
    coverage: new Set(result.queryTerms).size / terms.size,
    margin: position + 1 < results.length ? result.score / results[position + 1].score : Infinity,
  }));
}

/** How much of the question one of the entry's own phrasings says: the best Jaccard index of their terms. */
function overlap<T extends Document>(index: FaqIndex<T>, id: string, terms: Set<string>): number {
  let best = 0;
  for (const phrasing of index.phrasings.get(id) ?? []) {
    let shared = 0;
    for (const term of phrasing) if (terms.has(term)) shared++;
    best = Math.max(best, shared / (phrasing.size + terms.size - shared || 1));
  }
  return best;
}

/** The entry that answers the question, or undefined when the assistant is not sure. */
export function bestAnswer<T extends Document>(
  index: FaqIndex<T>,
  query: string,
  rule: Thresholds = thresholds,
): Match<T> | undefined {
  if (index.analyzer.offTopic(query).length > 0) return undefined;
  const ranked = rank(index, query);
  if (ranked.length === 0) return undefined;
  const close = ranked.filter((match) => match.score * rule.margin >= ranked[0].score);
  if (close.length === 1) return close[0].coverage >= rule.coverage ? close[0] : undefined;
  const terms = new Set(index.analyzer.terms(query));
  const [first, second] = close
    .map((match) => ({ match, overlap: overlap(index, match.item.id, terms) }))
    .sort((a, b) => b.overlap - a.overlap);
  return first.overlap >= rule.overlap && first.overlap > second.overlap && first.match.coverage >= rule.coverage
    ? first.match
    : undefined;
}
