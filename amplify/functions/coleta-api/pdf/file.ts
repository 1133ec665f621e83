/**
 * A one-page A4 PDF 1.4 written by hand: the catalog, the page with its content stream (left uncompressed, so
 * it stays readable and the tests can parse what is drawn), the two built-in fonts and the document's
 * information, then the cross-reference table. Nothing depends on the clock: same input, same bytes.
 */
import { pdfString } from "./text";

/** A4 in points. */
export const page = { width: 595, height: 842 } as const;

/** "2026-03-10T12:00:00.000Z" → "D:20260310120000Z" (the PDF date format). */
export function pdfDate(iso: string): string {
  return `D:${iso.replace(/[-:T]/g, "").slice(0, 14)}Z`;
}

/** The file around one page's content stream; `meta.date` is its creation date. */
export function writePdf(
  content: string,
  meta: { title: string; subject: string; date: string; language: string },
): Buffer {
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R /Lang ${pdfString(meta.language)} >>`,
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${page.width} ${page.height}] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>`,
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Title ${pdfString(meta.title)} /Subject ${pdfString(meta.subject)} /Producer (Circulare) /CreationDate (${pdfDate(meta.date)}) >>`,
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

/**
 * A plain one-page PDF: `title` in bold and `lines` below it (a test's upload, a stand-in document); its document
 * date is `meta.issuedAt`. Same input, same bytes.
 */
export function renderPdf(
  title: string,
  lines: readonly string[],
  meta: { issuedAt: string; subject: string; language?: string },
): Buffer {
  const content = [
    "BT",
    `/F2 16 Tf 56 780 Td ${pdfString(title)} Tj`,
    "/F1 10 Tf 0 -30 Td 14 TL",
    ...lines.map((line) => `${pdfString(line)} Tj T*`),
    "ET",
  ].join("\n");
  return writePdf(content, { title, subject: meta.subject, date: meta.issuedAt, language: meta.language ?? "pt-BR" });
}
