import { randomUUID } from "node:crypto";
import { contatoSchema, formatReference, type ContatoRecord, type ContatoRequest } from "../../../src/domain/contato";
import {
  CV_PREFIX,
  CV_SIGNATURE_BYTES,
  cvFormatOf,
  cvFormatOfBytes,
  cvTypes,
  cvUploadSchema,
  MAX_CV_BYTES,
} from "../../../src/domain/candidatura";
import { objectStart, uploadUrl } from "../shared/files";
import { acceptsApplications } from "../shared/positions";
import { validate } from "../../../src/domain/validate";
import { commonRoutes } from "../shared/common-routes";
import { json } from "../shared/http";
import { createOnce, fingerprint, NumbersTakenError, yearInBrazil } from "../shared/idempotent";
import { noticesMarker, settleAfterChange } from "../shared/notices";
import { fieldErrors, jsonBody, mismatch, oneError, takeHoneypot, unavailable } from "../shared/respond";
import { createHandler } from "../shared/router";
import { nextNumber, SequenceExhaustedError } from "../shared/sequence";
import { inboxFields } from "../equipe-api/inbox";
import { contactPurgeAt } from "../../../src/domain/retention";
import { contatoNotices } from "./notifications";
import { contatoApi } from "./routes";
import { confirmRequest, fileRequest } from "./titular";
import { logger } from "../shared/logging";

/**
 * An application's checks beyond its fields: a position that takes applications today, and a CV that was uploaded,
 * is at most 5 MB and whose first bytes are those of the format its key names (a PDF's "%PDF-", a DOCX's ZIP
 * header). The answer to send instead of storing it, or null when it may be stored (with the CV's size).
 */
async function checkApplication(
  event: Parameters<typeof oneError>[0],
  body: unknown,
  value: ContatoRequest,
): Promise<{ refusal: ReturnType<typeof oneError> } | { cvSize: number }> {
  if (!value.position || !acceptsApplications(value.position))
    return { refusal: oneError(event, 400, body, "position", "invalid_option") };
  const key = value.cvKey ?? "";
  const stored = await objectStart(key, CV_SIGNATURE_BYTES);
  if (!stored) return { refusal: oneError(event, 400, body, "cvKey", "file_missing") };
  if (stored.size === 0) return { refusal: oneError(event, 400, body, "cvKey", "file_empty") };
  if (stored.size > MAX_CV_BYTES)
    return { refusal: oneError(event, 400, body, "cvKey", "file_too_large", { max: MAX_CV_BYTES / 1024 / 1024 }) };
  const format = key.endsWith(".pdf") ? "pdf" : "docx";
  if (cvFormatOfBytes(stored.start) !== format) return { refusal: oneError(event, 400, body, "cvKey", "file_type") };
  return { cvSize: stored.size };
}

export const handler = createHandler(contatoApi, {
  ...commonRoutes(contatoApi.name),

  /**
   * A message from one of the contact forms, stored once per idempotency key under a reference number (with the
   * language it was written in), then announced: a confirmation to the sender, an alert to the form's team.
   */
  "POST /contato": async ({ event }) => {
    const parsed = jsonBody(event);
    if ("response" in parsed) return parsed.response;
    const { body, trapped } = takeHoneypot(parsed.body);
    if (trapped) {
      logger.info("ContatoAPI: honeypot filled, nothing stored");
      return json(event, 201, { reference: formatReference(yearInBrazil(), Math.floor(Math.random() * 1_000_000)) });
    }
    const checked = validate(contatoSchema, body);
    if (!checked.ok) return fieldErrors(event, 400, checked.errors);
    const { idempotencyKey, language: _language, ...fields } = checked.value;
    let cvSize: number | undefined;
    if (checked.value.topic === "candidatura") {
      const application = await checkApplication(event, body, checked.value);
      if ("refusal" in application) return application.refusal;
      cvSize = application.cvSize;
    }
    let result;
    try {
      result = await createOnce({
        table: "contato",
        keyAttribute: "reference",
        idempotencyKey,
        customerId: null,
        fingerprint: fingerprint(fields),
        prepare: async () => {
          const now = new Date();
          const year = yearInBrazil(now);
          const reference = formatReference(year, await nextNumber(`contato#${year}`));
          const { idempotencyKey: _key, ...stored } = checked.value;
          const createdAt = now.toISOString();
          const record: ContatoRecord = {
            ...stored,
            ...(cvSize !== undefined ? { cvSize } : {}),
            reference,
            createdAt,
          };
          // Written with the record: its arrival is to be announced (notifications.ts: contatoNotices), and it is new
          // in its team's inbox (EquipeAPI: the byInbox index). Its Time to Live (src/domain/retention.ts), which its
          // claim and its e-mails take too: two years after it is sent, moved by each exchange on it (retention.ts).
          return {
            target: reference,
            item: {
              ...record,
              kind: "contato",
              idempotencyKey,
              ...inboxFields(record.topic),
              ...noticesMarker("recebida", createdAt),
              purgeAt: contactPurgeAt(record.topic, now),
            },
          };
        },
      });
    } catch (error) {
      if (error instanceof SequenceExhaustedError) return unavailable(event, body);
      if (error instanceof NumbersTakenError) return unavailable(event, body, 2);
      throw error;
    }
    if (result.kind === "mismatch") return mismatch(event, body);
    await settleAfterChange(contatoNotices, result.target);
    return json(event, result.kind === "created" ? 201 : 200, { reference: result.target });
  },

  /**
   * Where an applicant uploads their CV: a new key under `candidaturas/` and a signed PUT of exactly the size and type
   * announced (PDF or DOCX, at most 5 MB; the bytes are checked again when the application names the key). The file
   * goes straight to S3: through API Gateway and Lambda a 5 MB file would not fit (6 MB payload, base64 adds a third).
   */
  "POST /contato/cv": async ({ event }) => {
    const parsed = jsonBody(event);
    if ("response" in parsed) return parsed.response;
    const checked = validate(cvUploadSchema, parsed.body);
    if (!checked.ok) return fieldErrors(event, 400, checked.errors);
    const format = cvFormatOf(checked.value.fileName, checked.value.contentType) ?? "pdf";
    const cvKey = `${CV_PREFIX}${randomUUID()}.${format}`;
    const { url, headers } = await uploadUrl(cvKey, cvTypes[format], checked.value.size);
    return json(event, 201, { cvKey, uploadUrl: url, headers });
  },

  /** A data-subject request (LGPD art. 18), stored as awaiting confirmation; the link goes to the requester. */
  "POST /contato/titular": ({ event }) => fileRequest(event),

  /** The e-mailed link opened: the request confirmed once, with its reference and legal deadline. */
  "POST /contato/titular/confirmar": ({ event }) => confirmRequest(event),
});
