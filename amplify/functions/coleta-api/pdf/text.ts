/**
 * Text in the certificate's PDF: the two built-in fonts (Helvetica and Helvetica-Bold, WinAnsi; every reader has
 * them, so nothing is embedded), strings as PDF literals, and line breaking by the fonts' real widths.
 */

/** The page's fonts, by their resource names in the page (`/F1`, `/F2`). */
export type FontName = "F1" | "F2";

/** WinAnsiEncoding beyond Latin-1 (the typographic marks a text may carry); anything else becomes "?". */
const winAnsiExtras: Readonly<Record<string, number>> = {
  "€": 0x80,
  "‚": 0x82,
  "„": 0x84,
  "…": 0x85,
  "‘": 0x91,
  "’": 0x92,
  "“": 0x93,
  "”": 0x94,
  "•": 0x95,
  "–": 0x96,
  "—": 0x97,
};

/** The WinAnsi byte of each character of `text` (control characters as spaces, the unknown as "?"). */
export function winAnsiBytes(text: string): number[] {
  return [...text.normalize("NFC")].map((char) => {
    const code = char.codePointAt(0) ?? 63;
    return code < 0x20 ? 0x20 : code < 0x7f || (code >= 0xa0 && code <= 0xff) ? code : (winAnsiExtras[char] ?? 0x3f);
  });
}

/** A PDF literal string in WinAnsi, bytes above ASCII as octal escapes (the file stays 7-bit). */
export function pdfString(text: string): string {
  let out = "(";
  for (const byte of winAnsiBytes(text)) {
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte < 0x7f) out += String.fromCharCode(byte);
    else out += `\\${byte.toString(8).padStart(3, "0")}`;
  }
  return `${out})`;
}

/**
 * The Adobe metrics of the standard fonts, in thousandths of an em, for WinAnsi bytes 32–255 (the numbers of
 * Helvetica.afm and Helvetica-Bold.afm).
 */
// prettier-ignore
const widths: Readonly<Record<FontName, readonly number[]>> = {
  F1: [278,278,355,556,556,889,667,191,333,333,389,584,278,333,278,278,556,556,556,556,556,556,556,556,556,556,278,278,584,584,584,556,1015,667,667,722,722,667,611,778,722,278,500,667,556,833,722,778,667,778,722,667,611,722,667,944,667,667,611,278,278,278,469,556,333,556,556,500,556,556,278,556,556,222,222,500,222,833,556,556,556,556,333,500,278,556,500,722,500,500,500,334,260,334,584,0,556,0,222,556,333,1000,556,556,333,1000,667,333,1000,0,611,0,0,222,222,333,333,350,556,1000,333,1000,500,333,944,0,500,500,278,333,556,556,556,556,260,556,333,737,370,556,584,333,737,333,400,584,333,333,333,556,537,278,333,333,365,556,834,834,834,611,667,667,667,667,667,667,1000,722,667,667,667,667,278,278,278,278,722,722,778,778,778,778,778,584,778,722,722,722,722,667,667,611,556,556,556,556,556,556,889,500,556,556,556,556,278,278,278,278,556,556,556,556,556,556,556,584,611,556,556,556,556,500,556,500],
  F2: [278,333,474,556,556,889,722,238,333,333,389,584,278,333,278,278,556,556,556,556,556,556,556,556,556,556,333,333,584,584,584,611,975,722,722,722,722,667,611,778,722,278,556,722,611,833,722,778,667,778,722,667,611,722,667,944,667,667,611,333,278,333,584,556,333,556,611,556,611,556,333,611,611,278,278,556,278,889,611,611,611,611,389,556,333,611,556,778,556,556,500,389,280,389,584,0,556,0,278,556,500,1000,556,556,333,1000,667,333,1000,0,611,0,0,278,278,500,500,350,556,1000,333,1000,556,333,944,0,500,556,278,333,556,556,556,556,280,556,333,737,370,556,584,333,737,333,400,584,333,333,333,611,556,278,333,333,365,556,834,834,834,611,722,722,722,722,722,722,1000,722,667,667,667,667,278,278,278,278,722,722,778,778,778,778,778,584,778,722,722,722,722,667,667,611,556,556,556,556,556,556,889,556,556,556,556,556,278,278,278,278,611,611,611,611,611,611,611,584,611,611,611,611,611,556,611,556],
};

/** How wide `text` is, in points, in `font` at `size`. */
export function textWidth(text: string, font: FontName, size: number): number {
  const table = widths[font];
  return (winAnsiBytes(text).reduce((sum, byte) => sum + (table[byte - 32] || 556), 0) * size) / 1000;
}

/** Greedy word wrap at `width` characters. */
export function wrap(text: string, width: number): string[] {
  return wrapBy(text, (line) => line.length <= width, width);
}

/** Greedy word wrap to `maxWidth` points in `font` at `size` (a word longer than the line is cut). */
export function wrapToWidth(text: string, font: FontName, size: number, maxWidth: number): string[] {
  const fits = (line: string) => textWidth(line, font, size) <= maxWidth;
  return wrapBy(text, fits, Math.max(1, Math.floor(maxWidth / ((1015 * size) / 1000))));
}

function wrapBy(text: string, fits: (line: string) => boolean, minCut: number): string[] {
  if (text === "") return [""];
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const joined = line ? `${line} ${word}` : word;
    if (line && !fits(joined)) {
      lines.push(line);
      line = word;
    } else line = joined;
    while (!fits(line)) {
      // Cut the longest head that fits (at least `minCut` characters, so a line always shortens).
      let cut = line.length - 1;
      while (cut > minCut && !fits(line.slice(0, cut))) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}
