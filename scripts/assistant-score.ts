/**
 * `npm run assistant:score`: the assistant's matcher on its question set
 * (src/features/assistant/__tests__/questions.<lang>.json): top-1 accuracy per language, the confident wrong
 * answers and the questions it was not sure about. `--verbose` lists every miss.
 */
import { languages } from "../src/config/languages";
import { readFaq, readQuestions, score } from "../src/features/assistant/__tests__/question-set";
import { bestAnswer, buildIndex } from "../src/features/assistant/matcher";

const verbose = process.argv.includes("--verbose");
let wrong = 0;
for (const language of languages) {
  const index = buildIndex(readFaq(language));
  const result = score(language, readQuestions(language), (question) => bestAnswer(index, question)?.item.id);
  wrong += result.confidentWrong.length;
  console.log(
    `${language}: top-1 ${result.correct}/${result.total} (${(result.accuracy * 100).toFixed(1)} %), ` +
      `confident wrong ${result.confidentWrong.length}, not sure when an entry was expected ${result.missed.length}`,
  );
  for (const outcome of result.confidentWrong)
    console.log(`  wrong: "${outcome.q}" → ${outcome.got} (expected ${outcome.expect})`);
  if (verbose)
    for (const outcome of result.missed) console.log(`  not sure: "${outcome.q}" (expected ${outcome.expect})`);
}
console.log(`confident wrong in total: ${wrong}`);
