/** Words a reader gets through in a minute of reading on screen (a common, conservative figure). */
export const wordsPerMinute = 200;

/** Words in a Markdown text: markup, link targets and punctuation are not words. */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, " ")
    .replace(/[#>*_`~|-]+/g, " ");
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Whole minutes, never less than one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / wordsPerMinute));
}
