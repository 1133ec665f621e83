import DOMPurify from "dompurify";

/**
 * Pagefind's excerpts are HTML: text with <mark> around the matches. Everything but <mark> and text is
 * dropped (scripts, event handlers, links, `javascript:` URLs), so it can be rendered as HTML safely.
 */
export function sanitizeExcerpt(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: ["mark"], ALLOWED_ATTR: [] });
}
