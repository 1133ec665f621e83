/**
 * The collection certificate: its verification code, its PDF (in the request's language) and where it is kept.
 * The PDF is a function of the stored record and the settings alone (no clock, no randomness), so a retry that
 * finishes an interrupted certification writes the very same bytes, and the SHA-256 on the record always matches.
 * What it says: certificate-content.ts; how the page is drawn: certificate-layout.ts; the PDF file itself and its
 * text and vector primitives: pdf/.
 */
import { createHash, randomBytes } from "node:crypto";
import type { StoredColeta } from "../../../src/domain/coleta";
import { certificateContent } from "./certificate-content";
import { certificateOperators } from "./certificate-layout";
import type { Collector } from "./collector";
import { writePdf } from "./pdf/file";

export { collectionDate } from "./collection-facts";
export { wrap } from "./pdf/text";

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

/** The certificate of a certified record, as PDF bytes (A4, one page); throws for a record not certified. */
export function certificatePdf(record: StoredColeta, collector: Collector, siteUrl: string): Buffer {
  const content = certificateContent(record, collector, siteUrl);
  const issuedAt = record.certificate?.issuedAt ?? record.createdAt;
  return writePdf(certificateOperators(content), {
    title: content.title,
    subject: record.protocol,
    date: issuedAt,
    language: { pt: "pt-BR", en: "en-US", es: "es" }[content.language],
  });
}
