import type { Language } from "../config/languages";
import type { FaqEntry } from "./faq";

/** One question as the assistant receives it (`public/assistant/faq.<lang>.json`). */
export type AssistantFaqEntry = {
  id: string;
  question: string;
  answer: string;
  /** Other phrasings and keywords, for the matcher only. */
  alternatives: string[];
  keywords: string[];
  link?: { label: string; to: string };
};
export type AssistantFaqFile = { language: Language; entries: AssistantFaqEntry[] };

/** Where the build writes the assistant's FAQ for a language (fetched when the panel first opens). */
export const faqJsonPath = (language: Language) => `/assistant/faq.${language}.json`;

/** The file the build writes for `language`: its questions in page order (position, then id). */
export function faqJson(entries: readonly FaqEntry[], language: Language): AssistantFaqFile {
  return {
    language,
    entries: entries
      .filter((entry) => entry.language === language)
      .sort((a, b) => a.position - b.position || a.id.localeCompare(b.id))
      .map(({ id, question, answer, alternatives, keywords, link }) =>
        link ? { id, question, answer, alternatives, keywords, link } : { id, question, answer, alternatives, keywords },
      ),
  };
}
