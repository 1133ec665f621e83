import { Marked, type Tokens } from "marked";
import type { Language } from "../config/languages";
import { localizePath } from "../i18n/paths";

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

/**
 * A post body as HTML. Internal links (`/g2/`) are written once, unprefixed, in every language and point
 * to the reader's language here; other links open as plain external links. Raw HTML in Markdown is
 * escaped: editors write Markdown, not markup.
 */
export function renderMarkdown(markdown: string, language: Language): string {
  const marked = new Marked({
    gfm: true,
    async: false,
    renderer: {
      link({ href, title, tokens }: Tokens.Link) {
        const text = this.parser.parseInline(tokens);
        const internal = href.startsWith("/") && !href.startsWith("//");
        const target = internal ? localizePath(href, language) : href;
        const titleAttribute = title ? ` title="${escapeAttribute(title)}"` : "";
        const rel = internal ? "" : ' rel="noopener noreferrer"';
        return `<a href="${escapeAttribute(target)}"${titleAttribute}${rel}>${text}</a>`;
      },
      html({ text }: Tokens.HTML | Tokens.Tag) {
        return escapeAttribute(text).replace(/>/g, "&gt;");
      },
    },
  });
  return marked.parse(markdown) as string;
}
