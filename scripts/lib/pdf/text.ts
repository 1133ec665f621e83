import type { PDFFont, PDFPage, PDFPageDrawTextOptions } from "@cantoo/pdf-lib";

/**
 * Text on a page in one of the document's fonts. pdf-lib's `drawText(text, { font })` names the font anew in the
 * page's resources twice per call (once for the text, once to restore the font before it), so a page of 80 lines
 * carried 160 names for two fonts; the page objects, which @cantoo/pdf-lib writes outside the compressed object
 * streams, made the documents a third larger. Here a page is told its font only when the text's font differs
 * from the one it has.
 */
const fontOf = new WeakMap<PDFPage, PDFFont>();

export function drawText(
  page: PDFPage,
  text: string,
  { font, ...options }: PDFPageDrawTextOptions & { font: PDFFont },
): void {
  if (fontOf.get(page) !== font) {
    page.setFont(font);
    fontOf.set(page, font);
  }
  page.drawText(text, options);
}
