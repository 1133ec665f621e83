import fs from "node:fs";
import path from "node:path";
import type { Language } from "../../../config/languages";
import { faqEntrySchema } from "../../../content/faq";
import { faqJson, type AssistantFaqEntry } from "../../../content/assistant-faq";

/**
 * The assistant's question set (questions.<lang>.json beside this file): questions as customers type them,
 * each with the FAQ entry that answers it or "none". Read by the score script (`npm run assistant:score`)
 * and by the test that holds the scores.
 */
export type Question = { q: string; expect: string };
export type Outcome = Question & { got: string };
export type Score = {
  language: Language;
  total: number;
  correct: number;
  /** Share of questions whose answer (an entry, or "none") is the expected one. */
  accuracy: number;
  /** An FAQ entry given as the answer when another one, or none, was expected. */
  confidentWrong: Outcome[];
  /** Expected an entry, got "not sure" (the safe failure). */
  missed: Outcome[];
};

const root = path.resolve(__dirname, "../../../..");

/**
 * `set`: "questions" (the set the rule was tuned on and the FAQ's phrasings were written beside) or "holdout"
 * (written afterwards and never tuned on: how the matcher does on questions nobody prepared it for).
 */
export function readQuestions(language: Language, set: "questions" | "holdout" = "questions"): Question[] {
  return JSON.parse(fs.readFileSync(path.join(__dirname, `${set}.${language}.json`), "utf8")) as Question[];
}

/** The FAQ of a language as the build writes it for the assistant (content/faq, validated by its schema). */
export function readFaq(language: Language): AssistantFaqEntry[] {
  const dir = path.join(root, "content", "faq");
  const entries = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(`.${language}.json`))
    .map((file) => ({
      ...faqEntrySchema.parse(JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"))),
      id: file.split(".")[0],
      language,
    }));
  return faqJson(entries, language).entries;
}

/** Scores `answer` (an entry's id, or undefined for "not sure") on the question set of `language`. */
export function score(
  language: Language,
  questions: Question[],
  answer: (question: string) => string | undefined,
): Score {
  const outcomes = questions.map((question) => ({ ...question, got: answer(question.q) ?? "none" }));
  const correct = outcomes.filter((outcome) => outcome.got === outcome.expect).length;
  return {
    language,
    total: outcomes.length,
    correct,
    accuracy: correct / outcomes.length,
    confidentWrong: outcomes.filter((outcome) => outcome.got !== "none" && outcome.got !== outcome.expect),
    missed: outcomes.filter((outcome) => outcome.got === "none" && outcome.expect !== "none"),
  };
}
