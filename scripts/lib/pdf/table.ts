/**
 * A ruled table in the flow: a tinted header row with an orange rule, hairlines between rows, cells wrapped to their
 * column, the header repeated when the table continues on a new page, emphasised rows in bold under a dark rule.
 */
import type { PDFFont } from "@cantoo/pdf-lib";
import { drawText } from "./text";
import type { Flow } from "./flow";
import type { Align, Block } from "./spec";
import { MARGIN, colours } from "./theme";

export function drawTable(flow: Flow, block: Extract<Block, { kind: "table" }>) {
  const n = block.columns.length;
  const rel = block.widths ?? [2, ...Array<number>(n - 1).fill(1)];
  const sum = rel.reduce((a, b) => a + b, 0);
  const widths = rel.map((r) => (r / sum) * flow.contentWidth);
  const align = block.align ?? ["left", ...Array<Align>(n - 1).fill("right")];
  const size = 8.6;
  const leading = 11;
  const pad = 4;
  const strong = new Set(block.strong ?? []);

  const drawRow = (cells: string[], font: PDFFont, header: boolean, emphasised: boolean) => {
    const wrapped = cells.map((cell, i) => flow.wrap(cell, font, size, widths[i] - 2 * pad));
    const h = Math.max(...wrapped.map((l) => l.length)) * leading + 2 * pad;
    flow.ensure(h + (header ? 0 : 2));
    const top = flow.y;
    if (header)
      flow.page.drawRectangle({ x: MARGIN, y: top - h, width: flow.contentWidth, height: h, color: colours.tint });
    let x = MARGIN;
    wrapped.forEach((lines, i) => {
      lines.forEach((line, j) => {
        const w = font.widthOfTextAtSize(line, size);
        const tx =
          align[i] === "right" ? x + widths[i] - pad - w : align[i] === "center" ? x + (widths[i] - w) / 2 : x + pad;
        drawText(flow.page, line, {
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
      flow.page.drawLine({
        start: { x: MARGIN, y: top },
        end: { x: MARGIN + flow.contentWidth, y: top },
        thickness: 0.9,
        color: colours.ink,
      });
    flow.y = top - h;
    flow.page.drawLine({
      start: { x: MARGIN, y: flow.y },
      end: { x: MARGIN + flow.contentWidth, y: flow.y },
      thickness: header ? 1.2 : 0.4,
      color: header ? colours.orange : colours.rule,
    });
  };

  flow.ensure(60);
  drawRow(block.columns, flow.bold, true, false);
  block.rows.forEach((row, index) => {
    const before = flow.page;
    const emphasised = strong.has(index);
    // Repeat the header when the table continues on a new page.
    const h =
      Math.max(...row.map((cell, i) => flow.wrap(cell, flow.regular, size, widths[i] - 2 * pad).length)) * leading +
      2 * pad;
    flow.ensure(h + 2);
    if (flow.page !== before) drawRow(block.columns, flow.bold, true, false);
    drawRow(row, emphasised ? flow.bold : flow.regular, false, emphasised);
  });
  flow.y -= 12;
}
