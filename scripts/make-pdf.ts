/**
 * Writes a small, valid one-page PDF from lines of text (used once to make content/uploads' sample report;
 * kept so an editor can regenerate it). Usage: tsx scripts/make-pdf.ts out.pdf "Title" "line" ...
 */
import fs from "node:fs";

const [out, ...lines] = process.argv.slice(2);
if (!out || lines.length === 0) {
  console.error("usage: tsx scripts/make-pdf.ts <out.pdf> <title> [line ...]");
  process.exit(2);
}
// PDF strings in WinAnsi (Latin-1): escape backslashes and parentheses.
const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
const content = [
  "BT",
  "/F1 20 Tf 56 780 Td",
  `(${escape(lines[0])}) Tj`,
  "/F1 11 Tf 0 -34 Td 15 TL",
  ...lines.slice(1).map((line) => `(${escape(line)}) Tj T*`),
  "ET",
].join("\n");
const objects = [
  "<< /Type /Catalog /Pages 2 0 R >>",
  "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
  "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
  `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
  "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
];
let body = "%PDF-1.4\n";
const offsets: number[] = [];
objects.forEach((object, index) => {
  offsets.push(Buffer.byteLength(body, "latin1"));
  body += `${index + 1} 0 obj\n${object}\nendobj\n`;
});
const xref = Buffer.byteLength(body, "latin1");
body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
body += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
fs.writeFileSync(out, Buffer.from(body, "latin1"));
console.log(`wrote ${out} (${Buffer.byteLength(body, "latin1")} bytes)`);
