/**
 * Safe free text: the one place where the browser forms and the API handlers decide what a name, an address,
 * a message or a note may contain. Every rule here runs in both, through the schemas in `fields.ts`.
 *
 * | what                                                        | decision    | why                                                                                                                       |
 * | ----------------------------------------------------------- | ----------- | ------------------------------------------------------------------------------------------------------------------------- |
 * | NUL and the other C0/C1 controls (not TAB, LF, CR), DEL     | strip       | invisible and meaningless in text; nobody types them, they come with pasted binary or from a hostile client               |
 * | bidi embedding/override/isolate, U+202A–U+202E, U+2066–U+2069 | strip     | invisible; phones and contacts copied on Android/WhatsApp carry them, and they only reorder what is shown ("gnp.exe")     |
 * | zero-width and other default-ignorable characters: ZWSP U+200B, ZWNJ U+200C, ZWJ U+200D, WORD JOINER U+2060, BOM U+FEFF, soft hyphen U+00AD, U+034F, U+180B–U+180F, Hangul fillers, U+2061–U+206F, U+FFF0–U+FFF8, tags U+E0000–U+E0FFF, variation selectors (Unicode's Default_Ignorable_Code_Point), and the annotation controls U+FFF9–U+FFFB | strip | they show nothing: they split a word a search or a comparison should find ("Pau\u200Blo"), make two equal-looking names differ, and carry hidden text (tags and variation selectors can spell out a whole message no one sees) |
 * | …except where they are part of what is shown: LRM/RLM/ALM (U+200E, U+200F, U+061C); one U+FE0E/U+FE0F right after a visible character (text or emoji style of the recycling symbol); a ZWJ between two emoji (woman, skin tone, ZWJ, laptop is one emoji); the tags of a flag (Scotland's: black flag, "gbsct" in tags, cancel tag) | keep | directional marks are RTL text's own (as before); the others change which picture is shown, never hide text |
 * | TAB, LF, CR in a single-line field                          | one space   | an `<input>` cannot hold them; in an export they would start a new cell or row                                            |
 * | TAB, LF, CR in a multi-line field (message, notes, comment) | keep        | line breaks are the text's own                                                                                            |
 * | a lone surrogate (half of a UTF-16 pair)                    | reject      | not text: half an emoji cut by a copy; no UTF-8 store keeps it, and dropping it would change the text unseen (`invalid_characters`) |
 * | a leading `=`, `+`, `-` or `@` (after trimming)             | neutralise  | a spreadsheet would run it as a formula; it is also honest text ("- item", "+55…", "@empresa"), so an apostrophe goes before it, as OWASP advises for CSV |
 *
 * Leading TAB and CR, which spreadsheets also treat as formula starters, never survive: the text is trimmed.
 * Every function is idempotent (cleaning a cleaned text changes nothing), so a stored value validates again
 * unchanged.
 */

/** Characters removed from any text: C0 controls but TAB/LF/CR, DEL, C1 controls, bidi embeddings, overrides and isolates. */
// eslint-disable-next-line no-control-regex -- removing control characters is this pattern's purpose
const INVISIBLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
/** TAB, LF, CR and the Unicode line and paragraph separators: line structure a single-line field does not have. */
const LINE_BREAKS = /[\t\n\r\u2028\u2029]+/g;
/** What spreadsheets (Excel, LibreOffice, Google Sheets) read as the start of a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** The mark put before a formula start: spreadsheets show a cell starting with it as text. */
export const FORMULA_GUARD = "'";

/**
 * Zero-width and default-ignorable characters, matched with the contexts in which one is kept (captured: the
 * replacement keeps a capture and drops the rest). Alternatives, in order: (1) a flag's tag sequence (black flag,
 * two region letters, one to four subdivision letters or digits, cancel tag); (2) a ZWJ between two emoji, the
 * first maybe with its emoji-style selector or skin tone; (3) U+FE0E/U+FE0F right after a visible character
 * that is kept (a second one follows a selector, and U+FFF9–U+FFFB are stripped, so after them it goes); (4) the directional marks LRM, RLM, ALM; otherwise (5) any
 * Default_Ignorable_Code_Point or U+FFF9–U+FFFB, stripped. Contexts are read after the controls are gone, and only
 * kept characters are ever neighbours of kept ones, so stripping twice changes nothing.
 */
const IGNORABLE =
  /(\u{1F3F4}[\u{E0061}-\u{E007A}]{2}[\u{E0030}-\u{E0039}\u{E0061}-\u{E007A}]{1,4}\u{E007F})|((?<=\p{Extended_Pictographic}[\uFE0F\p{Emoji_Modifier}]?)\u200D(?=\p{Extended_Pictographic})|(?<=[^\p{Default_Ignorable_Code_Point}\s\uFFF9-\uFFFB])[\uFE0E\uFE0F]|[\u061C\u200E\u200F])|[\p{Default_Ignorable_Code_Point}\uFFF9-\uFFFB]/gu;

/**
 * `value` without the invisible characters listed above: NUL and the other controls, bidi overrides and
 * isolates, zero-width characters and their kin (but a flag's tags, a ZWJ inside an emoji, an emoji's style
 * selector and the LRM/RLM/ALM marks).
 */
export function stripInvisible(value: string): string {
  return value.replace(INVISIBLE, "").replace(IGNORABLE, (_match, flag?: string, kept?: string) => flag ?? kept ?? "");
}

/** True when `value` holds half of a surrogate pair (a broken character). */
export function hasLoneSurrogate(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const unit = value.charCodeAt(i);
    if (unit < 0xd800 || unit > 0xdfff) continue;
    const next = value.charCodeAt(i + 1);
    // A high surrogate followed by a low one is one character: skip its second half.
    if (unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) i += 1;
    else return true;
  }
  return false;
}

/** True when a spreadsheet would read `value` as a formula. */
export function startsLikeFormula(value: string): boolean {
  return FORMULA_START.test(value);
}

/** `value` as a spreadsheet shows it as text: a leading `= + - @` (or TAB/CR) gets an apostrophe before it. */
export function neutralizeFormula(value: string): string {
  return startsLikeFormula(value) ? `${FORMULA_GUARD}${value}` : value;
}

/**
 * The text as the user meant it, before the neutralising apostrophe (what lengths are measured on, so that a
 * neutralised text is as long as what was typed and validates again unchanged).
 */
export function withoutFormulaGuard(value: string): string {
  return value.startsWith(FORMULA_GUARD) && startsLikeFormula(value.slice(FORMULA_GUARD.length))
    ? value.slice(FORMULA_GUARD.length)
    : value;
}

export type TextOptions = { multiline?: boolean };

/** Strips invisible controls, flattens line breaks of a single-line text into one space, trims. */
export function cleanText(value: string, { multiline = false }: TextOptions = {}): string {
  const visible = stripInvisible(value);
  return (multiline ? visible : visible.replace(LINE_BREAKS, " ")).trim();
}
