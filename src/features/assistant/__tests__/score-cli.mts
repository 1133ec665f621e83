/**
 * `npm run assistant:score`: the assistant's matcher on its question set (questions.<lang>.json beside this
 * file): top-1 accuracy per language, the confident wrong answers and, with `--verbose`, the questions it was
 * not sure about. `--holdout` scores the held-out set instead (never tuned on). `--tune` prints the scores over a grid of the confidence rule's two thresholds.
 */
import { languages } from "../../../config/languages";
import { bestAnswer, loadIndex, thresholds, type Thresholds } from "../matcher";
import { readFaq, readQuestions, score } from "./question-set";

const verbose = process.argv.includes("--verbose");
const tune = process.argv.includes("--tune");
const set = process.argv.includes("--holdout") ? "holdout" : "questions";

const data = await Promise.all(
  languages.map(async (language) => ({
    language,
    questions: readQuestions(language, set),
    index: await loadIndex(readFaq(language), language),
  })),
);

const run = (rule: Thresholds) =>
  data.map(({ language, questions, index }) =>
    score(language, questions, (question) => bestAnswer(index, question, rule)?.item.id),
  );

if (tune) {
  for (const coverage of [0.25, 0.34, 0.4, 0.5, 0.6]) {
    for (const margin of [1.1, 1.2, 1.3, 1.5, 2]) {
      for (const overlap of [0.2, 0.3, 0.4, 0.5, 1.01]) {
        const results = run({ coverage, margin, overlap });
        console.log(
          `coverage ≥ ${coverage}, margin ${margin}, overlap ≥ ${overlap}: ` +
            results
              .map((r) => `${r.language} ${(r.accuracy * 100).toFixed(1)} % / ${r.confidentWrong.length}`)
              .join(", "),
        );
      }
    }
  }
} else {
  let wrong = 0;
  for (const result of run(thresholds)) {
    wrong += result.confidentWrong.length;
    console.log(
      `${result.language}: top-1 ${result.correct}/${result.total} (${(result.accuracy * 100).toFixed(1)} %), ` +
        `confident wrong ${result.confidentWrong.length}, not sure when an entry was expected ${result.missed.length}`,
    );
    for (const outcome of result.confidentWrong)
      console.log(`  wrong: "${outcome.q}" → ${outcome.got} (expected ${outcome.expect})`);
    if (verbose)
      for (const outcome of result.missed) console.log(`  not sure: "${outcome.q}" (expected ${outcome.expect})`);
  }
  console.log(`confident wrong in total: ${wrong}`);
}
