import { Marked, type Tokens } from "marked";
import type { Language } from "../config/languages";
import { localizePath } from "../i18n/paths";

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

function escapeText(value: string): string {
  return escapeAttribute(value).replace(/>/g, "&gt;");
}

/** Schemes a link may use; anything else (javascript:, vbscript:, data:, file:…) is dropped. */
const linkSchemes: ReadonlySet<string> = new Set(["http", "https", "mailto", "tel"]);
/** Schemes an image may use: only the web's. */
const imageSchemes: ReadonlySet<string> = new Set(["http", "https"]);

/** The few named references that spell URL syntax, for decoding obfuscated addresses ("javascript&colon;…"). */
const namedReferences: Readonly<Record<string, string>> = {
  colon: ":",
  tab: "\t",
  newline: "\n",
  sol: "/",
  bsol: "\\",
  period: ".",
  num: "#",
  quest: "?",
  amp: "&",
  nbsp: "\u00a0",
};

/** Decodes character references (&#106; &#x6A; &colon; …), however many times they were nested. */
function decodeReferences(value: string): string {
  let current = value;
  for (let round = 0; round < 5; round += 1) {
    const next = current.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (match, ref: string) => {
      if (ref[0] === "#") {
        const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
      }
      return namedReferences[ref.toLowerCase()] ?? match;
    });
    if (next === current) break;
    current = next;
  }
  return current;
}

/**
 * The scheme a browser would read in `url` ("javascript"), or null for a relative URL. Stricter than a
 * browser: every control character and every kind of space is removed first (browsers drop TAB/LF/CR
 * anywhere and C0 controls and spaces at the ends), so "java\tscript:", " javascript:" or "java script:"
 * all give "javascript".
 */
function schemeOf(url: string): string | null {
  // eslint-disable-next-line no-control-regex -- browsers ignore these characters in a scheme, so they are removed first
  const compact = url.replace(/[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]+/g, "");
  const match = /^([a-z][a-z\d+.-]*):/i.exec(compact);
  return match ? match[1].toLowerCase() : null;
}

/**
 * True when `url` is relative or uses one of `schemes`, read both as written and with its character
 * references decoded (so "&#106;avascript:" is treated as "javascript:").
 */
export function isAllowedUrl(url: string, schemes: ReadonlySet<string> = linkSchemes): boolean {
  return [url, decodeReferences(url)].every((form) => {
    const scheme = schemeOf(form);
    return scheme === null || schemes.has(scheme);
  });
}

/**
 * A post body as HTML. Internal links (`/g2/`) are written once, unprefixed, in every language and point
 * to the reader's language here; other links open as plain external links. Raw HTML in Markdown is
 * escaped: editors write Markdown, not markup. Links accept only http(s), mailto, tel and relative URLs,
 * images only http(s) and relative ones; any other address (javascript:, vbscript:, data:…, also in
 * mixed case, entity-encoded or split by spaces and controls) is dropped and its text kept, as plain text.
 */
export function renderMarkdown(markdown: string, language: Language): string {
  const marked = new Marked({
    gfm: true,
    async: false,
    renderer: {
      link({ href, title, tokens }: Tokens.Link) {
        const text = this.parser.parseInline(tokens);
        if (!isAllowedUrl(href, linkSchemes)) return text;
        const internal = href.startsWith("/") && !href.startsWith("//");
        const target = internal ? localizePath(href, language) : href;
        const titleAttribute = title ? ` title="${escapeAttribute(title)}"` : "";
        const rel = internal ? "" : ' rel="noopener noreferrer"';
        return `<a href="${escapeAttribute(target)}"${titleAttribute}${rel}>${text}</a>`;
      },
      image({ href, title, text, tokens }: Tokens.Image) {
        const alt = tokens ? this.parser.parseInline(tokens, this.parser.textRenderer) : text;
        if (!isAllowedUrl(href, imageSchemes)) return escapeText(alt);
        const titleAttribute = title ? ` title="${escapeAttribute(title)}"` : "";
        return `<img src="${escapeAttribute(href)}" alt="${escapeAttribute(alt)}"${titleAttribute}>`;
      },
      html({ text }: Tokens.HTML | Tokens.Tag) {
        return escapeText(text);
      },
    },
  });
  return marked.parse(markdown) as string;
}
