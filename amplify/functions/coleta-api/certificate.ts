/**
 * The collection certificate: its verification code, its PDF (in the request's language) and where it is kept.
 * The PDF is a function of the stored record alone (no clock, no randomness), so a retry that finishes an
 * interrupted certification writes the very same bytes, and the SHA-256 on the record always matches.
 */
import { createHash, randomBytes } from "node:crypto";
import { formatCep, formatCnpj } from "../../../src/domain/brazil";
import type { StoredColeta } from "../../../src/domain/coleta";
import { todayInSaoPaulo } from "../../../src/domain/fields";
import type { Language } from "../../../src/domain/language";
import { backendText, formatDate, formatNumber, sitePath } from "../shared/texts";
import type { Collector } from "./collector";
import { baseView } from "../shared/bases";

/** Crockford's base32: no I, L, O, U (nothing to misread when a code is typed in). */
const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A new verification code: 12 characters (60 random bits) as "ABCD-EFGH-JKMN". */
export function newVerificationCode(): string {
  const bytes = randomBytes(12);
  const chars = [...bytes].map((byte) => alphabet[byte & 31]).join("");
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

/** A code as typed ("abcd efgh jkmn", "ABCDEFGHJKMN", O for 0, I/L for 1) → "ABCD-EFGH-JKMN", or null. */
export function normalizeVerificationCode(input: string): string | null {
  const plain = input.toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
  if (!/^[0-9A-HJKMNP-TV-Z]{12}$/.test(plain)) return null;
  return `${plain.slice(0, 4)}-${plain.slice(4, 8)}-${plain.slice(8, 12)}`;
}

/** `private/<identityId>/certificados/<protocol>.pdf` (the customer's folder), or the operators' `certificados/<protocol>.pdf`. */
export function certificateKey(protocol: string, identityId: string | null | undefined): string {
  return identityId ? `private/${identityId}/certificados/${protocol}.pdf` : `certificados/${protocol}.pdf`;
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/**
 * When the oil was collected: the day the crew entered (`collectedOn`); for a record collected before that field
 * existed, the `coletada` step's day in São Paulo.
 */
export function collectionDate(record: Pick<StoredColeta, "history" | "collectedOn">): string | null {
  if (record.collectedOn) return record.collectedOn;
  const step = record.history?.find((entry) => entry.to === "coletada");
  return step ? todayInSaoPaulo(new Date(step.at)) : null;
}

/**
 * The lines of the certificate (title first), in the record's language, and its watermark: the translated
 * "demonstration" while the site settings hold demonstration data, else none.
 */
export function certificateLines(
  record: StoredColeta,
  collector: Collector,
  siteUrl: string,
): { title: string; lines: string[]; watermark?: string } {
  const certificate = record.certificate;
  const collectedOn = collectionDate(record);
  if (!certificate || record.collectedLitres === undefined || !collectedOn)
    throw new Error(`${record.protocol}: not collected or not certified`);
  const language: Language = record.language;
  const t = (key: string, vars?: Record<string, string | number>) => backendText("certificado", language, key, vars);
  const { address } = record;
  const street = [address.street, address.number, address.complement].filter(Boolean).join(", ");
  const where = `${street} – ${address.district} – ${address.city}/${address.state} – CEP ${formatCep(address.cep)}`;
  const base = baseView(record.baseId);
  const verifyUrl = `${siteUrl}${sitePath("/verificar-certificado/", language)}?codigo=${certificate.code}`;
  return {
    title: t("title"),
    ...(collector.demonstration ? { watermark: backendText("common", language, "demonstration.watermark") } : {}),
    lines: [
      t("subtitle"),
      "",
      t("statement"),
      "",
      `${t("protocol")}: ${record.protocol}`,
      `${t("company")}: ${record.company.name}`,
      `${t("cnpj")}: ${formatCnpj(record.company.cnpj)}`,
      `${t("address")}: ${where}`,
      `${t("liters")}: ${t("litersValue", { liters: formatNumber(record.collectedLitres, language) })}`,
      `${t("collectedAt")}: ${formatDate(collectedOn, language)}`,
      // The base that collected it, for a request that has one (content/bases).
      ...(base ? [`${t("base")}: ${backendText("common", language, "operatingBase", { name: base.name })}`] : []),
      "",
      `${t("collector")}: ${collector.legalName} – CNPJ ${collector.cnpj}`,
      // A registration left empty in the settings is left out, never printed as a label with nothing after it.
      ...(collector.anpAuthorization ? [`${t("anpAuthorization")}: ${collector.anpAuthorization}`] : []),
      ...(collector.environmentalLicense ? [`${t("license")}: ${collector.environmentalLicense}`] : []),
      "",
      `${t("code")}: ${certificate.code}`,
      t("verify", { url: verifyUrl }),
      t("issuedAt", { date: formatDate(todayInSaoPaulo(new Date(certificate.issuedAt)), language) }),
    ],
  };
}

// --- PDF --------------------------------------------------------------------------------------------------------

/** WinAnsiEncoding beyond Latin-1 (the typographic marks a text may carry); anything else becomes "?". */
const winAnsiExtras: Readonly<Record<string, number>> = {
  "€": 0x80,
  "‚": 0x82,
  "„": 0x84,
  "…": 0x85,
  "‘": 0x91,
  "’": 0x92,
  "“": 0x93,
  "”": 0x94,
  "•": 0x95,
  "–": 0x96,
  "—": 0x97,
};

/** A PDF literal string in WinAnsi, bytes above ASCII as octal escapes (the file stays 7-bit). */
function pdfString(text: string): string {
  let out = "(";
  for (const char of text.normalize("NFC")) {
    const code = char.codePointAt(0) ?? 63;
    const byte =
      code < 0x20 ? 0x20 : code < 0x7f || (code >= 0xa0 && code <= 0xff) ? code : (winAnsiExtras[char] ?? 0x3f);
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte < 0x7f) out += String.fromCharCode(byte);
    else out += `\\${byte.toString(8).padStart(3, "0")}`;
  }
  return `${out})`;
}

/** Greedy word wrap at `width` characters (Helvetica at 10 pt fits about 95 on the page's 483 pt). */
export function wrap(text: string, width: number): string[] {
  if (text === "") return [""];
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = "";
    }
    line = line ? `${line} ${word}` : word;
    while (line.length > width) {
      lines.push(line.slice(0, width));
      line = line.slice(width);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** "2026-03-10T12:00:00.000Z" → "D:20260310120000Z" (the PDF date format). */
function pdfDate(iso: string): string {
  return `D:${iso.replace(/[-:T]/g, "").slice(0, 14)}Z`;
}

/**
 * A watermark across the page, bottom left to top right, in a pale grey under the text: Helvetica-Bold sized so the
 * word spans about 80 % of the diagonal (its width estimated at 0.72 em a capital, close enough to centre it).
 */
function watermarkOperators(word: string): string[] {
  const [width, height] = [595, 842];
  const angle = Math.atan2(height, width);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const size = Math.min(110, (0.8 * Math.hypot(width, height)) / (0.72 * Math.max(word.length, 1)));
  const half = (0.72 * size * word.length) / 2;
  const capHalf = 0.36 * size;
  const x = width / 2 - half * cos + capHalf * sin;
  const y = height / 2 - half * sin - capHalf * cos;
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

/**
 * A one-page A4 PDF 1.4 (Helvetica, WinAnsi; the built-in fonts every reader has, so nothing is embedded) with
 * the title in bold and the lines below it, over `watermark` when one is given; its document date is `issuedAt`.
 * Same input, same bytes.
 */
export function renderPdf(
  title: string,
  lines: readonly string[],
  meta: { issuedAt: string; subject: string; watermark?: string },
): Buffer {
  const body = lines.flatMap((line) => wrap(line, 95));
  const content = [
    ...(meta.watermark ? watermarkOperators(meta.watermark) : []),
    "BT",
    "/F2 16 Tf 56 780 Td",
    ...wrap(title, 60)
      .flatMap((part, index) => [index ? "0 -20 Td" : "", `${pdfString(part)} Tj`])
      .filter(Boolean),
    "/F1 10 Tf 0 -30 Td 14 TL",
    ...body.map((line) => `${pdfString(line)} Tj T*`),
    "ET",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Title ${pdfString(title)} /Subject ${pdfString(meta.subject)} /Producer (Circulare) /CreationDate (${pdfDate(meta.issuedAt)}) >>`,
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

/** The certificate of a certified record, as PDF bytes. */
export function certificatePdf(record: StoredColeta, collector: Collector, siteUrl: string): Buffer {
  const { title, lines, watermark } = certificateLines(record, collector, siteUrl);
  const issuedAt = record.certificate?.issuedAt ?? record.createdAt;
  return renderPdf(title, lines, { issuedAt, subject: record.protocol, watermark });
}
