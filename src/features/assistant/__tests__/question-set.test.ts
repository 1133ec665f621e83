import { languages } from "../../../config/languages";
import { bestAnswer, loadIndex } from "../matcher";
import { readFaq, readQuestions, score } from "./question-set";

/**
 * Holds the matcher's scores on the question set (`npm run assistant:score`) so that they cannot slide back.
 * Measured when the matcher moved to MiniSearch with the stemmers and synonyms (before: pt 55.6 %, en 58.5 %,
 * es 52.8 % with 30 confident wrong answers), and again after issue 28 moved the first held-out set into the
 * tuning set (with it: pt 95.5 %, en 90.8 %, es 89.2 %, 6 confident wrong; after: 100 % each, none wrong).
 * Raise these when the matcher gets better; never lower them.
 */
const held = {
  pt: { accuracy: 1, confidentWrong: 0 },
  en: { accuracy: 1, confidentWrong: 0 },
  es: { accuracy: 1, confidentWrong: 0 },
};

/**
 * The held-out set (holdout.<lang>.json, 20 per language, written before it was first scored and never tuned
 * on; four questions that were already in the tuning set replaced by new ones, also before scoring): the floor
 * measured on it, the same before and after issue 28's changes (pt 95 %, en 95 %, es 95 %; 2 confident wrong
 * in total). A change that makes it worse is tuning to the tuning set; a question that fails here goes to the
 * tuning set only together with new held-out questions.
 */
const heldOut = {
  pt: { accuracy: 0.95, confidentWrong: 1 },
  en: { accuracy: 0.95, confidentWrong: 1 },
  es: { accuracy: 0.95, confidentWrong: 0 },
};

describe("the question set", () => {
  it.each(languages)(
    "%s: at least 40 questions as customers type them, with unanswerable ones, naming real entries",
    (language) => {
      const questions = readQuestions(language);
      const ids = new Set(readFaq(language).map((entry) => entry.id));
      expect(questions.length).toBeGreaterThanOrEqual(40);
      expect(questions.filter((question) => question.expect === "none").length).toBeGreaterThanOrEqual(5);
      expect(questions.filter((question) => question.expect !== "none" && !ids.has(question.expect))).toEqual([]);
      expect(new Set(questions.map((question) => question.q)).size).toBe(questions.length);
    },
  );

  it.each(languages)("%s: top-1 accuracy and confident wrong answers hold", async (language) => {
    const index = await loadIndex(readFaq(language), language);
    const result = score(language, readQuestions(language), (question) => bestAnswer(index, question)?.item.id);
    expect(result.accuracy).toBeGreaterThanOrEqual(held[language].accuracy);
    expect(result.confidentWrong).toHaveLength(held[language].confidentWrong);
    expect(result.accuracy).toBeGreaterThanOrEqual(0.9); // the bar
  });
});

describe("the held-out set", () => {
  it.each(languages)("%s: at least 15 questions, some unanswerable, none of them in the tuning set", (language) => {
    const questions = readQuestions(language, "holdout");
    const ids = new Set(readFaq(language).map((entry) => entry.id));
    const tuning = new Set(readQuestions(language).map((question) => question.q));
    expect(questions.length).toBeGreaterThanOrEqual(15);
    expect(questions.filter((question) => question.expect === "none").length).toBeGreaterThanOrEqual(3);
    expect(questions.filter((question) => question.expect !== "none" && !ids.has(question.expect))).toEqual([]);
    expect(questions.filter((question) => tuning.has(question.q))).toEqual([]);
  });

  it.each(languages)("%s: top-1 accuracy and confident wrong answers stay at the floor measured", async (language) => {
    const index = await loadIndex(readFaq(language), language);
    const questions = readQuestions(language, "holdout");
    const result = score(language, questions, (question) => bestAnswer(index, question)?.item.id);
    expect(result.accuracy).toBeGreaterThanOrEqual(heldOut[language].accuracy);
    expect(result.confidentWrong.length).toBeLessThanOrEqual(heldOut[language].confidentWrong);
  });
});
