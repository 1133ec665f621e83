/**
 * The collection certificate's page: the letterhead (the brand mark drawn from the site's own SVG paths, the name,
 * the collector's registrations), the title, the reference panel, the sections of label–value rows, the statement,
 * the signatory, the QR code to the verification page, and the footer; the "demonstration" watermark under it all
 * while the settings say so. Everything is vector and the built-in fonts: same content, same operators.
 */
import { brandMark } from "../../../src/config/brand-mark";
import { site } from "../../../src/config/site";
import type { CertificateContent } from "./certificate-content";
import { page } from "./pdf/file";
import { pdfString, textWidth, wrapToWidth, type FontName } from "./pdf/text";
import { num, qrModules, qrOperators, svgPathOperators } from "./pdf/vector";

const margin = 48;
const right = page.width - margin;
const contentWidth = right - margin;

/** The brand's colours and the greys of the page, as PDF colour operands. */
const ink = "#1c232b";
const muted = "#5b6570";
const accent = "#f26b1d";
const accentDark = "#b5410b";
const hairline = "#d5d9de";

/** "#f26b1d" → "0.949 0.42 0.114". */
function rgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return [value >> 16, (value >> 8) & 255, value & 255].map((channel) => num(channel / 255)).join(" ");
}

type TextStyle = { font: FontName; size: number; color: string };
const styles = {
  wordmark: { font: "F2", size: 20, color: ink },
  letterName: { font: "F2", size: 9, color: ink },
  letterLine: { font: "F1", size: 7.5, color: muted },
  title: { font: "F2", size: 15, color: ink },
  subtitle: { font: "F1", size: 8.5, color: muted },
  refLabel: { font: "F1", size: 7.5, color: muted },
  refValue: { font: "F2", size: 11, color: ink },
  heading: { font: "F2", size: 9.5, color: accentDark },
  label: { font: "F1", size: 8.5, color: muted },
  value: { font: "F1", size: 9.5, color: ink },
  body: { font: "F1", size: 8.5, color: ink },
  strong: { font: "F2", size: 9.5, color: ink },
  small: { font: "F1", size: 7.5, color: muted },
} as const satisfies Record<string, TextStyle>;

/** One line of text with its left end at (x, y) (baseline). */
function text(value: string, x: number, y: number, style: TextStyle): string {
  return `BT /${style.font} ${num(style.size)} Tf ${rgb(style.color)} rg ${num(x)} ${num(y)} Td ${pdfString(value)} Tj ET`;
}

/** One line with its right end at `x`. */
function textRight(value: string, x: number, y: number, style: TextStyle): string {
  return text(value, x - textWidth(value, style.font, style.size), y, style);
}

/** A horizontal rule. */
function rule(y: number, color: string, width: number, from = margin, to = right): string {
  return `${rgb(color)} RG ${num(width)} w ${num(from)} ${num(y)} m ${num(to)} ${num(y)} l S`;
}

/**
 * A watermark across the page, bottom left to top right, in a pale grey under the text: Helvetica-Bold sized so the
 * word spans about 80 % of the diagonal.
 */
function watermarkOperators(word: string): string[] {
  const angle = Math.atan2(page.height, page.width);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const size = Math.min(110, (0.8 * Math.hypot(page.width, page.height)) / (0.72 * Math.max(word.length, 1)));
  const half = textWidth(word, "F2", size) / 2;
  const capHalf = 0.36 * size;
  const x = page.width / 2 - half * cos + capHalf * sin;
  const y = page.height / 2 - half * sin - capHalf * cos;
  const f = (n: number) => n.toFixed(3);
  return [
    "BT",
    "0.87 g",
    `/F2 ${f(size)} Tf`,
    `${f(cos)} ${f(sin)} ${f(-sin)} ${f(cos)} ${f(x)} ${f(y)} Tm`,
    `${pdfString(word)} Tj`,
    "ET",
    "0 g",
  ];
}

/** The brand mark, `size` points square, its top-left corner at (x, top): the site's SVG paths, y flipped. */
function logoOperators(x: number, top: number, size: number): string[] {
  const scale = size / brandMark.size;
  return [
    "/Logo BMC",
    "q",
    `${num(scale)} 0 0 ${num(-scale)} ${num(x)} ${num(top)} cm`,
    `1 J ${brandMark.strokeWidth} w`,
    ...brandMark.strokes.flatMap(({ d, color }) => [`${rgb(color)} RG`, ...svgPathOperators(d), "S"]),
    `${rgb(brandMark.fill.color)} rg`,
    ...svgPathOperators(brandMark.fill.d),
    "f",
    "Q",
    "EMC",
  ];
}

/**
 * The sections (a heading over a hairline, then label and value in two columns) and the statement, from `top` down,
 * every size and gap times `density`; with where they end.
 */
