/**
 * Vector drawing for the certificate: SVG path data (the site's logo) as PDF path operators, and a QR code as
 * filled rectangles, one per run of dark modules in a row (so it stays sharp at any zoom and in print).
 */
import qrcode from "qrcode-generator";

/** A number as PDF operands write it: at most 3 decimals, no trailing zeros ("12.5", "-0.25", "3"). */
export function num(value: number): string {
  const fixed = (Math.round(value * 1000) / 1000).toFixed(3).replace(/\.?0+$/, "");
  return fixed === "-0" ? "0" : fixed;
}

type Point = [number, number];

/** The Bézier curves (each [c1, c2, end]) of an SVG elliptical arc from `from` (SVG 1.1, appendix F.6.5). */
function arcCurves(
  from: Point,
  [rxIn, ryIn, rotation, largeArc, sweep, x2, y2]: readonly number[],
): [Point, Point, Point][] {
  const [x1, y1] = from;
  if (x1 === x2 && y1 === y2) return [];
  const phi = (rotation * Math.PI) / 180;
  const [cos, sin] = [Math.cos(phi), Math.sin(phi)];
  const dx = (x1 - x2) / 2;
  const dy = (y1 - y2) / 2;
  const x1p = cos * dx + sin * dy;
  const y1p = -sin * dx + cos * dy;
  let [rx, ry] = [Math.abs(rxIn), Math.abs(ryIn)];
  const lambda = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry);
  if (lambda > 1) [rx, ry] = [rx * Math.sqrt(lambda), ry * Math.sqrt(lambda)];
  const numerator = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p;
  const coef =
    (largeArc !== sweep ? 1 : -1) * Math.sqrt(Math.max(0, numerator / (rx * rx * y1p * y1p + ry * ry * x1p * x1p)));
  const cxp = (coef * rx * y1p) / ry;
  const cyp = (-coef * ry * x1p) / rx;
  const cx = cos * cxp - sin * cyp + (x1 + x2) / 2;
  const cy = sin * cxp + cos * cyp + (y1 + y2) / 2;
  const angle = (ux: number, uy: number, vx: number, vy: number) => Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
  const start = angle(1, 0, (x1p - cxp) / rx, (y1p - cyp) / ry);
  let delta = angle((x1p - cxp) / rx, (y1p - cyp) / ry, (-x1p - cxp) / rx, (-y1p - cyp) / ry);
  if (!sweep && delta > 0) delta -= 2 * Math.PI;
  if (sweep && delta < 0) delta += 2 * Math.PI;
  const segments = Math.max(1, Math.ceil(Math.abs(delta) / (Math.PI / 2) - 1e-9));
  const step = delta / segments;
  const k = (4 / 3) * Math.tan(step / 4);
  const map = (ux: number, uy: number): Point => [
    cx + rx * cos * ux - ry * sin * uy,
    cy + rx * sin * ux + ry * cos * uy,
  ];
  const curves: [Point, Point, Point][] = [];
  for (let index = 0; index < segments; index += 1) {
    const a = start + index * step;
    const b = a + step;
    curves.push([
      map(Math.cos(a) - k * Math.sin(a), Math.sin(a) + k * Math.cos(a)),
      map(Math.cos(b) + k * Math.sin(b), Math.sin(b) - k * Math.cos(b)),
      index === segments - 1 ? [x2, y2] : map(Math.cos(b), Math.sin(b)),
    ]);
  }
  return curves;
}

const arity: Readonly<Record<string, number>> = { M: 2, L: 2, H: 1, V: 1, C: 6, A: 7, Z: 0 };

/**
 * SVG path data (M, L, H, V, C, A, Z, absolute or relative) as PDF path operators in the path's own coordinates
 * (`m`, `l`, `c`, `h`): the caller maps them onto the page with `cm` and paints them (`S`, `f`).
 */
export function svgPathOperators(data: string): string[] {
  const tokens = data.match(/[MLHVCAZmlhvcaz]|-?(?:\d*\.\d+|\d+\.?)(?:e[-+]?\d+)?/g) ?? [];
  const ops: string[] = [];
  let current: Point = [0, 0];
  let subpathStart: Point = [0, 0];
  let index = 0;
  let command = "";
  const pt = ([x, y]: Point) => `${num(x)} ${num(y)}`;
  while (index < tokens.length) {
    if (/[a-z]/i.test(tokens[index])) command = tokens[index++];
    const upper = command.toUpperCase();
    const relative = command !== upper;
    if (!(upper in arity)) throw new Error(`SVG path command "${command}" is not supported`);
    const args = tokens.slice(index, index + arity[upper]).map(Number);
    index += arity[upper];
    const [ox, oy] = relative ? current : [0, 0];
    switch (upper) {
      case "M":
        current = subpathStart = [ox + args[0], oy + args[1]];
        ops.push(`${pt(current)} m`);
        command = relative ? "l" : "L"; // further pairs are line-tos
        break;
      case "L":
      case "H":
      case "V":
        current =
          upper === "L"
            ? [ox + args[0], oy + args[1]]
            : upper === "H"
              ? [(relative ? current[0] : 0) + args[0], current[1]]
              : [current[0], (relative ? current[1] : 0) + args[0]];
        ops.push(`${pt(current)} l`);
        break;
      case "C": {
        const points: Point[] = [0, 2, 4].map((at) => [ox + args[at], oy + args[at + 1]]);
        ops.push(`${points.map(pt).join(" ")} c`);
        current = points[2];
        break;
      }
      case "A": {
        const end = [...args.slice(0, 5), ox + args[5], oy + args[6]];
        for (const curve of arcCurves(current, end)) ops.push(`${curve.map(pt).join(" ")} c`);
        current = [end[5], end[6]];
        break;
      }
      case "Z":
        ops.push("h");
        current = subpathStart;
        break;
    }
  }
  return ops;
}

/** The modules of the QR code of `text` (byte mode, error correction M, the smallest version that holds it). */
export function qrModules(text: string): boolean[][] {
  const code = qrcode(0, "M");
  code.addData(text, "Byte");
  code.make();
  const count = code.getModuleCount();
  return Array.from({ length: count }, (_, row) => Array.from({ length: count }, (_, col) => code.isDark(row, col)));
}

/**
 * The dark modules as filled rectangles (`x y w h re`, then `f`), the code's top-left corner at (`left`, `top`) on
 * the page and each module `module` points wide; the quiet zone around it is the page's white.
 */
export function qrOperators(
  modules: readonly (readonly boolean[])[],
  left: number,
  top: number,
  module: number,
): string[] {
  const ops: string[] = [];
  modules.forEach((row, r) => {
    let c = 0;
    while (c < row.length) {
      if (!row[c]) {
        c += 1;
        continue;
      }
      const start = c;
      while (c < row.length && row[c]) c += 1;
      ops.push(
        `${num(left + start * module)} ${num(top - (r + 1) * module)} ${num((c - start) * module)} ${num(module)} re`,
      );
    }
  });
  return [...ops, "f"];
}
