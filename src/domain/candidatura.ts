/**
 * Applications to the open positions (the "Gente" pages): the kinds of position, the CV file's rules (PDF or DOCX,
 * at most 5 MB, checked by the browser before the upload and again by ContatoAPI on the stored bytes: declared type,
 * magic bytes, size) and the upload request. The application itself is a contact message of topic "candidatura"
 * (src/domain/contato.ts) carrying the position and the uploaded CV's key.
 */
import { z } from "zod";
import { addCodedIssue, integer, patterned, text, uuid } from "./fields";

/** Kinds of contract a position may be. */
export const positionKinds = ["clt", "estagio", "aprendiz", "temporario"] as const;
export type PositionKind = (typeof positionKinds)[number];

/** A position's slug (its page: /gente/vagas/<slug>/). */
export const positionSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+){0,11}$/;

/** The spontaneous application's "position": its page is /gente/vagas/candidatura-espontanea/. */
export const SPONTANEOUS_APPLICATION = "candidatura-espontanea";

/** Largest CV accepted: 5 MB (5 × 1024 × 1024 bytes). */
export const MAX_CV_BYTES = 5 * 1024 * 1024;

/** The CV's accepted types, by the extension its name ends in. */
export const cvTypes = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
} as const;
export type CvFormat = keyof typeof cvTypes;

/** What a file input accepts (`accept`), from the one list above. */
export const cvAccept = Object.entries(cvTypes)
  .flatMap(([extension, type]) => [`.${extension}`, type])
  .join(",");

/** The format a file's name and declared type both say, or null when they do not agree on an accepted one. */
export function cvFormatOf(name: string, type: string): CvFormat | null {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  if (extension !== "pdf" && extension !== "docx") return null;
  // Some systems give no type for a .docx: the name then decides, and the bytes are checked on the server.
  return type === "" || type === cvTypes[extension] ? extension : null;
}

/** The format the file's first bytes show: "%PDF-" for a PDF, a ZIP's "PK\x03\x04" for a DOCX; else null. */
export function cvFormatOfBytes(bytes: Uint8Array): CvFormat | null {
  const starts = (signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return "pdf";
  if (starts([0x50, 0x4b, 0x03, 0x04])) return "docx";
  return null;
}

/** The bytes the server reads from the start of a stored CV to check its format. */
export const CV_SIGNATURE_BYTES = 8;

/** The browser's check of a chosen file: null when it may be uploaded, else the error code to show. */
export function cvFileProblem(file: {
  name: string;
  type: string;
  size: number;
}): "file_type" | "file_too_large" | "file_empty" | null {
  if (cvFormatOf(file.name, file.type) === null) return "file_type";
  if (file.size === 0) return "file_empty";
  if (file.size > MAX_CV_BYTES) return "file_too_large";
  return null;
}

/** Where applicants' CVs are stored in the file bucket (S3 expires them: amplify/storage/lifecycle.ts). */
export const CV_PREFIX = "candidaturas/";

/** A stored CV's key: `candidaturas/<uuid>.<pdf|docx>` (CV_PREFIX; the server chooses the uuid). */
export const cvKeyPattern = /^candidaturas\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|docx)$/;

/** POST /contato/cv: the file the applicant is about to upload; the answer is where to PUT it. */
export const cvUploadSchema = z
  .object({
    idempotencyKey: uuid(),
    fileName: text(1, 200),
    contentType: z.string().max(200),
    size: integer(0, Number.MAX_SAFE_INTEGER),
  })
  .strict()
  .superRefine((value, ctx) => {
    const problem = cvFileProblem({ name: value.fileName, type: value.contentType, size: value.size });
    if (problem === "file_type") addCodedIssue(ctx, "file_type", {}, ["fileName"]);
    else if (problem === "file_too_large") addCodedIssue(ctx, "file_too_large", { max: 5 }, ["size"]);
    else if (problem === "file_empty") addCodedIssue(ctx, "file_empty", {}, ["size"]);
  });

export type CvUploadRequest = z.output<typeof cvUploadSchema>;

/** The answer to POST /contato/cv: a signed PUT, good for a few minutes, with the headers it was signed with. */
export type CvUploadGrant = { cvKey: string; uploadUrl: string; headers: Record<string, string> };

/** The key of an uploaded CV, as the application names it (invalid_format otherwise). */
export function cvKey() {
  return patterned(cvKeyPattern, "invalid_format", "lower");
}

/** A LinkedIn profile's address: https, on linkedin.com (invalid_url). */
export function linkedinUrl() {
  return z
    .string()
    .trim()
    .max(300)
    .superRefine((value, ctx) => {
      const url = URL.canParse(value) ? new URL(value) : null;
      const host = url?.hostname.toLowerCase() ?? "";
      if (!url || url.protocol !== "https:" || !(host === "linkedin.com" || host.endsWith(".linkedin.com")))
        addCodedIssue(ctx, "invalid_url");
    });
}
