/**
 * The page layout: the brand band and section label, text wrapped to the column, the cover or the compact title
 * block, headings, paragraphs, bullets, notes, key figures, ruled tables, bar and line charts, the watermark and the
 * footers ("n / N"), a page added whenever a block does not fit.
 */
import { PDFDocument, PDFFont, PDFPage, degrees, type RGB } from "pdf-lib";
import { num } from "./figures";
import type { Align, Block, DocumentSpec, RenderOptions } from "./spec";
import { A4, BAND, FOOTER, MARGIN, colours, demonstrationTexts, palette } from "./theme";

export class Layout {
  private page!: PDFPage;
  private y = 0;
  readonly width: number;
  readonly height: number;

  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly spec: DocumentSpec,
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
    this.page.drawText("CIRCULARE", {
      x: MARGIN,
      y: this.height - BAND + 10,
      size: 11,
      font: this.bold,
      color: colours.white,
    });
    const section = this.spec.section;
    const size = 8.5;
    this.page.drawText(section, {
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
      this.page.drawText(line, {
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
    page.drawText("CIRCULARE", { x: MARGIN, y: this.height - 70, size: 22, font: this.bold, color: colours.white });
    page.drawText(this.spec.section, {
      x: MARGIN,
      y: this.height - 92,
      size: 11,
      font: this.regular,
      color: colours.white,
    });
    let y = this.height - bandHeight - 60;
    for (const line of this.wrap(this.spec.title, this.bold, 26, this.contentWidth)) {
      page.drawText(line, { x: MARGIN, y, size: 26, font: this.bold, color: colours.ink });
      y -= 32;
    }
    y -= 6;
    for (const line of this.wrap(this.spec.subtitle, this.regular, 13, this.contentWidth)) {
      page.drawText(line, { x: MARGIN, y, size: 13, font: this.regular, color: colours.text });
      y -= 18;
    }
    y -= 10;
    page.drawRectangle({ x: MARGIN, y, width: 60, height: 3, color: colours.orange });
    page.drawText(this.spec.dateLabel, { x: MARGIN, y: y - 22, size: 11, font: this.bold, color: colours.ink });
    const note = this.note;
    if (!note) return;
    for (const [i, line] of this.wrap(note, this.regular, 8, this.contentWidth).entries()) {
      page.drawText(line, { x: MARGIN, y: MARGIN + 20 - i * 11, size: 8, font: this.regular, color: colours.muted });
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
        this.table(block);
        return;
      case "bar":
      case "line":
        this.chart(block);
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
        this.page.drawText(item.value, { x: x + 12, y: y + h - 28, size: 17, font: this.bold, color: colours.ink });
        this.wrap(item.label, this.regular, 8.5, w - 20)
          .slice(0, 2)
          .forEach((line, j) => {
            this.page.drawText(line, {
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

  private table(block: Extract<Block, { kind: "table" }>) {
    const n = block.columns.length;
    const rel = block.widths ?? [2, ...Array<number>(n - 1).fill(1)];
    const sum = rel.reduce((a, b) => a + b, 0);
    const widths = rel.map((r) => (r / sum) * this.contentWidth);
    const align = block.align ?? ["left", ...Array<Align>(n - 1).fill("right")];
    const size = 8.6;
    const leading = 11;
    const pad = 4;
    const strong = new Set(block.strong ?? []);

    const drawRow = (cells: string[], font: PDFFont, header: boolean, emphasised: boolean) => {
      const wrapped = cells.map((cell, i) => this.wrap(cell, font, size, widths[i] - 2 * pad));
      const h = Math.max(...wrapped.map((l) => l.length)) * leading + 2 * pad;
      this.ensure(h + (header ? 0 : 2));
      const top = this.y;
      if (header)
        this.page.drawRectangle({ x: MARGIN, y: top - h, width: this.contentWidth, height: h, color: colours.tint });
      let x = MARGIN;
      wrapped.forEach((lines, i) => {
        lines.forEach((line, j) => {
          const w = font.widthOfTextAtSize(line, size);
          const tx =
            align[i] === "right" ? x + widths[i] - pad - w : align[i] === "center" ? x + (widths[i] - w) / 2 : x + pad;
          this.page.drawText(line, {
            x: tx,
            y: top - pad - (j + 1) * leading + 2.5,
            size,
            font,
            color: header ? colours.ink : colours.text,
          });
        });
        x += widths[i];
      });
      if (emphasised)
        this.page.drawLine({
          start: { x: MARGIN, y: top },
          end: { x: MARGIN + this.contentWidth, y: top },
          thickness: 0.9,
          color: colours.ink,
        });
      this.y = top - h;
      this.page.drawLine({
        start: { x: MARGIN, y: this.y },
        end: { x: MARGIN + this.contentWidth, y: this.y },
        thickness: header ? 1.2 : 0.4,
        color: header ? colours.orange : colours.rule,
      });
    };

    this.ensure(60);
    drawRow(block.columns, this.bold, true, false);
    block.rows.forEach((row, index) => {
      const before = this.page;
      const emphasised = strong.has(index);
      // Repeat the header when the table continues on a new page.
      const h =
        Math.max(...row.map((cell, i) => this.wrap(cell, this.regular, size, widths[i] - 2 * pad).length)) * leading +
        2 * pad;
      this.ensure(h + 2);
      if (this.page !== before) drawRow(block.columns, this.bold, true, false);
      drawRow(row, emphasised ? this.bold : this.regular, false, emphasised);
    });
    this.y -= 12;
  }

  private chart(block: Extract<Block, { kind: "bar" | "line" }>) {
    const height = block.height ?? 190;
    const titleH = 18;
    const legendH = block.series.length > 1 ? 16 : 0;
    this.ensure(titleH + height + legendH + 40);
    this.page.drawText(block.title, { x: MARGIN, y: this.y - 12, size: 10, font: this.bold, color: colours.ink });
    this.y -= titleH;
    this.page.drawText(block.unit, { x: MARGIN, y: this.y - 10, size: 7.5, font: this.regular, color: colours.muted });
    this.y -= 14;

    const values = block.series.flatMap((s) => s.values);
    const max = Math.max(...values);
    const min = Math.min(0, ...values);
    const step = niceStep((max - min) / 5);
    const top = Math.ceil(max / step) * step;
    const bottom = Math.floor(min / step) * step;
    const axisX = MARGIN + 44;
    const plotW = MARGIN + this.contentWidth - axisX;
    const plotBottom = this.y - height + 16;
    const plotH = height - 22;
    const yOf = (v: number) => plotBottom + ((v - bottom) / (top - bottom)) * plotH;
    const decimals = block.decimals ?? 0;
    const lang = this.spec.lang;
    const tickDecimals = step < 1 ? Math.min(2, Math.ceil(-Math.log10(step))) : 0;

    for (let v = bottom; v <= top + step / 2; v += step) {
      const y = yOf(v);
      this.page.drawLine({ start: { x: axisX, y }, end: { x: axisX + plotW, y }, thickness: 0.4, color: colours.grid });
      const label = num(v, lang, tickDecimals);
      this.page.drawText(label, {
        x: axisX - 6 - this.regular.widthOfTextAtSize(label, 7.5),
        y: y - 2.5,
        size: 7.5,
        font: this.regular,
        color: colours.muted,
      });
    }
    this.page.drawLine({
      start: { x: axisX, y: plotBottom },
      end: { x: axisX, y: plotBottom + plotH },
      thickness: 0.8,
      color: colours.ink,
    });
    this.page.drawLine({
      start: { x: axisX, y: yOf(0) },
      end: { x: axisX + plotW, y: yOf(0) },
      thickness: 0.8,
      color: colours.ink,
    });

    const slot = plotW / block.categories.length;
    block.categories.forEach((category, i) => {
      const cx = axisX + slot * (i + 0.5);
      const w = this.regular.widthOfTextAtSize(category, 7.5);
      this.page.drawText(category, {
        x: cx - w / 2,
        y: plotBottom - 12,
        size: 7.5,
        font: this.regular,
        color: colours.text,
      });
    });

    if (block.kind === "bar") {
      const groupW = slot * 0.7;
      const barW = groupW / block.series.length;
      block.series.forEach((series, s) => {
        series.values.forEach((value, i) => {
          if (value === 0) return; // no bar, no "0" label (e.g. a series that does not amortise that year)
          const x = axisX + slot * i + (slot - groupW) / 2 + s * barW;
          const y0 = yOf(0);
          const y1 = yOf(value);
          this.page.drawRectangle({
            x: x + 1,
            y: Math.min(y0, y1),
            width: barW - 2,
            height: Math.abs(y1 - y0),
            color: palette[s % palette.length],
          });
          const label = num(value, lang, decimals);
          const size = block.series.length > 2 ? 6 : 7;
          const lw = this.regular.widthOfTextAtSize(label, size);
          this.page.drawText(label, {
            x: x + barW / 2 - lw / 2,
            y: Math.max(y0, y1) + 3,
            size,
            font: this.regular,
            color: colours.ink,
          });
        });
      });
    } else {
      block.series.forEach((series, s) => {
        const colour = palette[s % palette.length];
        const points = series.values.map((value, i) => ({ x: axisX + slot * (i + 0.5), y: yOf(value) }));
        points
          .slice(1)
          .forEach((p, i) => this.page.drawLine({ start: points[i], end: p, thickness: 1.8, color: colour }));
        points.forEach((p, i) => {
          this.page.drawCircle({ x: p.x, y: p.y, size: 2.8, color: colour });
          const label = num(series.values[i], lang, decimals);
          const lw = this.regular.widthOfTextAtSize(label, 7);
          // Even series label above their points, odd ones below, so two close lines stay readable.
          this.page.drawText(label, {
            x: p.x - lw / 2,
            y: s % 2 ? p.y - 12 : p.y + 6,
            size: 7,
            font: this.regular,
            color: colours.ink,
          });
        });
      });
    }
    this.y = plotBottom - 20;
    if (legendH) {
      let x = axisX;
      block.series.forEach((series, s) => {
        this.page.drawRectangle({ x, y: this.y - 7, width: 9, height: 7, color: palette[s % palette.length] });
        this.page.drawText(series.name, {
          x: x + 13,
          y: this.y - 6.5,
          size: 7.5,
          font: this.regular,
          color: colours.text,
        });
        x += 13 + this.regular.widthOfTextAtSize(series.name, 7.5) + 18;
      });
      this.y -= legendH;
    }
    this.y -= 12;
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
    page.drawText(word, {
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
      page.drawText(title, { x: MARGIN, y: MARGIN - 22, size: 7.5, font: this.regular, color: colours.muted });
      const label = `${i + 1} / ${total}`;
      page.drawText(label, {
        x: width - MARGIN - this.bold.widthOfTextAtSize(label, 8),
        y: MARGIN - 22,
        size: 8,
        font: this.bold,
        color: colours.ink,
      });
    });
  }
}

function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  const f = raw / power;
  return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 2.5 ? 2.5 : f <= 5 ? 5 : 10) * power;
}