function sectionOperators(content: CertificateContent, top: number, density: number): { ops: string[]; y: number } {
  const ops: string[] = [];
  const scaled = (style: TextStyle): TextStyle => ({ ...style, size: style.size * density });
  const [heading, label, value, body] = [styles.heading, styles.label, styles.value, styles.body].map(scaled);
  const valueX = margin + 158;
  let y = top;
  for (const section of content.sections) {
    if (section.rows.length === 0) continue;
    y -= 14 * density;
    ops.push(text(section.heading, margin, y, heading));
    y -= 5 * density;
    ops.push(rule(y, hairline, 0.6));
    y -= 13 * density;
    for (const row of section.rows) {
      const labels = wrapToWidth(row.label, "F1", label.size, valueX - margin - 8);
      const values = wrapToWidth(row.value, "F1", value.size, right - valueX);
      labels.forEach((line, index) => ops.push(text(line, margin, y - index * 11 * density, label)));
      values.forEach((line, index) => ops.push(text(line, valueX, y - index * 12 * density, value)));
      y -= (Math.max(labels.length * 11, values.length * 12) + 3) * density;
    }
  }
  y -= 10 * density;
  for (const line of wrapToWidth(content.statement, "F1", body.size, contentWidth)) {
    ops.push(text(line, margin, y, body));
    y -= 11.5 * density;
  }
  return { ops, y };
}

/** The page's content stream for `content`. */
export function certificateOperators(content: CertificateContent): string {
  const ops: string[] = [...(content.watermark ? watermarkOperators(content.watermark) : [])];

  // Letterhead: the mark and the name on the left, the collector's details on the right.
  const top = page.height - margin;
  ops.push(...logoOperators(margin, top, 40));
  ops.push(text(site.name, margin + 48, top - 27, styles.wordmark));
  let y = top - 8;
  for (const line of wrapToWidth(content.letterhead.name, "F2", styles.letterName.size, 300)) {
    ops.push(textRight(line, right, y, styles.letterName));
    y -= 11;
  }
  for (const line of content.letterhead.lines.flatMap((item) => wrapToWidth(item, "F1", styles.letterLine.size, 300))) {
    ops.push(textRight(line, right, y, styles.letterLine));
    y -= 9.5;
  }
  y = Math.min(y, top - 48) - 4;
  ops.push(rule(y, accent, 1.5));

  // Title and subtitle.
  y -= 26;
  for (const line of wrapToWidth(content.title, "F2", styles.title.size, contentWidth)) {
    ops.push(text(line, margin, y, styles.title));
    y -= 18;
  }
  y += 4;
  for (const line of wrapToWidth(content.subtitle, "F1", styles.subtitle.size, contentWidth)) {
    ops.push(text(line, margin, y, styles.subtitle));
    y -= 11;
  }

  // The reference panel: reference number and verification code, side by side on a light band.
  y -= 8;
  ops.push(`0.96 0.965 0.97 rg ${num(margin)} ${num(y - 34)} ${num(contentWidth)} 34 re f`);
  content.reference.forEach(({ label, value }, index) => {
    const x = margin + 10 + index * (contentWidth / 2);
    ops.push(text(label, x, y - 12, styles.refLabel));
    ops.push(text(value, x, y - 27, styles.refValue));
  });
  y -= 34 + 10;

  // The sections and the statement, at the largest of a few densities that ends above the foot of the page (the
  // longest values the schemas allow still fit, a little smaller); never a failed certificate for a long address.
  const footTop = 214;
  const densities = [1, 0.9, 0.8, 0.7];
  const fitted =
    densities.map((density) => sectionOperators(content, y, density)).find((body) => body.y >= footTop + 10) ??
    sectionOperators(content, y, densities.at(-1)!);
  ops.push(...fitted.ops);

  // The foot of the page: the signatory on the left, the QR code and the code on the right. The signatory's name,
  // role and registration wrap to the signature line's width, clear of the verification code (a role runs longer in
  // English than in Portuguese; the settings allow 120 characters for each).
  if (content.signatory) {
    const { heading, name, role, registration } = content.signatory;
    const blockWidth = 220;
    const wrapped = (value: string, style: TextStyle) => wrapToWidth(value, style.font, style.size, blockWidth);
    ops.push(rule(footTop - 46, ink, 0.6, margin, margin + blockWidth));
    ops.push(text(heading, margin, footTop - 58, styles.small));
    const names = wrapped(name, styles.strong);
    names.forEach((line, index) => ops.push(text(line, margin, footTop - 72 - index * 11.5, styles.strong)));
    let lineY = footTop - 72 - (names.length - 1) * 11.5;
    for (const line of [...wrapped(role, styles.label), ...wrapped(registration, styles.label)]) {
      lineY -= 12;
      ops.push(text(line, margin, lineY, styles.label));
    }
  }
  const modules = qrModules(content.verification.url);
  const qrSize = 96;
  const qrLeft = right - qrSize;
  ops.push("/QRCode BMC", `${rgb(ink)} rg`, ...qrOperators(modules, qrLeft, footTop, qrSize / modules.length), "EMC");
  const textX = qrLeft - 160;
  ops.push(text(content.verification.codeLabel, textX, footTop - 8, styles.small));
  ops.push(text(content.verification.code, textX, footTop - 23, styles.refValue));
  wrapToWidth(content.verification.scan, "F1", styles.small.size, 148).forEach((line, index) =>
    ops.push(text(line, textX, footTop - 38 - index * 9.5, styles.small)),
  );
  ops.push(textRight(content.verification.url, right, footTop - qrSize - 14, styles.small));

  // Footer.
  ops.push(rule(64, hairline, 0.6));
  ops.push(text(content.issued, margin, 52, styles.small));
  ops.push(textRight(`${site.name} · ${site.url.replace(/^https:\/\//, "")}`, right, 52, styles.small));
  return ops.join("\n");
}
