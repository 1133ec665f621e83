/**
 * The assistant's question matcher: BM25 over each FAQ entry's question (counted twice: it says what the
 * entry is about) and answer, after folding accents and case, dropping the question words of pt, en and es,
 * and a light plural strip. An entry is an answer only when it covers at least half of the meaningful
 * words asked and scores above a floor; otherwise the assistant falls back to the site search.
 */

/** Words that say nothing about the subject (question words, articles, prepositions, "can I"). */
const stopwords = new Set(
  // pt
  (
    "a o as os um uma uns umas de do da dos das em no na nos nas ao aos para pra por pelo pela com sem e ou que " +
    "qual quais quando onde como quem porque por que se eu meu minha meus minhas voce voces sua seu suas seus " +
    "ele ela isso isto esse essa este esta e ser sao tem ter ha posso pode podem preciso devo faco fazer " +
    "sobre mais muito ja nao sim me te lhe nos vos vcs oi ola bom dia tarde noite obrigado obrigada " +
    // en
    "the an of to in on at for from by with without and or is are was be been am do does did i my me we our " +
    "you your it its this that these those how what which when where who why can could should would will " +
    "have has about any there here hi hello please thanks " +
    // es
    "el la los las un una unos unas del al en para por con sin y o que cual cuales cuando donde como quien " +
    "mi mis yo tu su sus es son ser estar esta hay puedo puede pueden debo tengo tiene hacer sobre mas muy " +
    "hola gracias usted ustedes lo le les se"
  ).split(" "),
);

/** Folds accents and case: "Óleo" → "oleo", "Coleção" → "colecao". */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** "coletas" → "coleta", "certificados" → "certificado"; short words are kept as they are. */
function stem(token: string): string {
  if (token.length > 4 && token.endsWith("es") && /[rlnz]es$/.test(token)) return token.slice(0, -2);
  if (token.length > 3 && token.endsWith("s") && !token.endsWith("ss")) return token.slice(0, -1);
  return token;
}

/** The meaningful words of a text, folded and stemmed, in order. */
export function tokenize(text: string): string[] {
  return (fold(text).match(/[a-z0-9]+/g) ?? []).filter((token) => !stopwords.has(token)).map(stem);
}

export type Document = { question: string; answer: string };
type Indexed<T> = { item: T; terms: Map<string, number>; length: number };
export type FaqIndex<T extends Document> = { docs: Indexed<T>[]; df: Map<string, number>; averageLength: number };
export type Match<T> = { item: T; score: number; coverage: number };

const k1 = 1.2;
const b = 0.75;
/** An answer must cover this share of the words asked… */
export const minCoverage = 0.5;
/** …and score at least this (a single common word is not an answer). */
export const minScore = 1.5;

export function buildIndex<T extends Document>(items: readonly T[]): FaqIndex<T> {
  const df = new Map<string, number>();
  const docs = items.map((item) => {
    const tokens = [...tokenize(item.question), ...tokenize(item.question), ...tokenize(item.answer)];
    const terms = new Map<string, number>();
    for (const token of tokens) terms.set(token, (terms.get(token) ?? 0) + 1);
    for (const term of terms.keys()) df.set(term, (df.get(term) ?? 0) + 1);
    return { item, terms, length: tokens.length };
  });
  const averageLength = docs.reduce((sum, doc) => sum + doc.length, 0) / Math.max(docs.length, 1);
  return { docs, df, averageLength };
}

/** Every entry that shares a word with the query, best first. */
export function rank<T extends Document>(index: FaqIndex<T>, query: string): Match<T>[] {
  const terms = [...new Set(tokenize(query))];
  if (terms.length === 0) return [];
  const total = index.docs.length;
  return index.docs
    .map((doc) => {
      let score = 0;
      let found = 0;
      for (const term of terms) {
        const frequency = doc.terms.get(term) ?? 0;
        if (frequency === 0) continue;
        found++;
        const df = index.df.get(term) ?? 0;
        const idf = Math.log(1 + (total - df + 0.5) / (df + 0.5));
        score += (idf * frequency * (k1 + 1)) / (frequency + k1 * (1 - b + (b * doc.length) / index.averageLength));
      }
      return { item: doc.item, score, coverage: found / terms.length };
    })
    .filter((match) => match.score > 0)
    .sort((x, y) => y.score - x.score || y.coverage - x.coverage);
}

/** The entry that answers the query, or undefined when none is good enough. */
export function bestAnswer<T extends Document>(index: FaqIndex<T>, query: string): Match<T> | undefined {
  const [best] = rank(index, query);
  return best && best.coverage >= minCoverage && best.score >= minScore ? best : undefined;
}
