/** Kept apart from faq.ts (zod) so that pages showing answers bundle none of the schemas. */

/** Paragraphs of a plain-text answer. */
export function answerParagraphs(answer: string): string[] {
  return answer
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, " ").trim())
    .filter(Boolean);
}
