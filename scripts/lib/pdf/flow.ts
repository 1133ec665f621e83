import type { PDFFont, PDFPage } from "@cantoo/pdf-lib";
import type { DocumentSpec } from "./spec";

/**
 * What a block drawn outside the class (tables: table.ts; charts: chart.ts) needs of the layout: the current page
 * and the line it is at, the fonts, the column's width, the document, a new page when a block does not fit, and
 * text wrapping.
 */
export interface Flow {
  readonly page: PDFPage;
  y: number;
  readonly contentWidth: number;
  readonly regular: PDFFont;
  readonly bold: PDFFont;
  readonly spec: DocumentSpec;
  ensure(needed: number): void;
  wrap(text: string, font: PDFFont, size: number, width: number): string[];
}
