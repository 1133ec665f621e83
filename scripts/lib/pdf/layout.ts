/**
 * The page layout: the brand band and section label, text wrapped to the column, the cover or the compact title
 * block, headings, paragraphs, bullets, notes, key figures, ruled tables, bar and line charts, the watermark and the
 * footers ("n / N"), a page added whenever a block does not fit.
 */
import { PDFDocument, PDFFont, PDFPage, degrees, type RGB } from "@cantoo/pdf-lib";
import { drawText } from "./text";
import { drawChart } from "./chart";
import type { Flow } from "./flow";
import type { Block, DocumentSpec, RenderOptions } from "./spec";
import { drawTable } from "./table";
import { A4, BAND, FOOTER, MARGIN, colours, demonstrationTexts } from "./theme";

export class Layout implements Flow {
  page!: PDFPage;
  y = 0;
  readonly width: number;
  readonly height: number;

  constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    readonly spec: DocumentSpec,
    private readonly options: RenderOptions,
  ) {
    [this.width, this.height] = spec.landscape ? [A4[1], A4[0]] : A4;
  }

  get contentWidth() {
    return this.width - 2 * MARGIN;
  }

  private get top() {
    return this.height - BAND - 28;
  }

  newPage() {
    this.page = this.doc.addPage([this.width, this.height]);
    this.page.drawRectangle({ x: 0, y: this.height - BAND, width: this.width, height: BAND, color: colours.orange });
    drawText(this.page, "CIRCULARE", {
      x: MARGIN,
      y: this.height - BAND + 10,
      size: 11,
      font: this.bold,
      color: colours.white,
    });
    const section = this.spec.section;
    const size = 8.5;
    drawText(this.page, section, {
      x: this.width - MARGIN - this.regular.widthOfTextAtSize(section, size),
      y: this.height - BAND + 11,
      size,
      font: this.regular,
      color: colours.white,
    });
    this.y = this.top;
  }

  /** Starts a new page when fewer than `needed` points are left. */
  ensure(needed: number) {
    if (this.y - needed < MARGIN + FOOTER - 10) this.newPage();
  }

  wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split("\n")) {
      let line = "";
      for (const word of paragraph.split(/ +/)) {
        const candidate = line ? `${line} ${word}` : word;
        if (line && font.widthOfTextAtSize(candidate, size) > width) {
          lines.push(line);
          line = word;
        } else line = candidate;
      }
      lines.push(line);
    }
    return lines;
  }

  private textLines(
    text: string,
    opts: { font: PDFFont; size: number; colour: RGB; leading: number; indent?: number; gapAfter: number },
  ) {
    const x = MARGIN + (opts.indent ?? 0);
    const lines = this.wrap(text, opts.font, opts.size, this.contentWidth - (opts.indent ?? 0));
    for (const line of lines) {
      this.ensure(opts.leading);
      this.y -= opts.leading;
      drawText(this.page, line, {
        x,
        y: this.y + (opts.leading - opts.size) / 2,
        size: opts.size,
        font: opts.font,
        color: opts.colour,
      });
    }
    this.y -= opts.gapAfter;
  }

  cover() {
    const page = this.doc.addPage([this.width, this.height]);
    const bandHeight = this.height * 0.42;
    page.drawRectangle({
      x: 0,
      y: this.height - bandHeight,
      width: this.width,
      height: bandHeight,
      color: colours.orange,
    });
    // Three concentric arcs as a quiet motif (the circular economy), drawn as vector circles.
    for (const [r, o] of [
      [170, 0.16],
      [120, 0.22],
      [70, 0.3],
    ] as const) {
      page.drawCircle({
        x: this.width - 60,
        y: this.height - bandHeight + 40,
        size: r,
        borderColor: colours.white,
        borderWidth: 10,
        borderOpacity: o,
      });
    }
    drawText(page, "CIRCULARE", { x: MARGIN, y: this.height - 70, size: 22, font: this.bold, color: colours.white });
    drawText(page, this.spec.section, {
      x: MARGIN,
      y: this.height - 92,
      size: 11,
      font: this.regular,
      color: colours.white,
    });
    let y = this.height - bandHeight - 60;
    for (const line of this.wrap(this.spec.title, this.bold, 26, this.contentWidth)) {
      drawText(page, line, { x: MARGIN, y, size: 26, font: this.bold, color: colours.ink });
      y -= 32;
    }
    y -= 6;
    for (const line of this.wrap(this.spec.subtitle, this.regular, 13, this.contentWidth)) {
      drawText(page, line, { x: MARGIN, y, size: 13, font: this.regular, color: colours.text });
      y -= 18;
    }
    y -= 10;
    page.drawRectangle({ x: MARGIN, y, width: 60, height: 3, color: colours.orange });
    drawText(page, this.spec.dateLabel, { x: MARGIN, y: y - 22, size: 11, font: this.bold, color: colours.ink });
    const note = this.note;
    if (!note) return;
    for (const [i, line] of this.wrap(note, this.regular, 8, this.contentWidth).entries()) {
      drawText(page, line, { x: MARGIN, y: MARGIN + 20 - i * 11, size: 8, font: this.regular, color: colours.muted });
    }
  }

  /** The cover's (or title block's) note while the document is demonstration data. */
  private get note(): string | null {
    return this.options.demonstration ? demonstrationTexts[this.spec.lang].documentNote : null;
  }

  titleBlock() {
    this.textLines(this.spec.title, { font: this.bold, size: 20, colour: colours.ink, leading: 25, gapAfter: 2 });
    this.textLines(this.spec.subtitle, {
      font: this.regular,
      size: 11.5,
      colour: colours.text,
      leading: 15,
      gapAfter: 4,
    });
    this.textLines(this.spec.dateLabel, {
      font: this.regular,
      size: 8,
      colour: colours.muted,
      leading: 11,
      gapAfter: 0,
    });
    const note = this.note;
    if (note) this.textLines(note, { font: this.regular, size: 8, colour: colours.muted, leading: 11, gapAfter: 6 });
    else this.y -= 6;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + this.contentWidth, y: this.y },
      thickness: 1.2,
      color: colours.orange,
    });
    this.y -= 16;
  }

  block(block: Block) {
    switch (block.kind) {
      case "pageBreak":
        this.newPage();
        return;
      case "h1":
        if (this.y < this.top) this.ensure(120);
        this.y -= 6;
        this.textLines(block.text, { font: this.bold, size: 18, colour: colours.ink, leading: 23, gapAfter: 2 });
        this.page.drawRectangle({ x: MARGIN, y: this.y - 2, width: 40, height: 2.5, color: colours.orange });
        this.y -= 14;
        return;
      case "h2":
        this.ensure(60);
        this.y -= 4;
        this.textLines(block.text, { font: this.bold, size: 12, colour: colours.orange, leading: 16, gapAfter: 4 });
        return;
      case "p":
        this.textLines(block.text, { font: this.regular, size: 10, colour: colours.text, leading: 14.2, gapAfter: 7 });
        return;
      case "note":
        this.textLines(block.text, { font: this.regular, size: 8, colour: colours.muted, leading: 11, gapAfter: 6 });
        return;
      case "bullets":
        for (const item of block.items) {
          this.ensure(15);
          this.page.drawCircle({ x: MARGIN + 4, y: this.y - 7.5, size: 1.8, color: colours.orange });
          this.textLines(item, {
            font: this.regular,
            size: 10,
            colour: colours.text,
            leading: 14,
            indent: 14,
            gapAfter: 2,
          });
        }
        this.y -= 5;
        return;
      case "kpis":
        this.kpis(block.items);
        return;
      case "table":
        drawTable(this, block);
        return;
      case "bar":
      case "line":
        drawChart(this, block);
        return;
    }
  }

  private kpis(items: { value: string; label: string }[]) {
    const perRow = Math.min(items.length, this.spec.landscape ? 4 : 3);
    const gap = 10;
    const w = (this.contentWidth - gap * (perRow - 1)) / perRow;
    const h = 66;
    for (let start = 0; start < items.length; start += perRow) {
      this.ensure(h + gap);
      items.slice(start, start + perRow).forEach((item, i) => {
        const x = MARGIN + i * (w + gap);
        const y = this.y - h;
        this.page.drawRectangle({ x, y, width: w, height: h, color: colours.tint });
        this.page.drawRectangle({ x, y, width: 3, height: h, color: colours.orange });
        drawText(this.page, item.value, { x: x + 12, y: y + h - 28, size: 17, font: this.bold, color: colours.ink });
        this.wrap(item.label, this.regular, 8.5, w - 20)
          .slice(0, 2)
          .forEach((line, j) => {
            drawText(this.page, line, {
              x: x + 12,
              y: y + h - 44 - j * 10.5,
              size: 8.5,
              font: this.regular,
              color: colours.text,
            });
          });
      });
      this.y -= h + gap;
    }
    this.y -= 4;
  }

  /**
   * The translated "demonstration" across the page, along its diagonal, centred, faint enough to read the page
   * through (drawn last, so it also crosses the cover's band).
   */
  private watermark(page: PDFPage) {
    const word = demonstrationTexts[this.spec.lang].watermark;
    const { width, height } = page.getSize();
    const angle = Math.atan2(height, width);
    const unit = this.bold.widthOfTextAtSize(word, 1);
    const size = Math.min(110, (0.8 * Math.hypot(width, height)) / unit);
    const half = (unit * size) / 2;
    const capHalf = this.bold.heightAtSize(size, { descender: false }) / 2;
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    drawText(page, word, {
      x: width / 2 - half * cos + capHalf * sin,
      y: height / 2 - half * sin - capHalf * cos,
      size,
      font: this.bold,
      color: colours.ink,
      opacity: 0.07,
      rotate: degrees((angle * 180) / Math.PI),
    });
  }

  finish() {
    const pages = this.doc.getPages();
    const total = pages.length;
    pages.forEach((page, i) => {
      if (this.options.demonstration) this.watermark(page);
      const { width } = page.getSize();
      page.drawLine({
        start: { x: MARGIN, y: MARGIN - 8 },
        end: { x: width - MARGIN, y: MARGIN - 8 },
        thickness: 0.5,
        color: colours.rule,
      });
      const title = this.spec.title;
      drawText(page, title, { x: MARGIN, y: MARGIN - 22, size: 7.5, font: this.regular, color: colours.muted });
      const label = `${i + 1} / ${total}`;
      drawText(page, label, {
        x: width - MARGIN - this.bold.widthOfTextAtSize(label, 8),
        y: MARGIN - 22,
        size: 8,
        font: this.bold,
        color: colours.ink,
      });
    });
  }
}
