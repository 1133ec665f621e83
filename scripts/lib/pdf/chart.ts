/**
 * A bar or line chart in the flow, drawn with vector shapes: title and unit, a value axis with round steps and
 * gridlines in the document's number format, category labels, each value labelled, a legend when there are several
 * series.
 */
import { num } from "./figures";
import { drawText } from "./text";
import type { Flow } from "./flow";
import type { Block } from "./spec";
import { MARGIN, colours, palette } from "./theme";

export function drawChart(flow: Flow, block: Extract<Block, { kind: "bar" | "line" }>) {
  const height = block.height ?? 190;
  const titleH = 18;
  const legendH = block.series.length > 1 ? 16 : 0;
  flow.ensure(titleH + height + legendH + 40);
  drawText(flow.page, block.title, { x: MARGIN, y: flow.y - 12, size: 10, font: flow.bold, color: colours.ink });
  flow.y -= titleH;
  drawText(flow.page, block.unit, { x: MARGIN, y: flow.y - 10, size: 7.5, font: flow.regular, color: colours.muted });
  flow.y -= 14;

  const values = block.series.flatMap((s) => s.values);
  const max = Math.max(...values);
  const min = Math.min(0, ...values);
  const step = niceStep((max - min) / 5);
  const top = Math.ceil(max / step) * step;
  const bottom = Math.floor(min / step) * step;
  const axisX = MARGIN + 44;
  const plotW = MARGIN + flow.contentWidth - axisX;
  const plotBottom = flow.y - height + 16;
  const plotH = height - 22;
  const yOf = (v: number) => plotBottom + ((v - bottom) / (top - bottom)) * plotH;
  const decimals = block.decimals ?? 0;
  const lang = flow.spec.lang;
  const tickDecimals = step < 1 ? Math.min(2, Math.ceil(-Math.log10(step))) : 0;

  for (let v = bottom; v <= top + step / 2; v += step) {
    const y = yOf(v);
    flow.page.drawLine({ start: { x: axisX, y }, end: { x: axisX + plotW, y }, thickness: 0.4, color: colours.grid });
    const label = num(v, lang, tickDecimals);
    drawText(flow.page, label, {
      x: axisX - 6 - flow.regular.widthOfTextAtSize(label, 7.5),
      y: y - 2.5,
      size: 7.5,
      font: flow.regular,
      color: colours.muted,
    });
  }
  flow.page.drawLine({
    start: { x: axisX, y: plotBottom },
    end: { x: axisX, y: plotBottom + plotH },
    thickness: 0.8,
    color: colours.ink,
  });
  flow.page.drawLine({
    start: { x: axisX, y: yOf(0) },
    end: { x: axisX + plotW, y: yOf(0) },
    thickness: 0.8,
    color: colours.ink,
  });

  const slot = plotW / block.categories.length;
  block.categories.forEach((category, i) => {
    const cx = axisX + slot * (i + 0.5);
    const w = flow.regular.widthOfTextAtSize(category, 7.5);
    drawText(flow.page, category, {
      x: cx - w / 2,
      y: plotBottom - 12,
      size: 7.5,
      font: flow.regular,
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
        flow.page.drawRectangle({
          x: x + 1,
          y: Math.min(y0, y1),
          width: barW - 2,
          height: Math.abs(y1 - y0),
          color: palette[s % palette.length],
        });
        const label = num(value, lang, decimals);
        const size = block.series.length > 2 ? 6 : 7;
        const lw = flow.regular.widthOfTextAtSize(label, size);
        drawText(flow.page, label, {
          x: x + barW / 2 - lw / 2,
          y: Math.max(y0, y1) + 3,
          size,
          font: flow.regular,
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
        .forEach((p, i) => flow.page.drawLine({ start: points[i], end: p, thickness: 1.8, color: colour }));
      points.forEach((p, i) => {
        flow.page.drawCircle({ x: p.x, y: p.y, size: 2.8, color: colour });
        const label = num(series.values[i], lang, decimals);
        const lw = flow.regular.widthOfTextAtSize(label, 7);
        // Even series label above their points, odd ones below, so two close lines stay readable.
        drawText(flow.page, label, {
          x: p.x - lw / 2,
          y: s % 2 ? p.y - 12 : p.y + 6,
          size: 7,
          font: flow.regular,
          color: colours.ink,
        });
      });
    });
  }
  flow.y = plotBottom - 20;
  if (legendH) {
    let x = axisX;
    block.series.forEach((series, s) => {
      flow.page.drawRectangle({ x, y: flow.y - 7, width: 9, height: 7, color: palette[s % palette.length] });
      drawText(flow.page, series.name, {
        x: x + 13,
        y: flow.y - 6.5,
        size: 7.5,
        font: flow.regular,
        color: colours.text,
      });
      x += 13 + flow.regular.widthOfTextAtSize(series.name, 7.5) + 18;
    });
    flow.y -= legendH;
  }
  flow.y -= 12;
}

function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  const f = raw / power;
  return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 2.5 ? 2.5 : f <= 5 ? 5 : 10) * power;
}
